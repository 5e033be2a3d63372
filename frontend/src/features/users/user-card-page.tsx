import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { UserDetail } from '@tutela/contracts';
import { ActivityLogButton } from '../../components/activity-log/activity-log-button';
import { HistoryButton } from '../../components/history/history-button';
import { RecordLoader } from '../../components/ui/record-loader';
import { Section } from '../../components/ui/section';
import { useConcurrentEditGuard } from '../../lib/concurrent-edit';
import { useOptionalUserData } from '../../lib/session';
import { useSnackbar } from '../../lib/use-snackbar';
import { GrantRoleForm } from './grant-role-form';
import { RoleGrantsTable, roleLabel } from './role-grants-table';
import { useUserCommand } from './use-user-command';
import { UserProfileForm } from './user-profile-form';
import { UserStatusActions } from './user-status-actions';
import { useUpdateUser, userDetailQuery } from './users-api';
import { changedProfileFields } from './user-profile-changes';
import { EMPTY_PROFILE } from './validate-user-profile';

/**
 * The user's card; `readOnly` shows a past state (Cronologia): the profile and role grants as text, no command,
 * no log or history button.
 */
export function UserCard({ user, readOnly = false }: { user: UserDetail; readOnly?: boolean }) {
  const { run, busy } = useUserCommand(user.id);
  const update = useUpdateUser(user.id);
  const guard = useConcurrentEditGuard();
  const snackbar = useSnackbar();
  const session = useOptionalUserData();

  // Errors are not caught here: the form shows them under its fields.
  const saveProfile = async (values: typeof EMPTY_PROFILE) => {
    const changes = changedProfileFields(user, values);
    if (!changes) {
      snackbar.show('Nessuna modifica da salvare', 'info');
      return;
    }
    // A 409 (someone changed the same fields since the card was opened) shows their version rather than overwrite it.
    if (await guard(() => update.mutateAsync({ ...changes, revision: user.revision }))) {
      snackbar.show('Utente modificato correttamente', 'success');
    }
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        {!readOnly && (
          <Link to="/users/list" className="text-sm text-brand-700 hover:underline">
            ← Utenti
          </Link>
        )}
        <h1 className="text-lg font-semibold text-slate-800">{user.name || user.email}</h1>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700" data-testid="user-status">
          {user.active ? 'Attivo' : 'Disattivato'}
        </span>
        {user.must_change_password && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800">Cambio password richiesto</span>
        )}
        {!readOnly && <ActivityLogButton logName="user" subjectId={user.id} className="ml-auto" />}
        {!readOnly && <HistoryButton kind="user" id={user.id} />}
      </div>
      {readOnly && <UserReadOnly user={user} />}
      {!readOnly && (
        <>
          <Section title="Dati anagrafici">
            <UserProfileForm
              key={user.updated_at}
              initial={{ ...EMPTY_PROFILE, first_name: user.first_name, last_name: user.last_name, email: user.email }}
              withPassword={false}
              submitLabel="Salva"
              onSubmit={saveProfile}
            />
          </Section>

          <Section title="Ruoli">
            <RoleGrantsTable
              grants={user.role_grants}
              disabled={busy}
              onRevoke={(grant) =>
                void run(
                  { kind: 'revokeRole', grantId: grant.grant_id },
                  {
                    confirm: {
                      title: 'Revoca ruolo',
                      message: `Revocare il ruolo "${roleLabel(grant.name)}" a ${user.name || user.email}?`,
                      confirmLabel: 'Revoca',
                    },
                    success: 'Ruolo revocato correttamente',
                  },
                )
              }
            />
            <div className="mt-4 border-t border-slate-100 pt-4">
              <GrantRoleForm
                disabled={busy || !user.active}
                onGrant={(request) => run({ kind: 'grantRole', request }, { success: 'Ruolo assegnato correttamente' })}
              />
              {!user.active && <p className="mt-2 text-xs text-slate-500">Riattivare l&apos;utente per assegnare nuovi ruoli.</p>}
            </div>
          </Section>

          <Section title="Accesso">
            <UserStatusActions user={user} run={run} busy={busy} isSelf={session?.user.id === user.id} />
          </Section>
        </>
      )}
    </div>
  );
}

function UserReadOnly({ user }: { user: UserDetail }) {
  return (
    <>
      <Section title="Dati anagrafici">
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-slate-500">Nome</dt>
          <dd>{user.first_name}</dd>
          <dt className="text-slate-500">Cognome</dt>
          <dd>{user.last_name}</dd>
          <dt className="text-slate-500">Email</dt>
          <dd className="break-words">{user.email}</dd>
          <dt className="text-slate-500">Telefono</dt>
          <dd>{user.phone || '—'}</dd>
        </dl>
      </Section>
      <Section title="Ruoli">
        <RoleGrantsTable grants={user.role_grants} disabled onRevoke={() => undefined} />
      </Section>
    </>
  );
}

/** User card (users/list/card/{id}): profile, role grants, activation and password, activity log. */
export function UserCardPage({ id }: { id: string }) {
  return (
    <RecordLoader query={useQuery(userDetailQuery(id))} notFound="Utente non trovato" failed="Impossibile caricare l'utente">
      {(user) => <UserCard user={user} />}
    </RecordLoader>
  );
}
