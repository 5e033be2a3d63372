import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, PASSWORD_CHANGE_RETRY_MS, STRICT_PASSWORD_MIN_LEVEL } from '@tutela/contracts';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { USER_DATA_QUERY_KEY, useUserData } from '../../lib/session';
import { useSnackbar } from '../../lib/use-snackbar';
import { useChangeOwnPassword } from './auth-api';
import { ChangePasswordForm } from './change-password-form';

/**
 * "Cambio password" when the server says the password has expired (passwdexp). It cannot be dismissed;
 * a failed change closes it and it reopens after 3 s (spec part 1 §4), so the error snackbar is readable.
 */
export function ExpiredPasswordDialog() {
  const { app, user, permission } = useUserData();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const change = useChangeOwnPassword(app);
  const [suspended, setSuspended] = useState(false);

  useEffect(() => {
    if (!suspended) return;
    const timer = setTimeout(() => setSuspended(false), PASSWORD_CHANGE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [suspended]);

  if (!user.passwdexp) return null;
  return (
    <DialogFrame open={!suspended} onClose={() => undefined} dismissable={false} title={MESSAGES.PASSWORD_CHANGE_TITLE}>
      <p className="mb-4">La password è scaduta: per continuare è necessario sceglierne una nuova.</p>
      <ChangePasswordForm
        strict={permission.level >= STRICT_PASSWORD_MIN_LEVEL}
        submit={(password, confirmation) => change.mutateAsync({ password, password_confirmation: confirmation })}
        onSuccess={() => {
          snackbar.show('Password aggiornata correttamente', 'success');
          void queryClient.invalidateQueries({ queryKey: [USER_DATA_QUERY_KEY] });
        }}
        onFailure={() => setSuspended(true)}
      />
    </DialogFrame>
  );
}
