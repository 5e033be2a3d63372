import { Link, useNavigate } from '@tanstack/react-router';
import { MESSAGES, type CreateUserRequest } from '@tutela/contracts';
import { Section } from '../../components/ui/section';
import { useSnackbar } from '../../lib/use-snackbar';
import { UserProfileForm } from './user-profile-form';
import { useCreateUser } from './users-api';
import { EMPTY_PROFILE, type UserProfileValues } from './validate-user-profile';

export function createUserRequest(values: UserProfileValues): CreateUserRequest {
  const request: CreateUserRequest = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
  };
  // No password: the server sets a random one and asks for a change at first login.
  if (values.password) request.password = values.password;
  return request;
}

/** New user ('Inserisci', spec part 1 §2 generic add dialogs); roles are granted on the card that follows. */
export function UserCreatePage() {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const createUser = useCreateUser();

  const create = async (values: UserProfileValues) => {
    const answer = await createUser.mutateAsync(createUserRequest(values));
    snackbar.show('Utente creato correttamente', 'success');
    await navigate({ to: '/users/list/card/$id', params: { id: answer.data.id } });
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex items-center gap-3">
        <Link to="/users/list" className="text-sm text-brand-700 hover:underline">
          ← Utenti
        </Link>
        <h1 className="text-lg font-semibold text-slate-800">{MESSAGES.DIALOG_TITLE_NEW} utente</h1>
      </div>
      <Section>
        <UserProfileForm
          initial={EMPTY_PROFILE}
          withPassword
          submitLabel="Crea utente"
          onSubmit={create}
          onCancel={() => void navigate({ to: '/users/list' })}
        />
      </Section>
    </div>
  );
}
