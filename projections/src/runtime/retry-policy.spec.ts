import { retryDelayMs } from './retry-policy';

describe('retryDelayMs', () => {
  it('doubles from the initial delay up to the cap', () => {
    const policy = { initialDelayMs: 100, maxDelayMs: 1_000 };
    expect([1, 2, 3, 4, 5, 50].map((failures) => retryDelayMs(failures, policy))).toEqual([100, 200, 400, 800, 1_000, 1_000]);
    expect(retryDelayMs(0, policy)).toBe(100);
  });
});
