import { PositionWaiters } from './position-waiters';

describe('PositionWaiters', () => {
  it('resolves true when notified after the condition holds, false on timeout or cancel', async () => {
    const waiters = new PositionWaiters();
    let position = 0;
    const reached = waiters.wait(() => position >= 3, 1_000);
    const tooFar = waiters.wait(() => position >= 10, 30);
    const cancelled = waiters.wait(() => position >= 20, 1_000);
    position = 3;
    waiters.notify();
    expect(await reached).toBe(true);
    expect(await tooFar).toBe(false);
    waiters.cancelAll();
    expect(await cancelled).toBe(false);
    expect(await waiters.wait(() => true, 0)).toBe(true);
  });
});
