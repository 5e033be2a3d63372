import { ActiveApplicationWatch } from '../features/shell/session/active-application-watch';
import { SessionWatch } from '../features/shell/session/session-watch';
import { ExpiredPasswordDialog } from '../features/auth/expired-password-dialog';

/**
 * What every guarded layout adds to its page: the idle timers, the move away from an application the entity
 * switched off and, when the password has expired, the "Cambio password" dialog. Composed here because it joins two features (shell and auth).
 */
export function GuardedExtras() {
  return (
    <>
      <SessionWatch />
      <ActiveApplicationWatch />
      <ExpiredPasswordDialog />
    </>
  );
}
