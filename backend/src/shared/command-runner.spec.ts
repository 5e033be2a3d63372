import { eventIdFor } from './command-runner';

describe('eventIdFor', () => {
  it('is stable for the same command and index and differs otherwise', () => {
    expect(eventIdFor('cmd-1', 0)).toBe(eventIdFor('cmd-1', 0));
    expect(eventIdFor('cmd-1', 0)).not.toBe(eventIdFor('cmd-1', 1));
    expect(eventIdFor('cmd-1', 0)).not.toBe(eventIdFor('cmd-2', 0));
  });

  it('has the UUID shape every adapter accepts', () => {
    expect(eventIdFor('x', 3)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
