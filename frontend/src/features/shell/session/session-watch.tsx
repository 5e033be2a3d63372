import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { MESSAGES, SESSION_LOGOUT_MS, SESSION_WARNING_MS } from '@tutela/contracts';
import { dismissSnackbar, pushSnackbar } from '../../../lib/snackbar-store';
import { startIdleWatch } from './idle-watch';

/**
 * Movement events that keep the session alive. The spec names mouse movement; keys and touches count
 * too, so someone typing a long visit report, or working on a tablet, is not logged out.
 */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel'] as const;

/** Mounted by every guarded layout: the idle warning and the automatic logout. */
export function SessionWatch() {
  const navigate = useNavigate();
  useEffect(() => {
    let warningId: number | null = null;
    const watch = startIdleWatch({
      warningMs: SESSION_WARNING_MS,
      logoutMs: SESSION_LOGOUT_MS,
      onWarning: () => {
        warningId = pushSnackbar({ message: MESSAGES.SESSION_WARNING, kind: 'info', durationMs: SESSION_LOGOUT_MS - SESSION_WARNING_MS });
      },
      onResume: () => {
        if (warningId !== null) dismissSnackbar(warningId);
        warningId = null;
      },
      onLogout: () => void navigate({ to: '/authentication/logout' }),
    });
    const onActivity = () => watch.activity();
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true }));
    return () => {
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity));
      watch.stop();
    };
  }, [navigate]);
  return null;
}
