import { USER_MESSAGES, type UserDetail } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import type { useUserCommand } from './use-user-command';

type Run = ReturnType<typeof useUserCommand>['run'];

/** Deactivate / reactivate and force a password change, each after a confirmation. */
export function UserStatusActions({ user, run, busy, isSelf }: { user: UserDetail; run: Run; busy: boolean; isSelf: boolean }) {
  const name = user.name || user.email;
  return (
    <div className="flex flex-wrap gap-2">
      {user.active ? (
        <Button
          variant="danger"
          // the server refuses it too: an administrator must not lock themselves out
          disabled={busy || isSelf}
          title={isSelf ? USER_MESSAGES.CANNOT_DEACTIVATE_SELF : undefined}
          onClick={() =>
            void run(
              { kind: 'deactivate' },
              {
                confirm: {
                  title: 'Disattiva utente',
                  message: `Disattivare ${name}? Non potrà più accedere finché non verrà riattivato.`,
                  confirmLabel: 'Disattiva',
                },
                success: 'Utente disattivato correttamente',
              },
            )
          }
        >
          Disattiva utente
        </Button>
      ) : (
        <Button
          disabled={busy}
          onClick={() =>
            void run(
              { kind: 'reactivate' },
              {
                confirm: { title: 'Riattiva utente', message: `Riattivare ${name}?`, confirmLabel: 'Riattiva' },
                success: 'Utente riattivato correttamente',
              },
            )
          }
        >
          Riattiva utente
        </Button>
      )}
      <Button
        variant="secondary"
        disabled={busy || !user.active || user.must_change_password}
        title={user.must_change_password ? 'Cambio password già richiesto' : undefined}
        onClick={() =>
          void run(
            { kind: 'forcePasswordChange' },
            {
              confirm: {
                title: 'Cambio password obbligatorio',
                message: `${name} dovrà scegliere una nuova password al prossimo accesso. Procedere?`,
              },
              success: 'Cambio password richiesto correttamente',
            },
          )
        }
      >
        Forza cambio password
      </Button>
    </div>
  );
}
