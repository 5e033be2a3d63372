import { APP_LABELS, isRoleName, ROLE_LABELS, STRICT_PASSWORD_MIN_LEVEL } from '@tutela/contracts';
import { useUserData } from '../../lib/session';
import { useSnackbar } from '../../lib/use-snackbar';
import { useChangeOwnPassword } from './auth-api';
import { ChangePasswordForm } from './change-password-form';

/** Profilo utente: who the user is for the platform, and a voluntary password change. */
export function ProfilePage() {
  const { app, user, permission } = useUserData();
  const snackbar = useSnackbar();
  const change = useChangeOwnPassword(app);
  const rows: [string, string][] = [
    ['Nome', user.name],
    ['Email', user.email],
    ['Ente', user.entity.name],
    ['Ruolo', isRoleName(permission.role) ? ROLE_LABELS[permission.role] : permission.role || '—'],
    ['Livello', String(permission.level)],
    ['Applicazione', APP_LABELS[app]],
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold">Profilo utente</h1>
      <section className="rounded-lg bg-white p-6 shadow-sm">
        <dl className="grid grid-cols-[10rem_1fr] gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-500">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="rounded-lg bg-white p-6 shadow-sm">
        <h2 className="mb-4 text-lg font-semibold">Cambio password</h2>
        <ChangePasswordForm
          strict={permission.level >= STRICT_PASSWORD_MIN_LEVEL}
          submit={(password, confirmation) => change.mutateAsync({ password, password_confirmation: confirmation })}
          onSuccess={() => snackbar.show('Password aggiornata correttamente', 'success')}
        />
      </section>
    </div>
  );
}
