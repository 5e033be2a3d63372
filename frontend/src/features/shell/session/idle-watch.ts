export interface IdleWatchOptions {
  warningMs: number;
  logoutMs: number;
  onWarning: () => void;
  /** Activity after the warning: the session is alive again, the warning can go. */
  onResume: () => void;
  onLogout: () => void;
  now?: () => number;
}

export interface IdleWatch {
  /** Call on every user movement: cheap (it records a time), so it can run on each mousemove. */
  activity: () => void;
  stop: () => void;
}

/**
 * Warning after 55 minutes and logout after 60 minutes without movement (spec part 1 §4); any movement
 * resets both. One timer at a time: when it fires it measures the real idle time and either acts or
 * re-arms for what is left, so movement never has to touch the timers.
 */
export function startIdleWatch({ warningMs, logoutMs, onWarning, onResume, onLogout, now = Date.now }: IdleWatchOptions): IdleWatch {
  let lastActivity = now();
  let warned = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const arm = () => {
    clearTimeout(timer);
    const idle = now() - lastActivity;
    const target = warned ? logoutMs : warningMs;
    timer = setTimeout(tick, Math.max(0, target - idle));
  };

  const tick = () => {
    if (stopped) return;
    const idle = now() - lastActivity;
    if (idle >= logoutMs) {
      stopped = true;
      onLogout();
      return;
    }
    if (!warned && idle >= warningMs) {
      warned = true;
      onWarning();
    }
    arm();
  };

  arm();

  return {
    activity() {
      if (stopped) return;
      lastActivity = now();
      if (warned) {
        warned = false;
        onResume();
        arm();
      }
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
