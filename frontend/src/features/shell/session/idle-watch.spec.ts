import { SESSION_LOGOUT_MS, SESSION_WARNING_MS } from '@tutela/contracts';
import { startIdleWatch } from './idle-watch';

const MINUTE = 60_000;

describe('idle watch (55 min warning, 60 min logout)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function start() {
    const calls = { warning: jest.fn(), resume: jest.fn(), logout: jest.fn() };
    const watch = startIdleWatch({
      warningMs: SESSION_WARNING_MS,
      logoutMs: SESSION_LOGOUT_MS,
      onWarning: calls.warning,
      onResume: calls.resume,
      onLogout: calls.logout,
    });
    return { watch, ...calls };
  }

  it('uses the spec values', () => {
    expect(SESSION_WARNING_MS).toBe(55 * MINUTE);
    expect(SESSION_LOGOUT_MS).toBe(60 * MINUTE);
  });

  it('warns at 55 minutes and logs out at 60 without movement', () => {
    const { warning, logout } = start();
    jest.advanceTimersByTime(55 * MINUTE - 1);
    expect(warning).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(warning).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5 * MINUTE - 1);
    expect(logout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('movement before the warning resets both timers', () => {
    const { watch, warning, logout } = start();
    jest.advanceTimersByTime(50 * MINUTE);
    watch.activity();
    jest.advanceTimersByTime(54 * MINUTE);
    expect(warning).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1 * MINUTE);
    expect(warning).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
  });

  it('movement after the warning resumes the session and restarts the count', () => {
    const { watch, warning, resume, logout } = start();
    jest.advanceTimersByTime(57 * MINUTE);
    expect(warning).toHaveBeenCalledTimes(1);
    watch.activity();
    expect(resume).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10 * MINUTE);
    expect(logout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(45 * MINUTE);
    expect(warning).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(5 * MINUTE);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('stops for good', () => {
    const { watch, warning, logout } = start();
    watch.stop();
    jest.advanceTimersByTime(2 * SESSION_LOGOUT_MS);
    expect(warning).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });
});
