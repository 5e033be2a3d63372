import { FormActions, FormAlert } from '../../components/ui/form-parts';
import { useCheckedForm } from '../../lib/use-checked-form';
import { TextField } from '../../components/ui/text-field';
import { serverErrorsToForm, validateUserProfile, type UserProfileField, type UserProfileValues } from './validate-user-profile';

/**
 * Profile form of the user card and of the new-user page. Errors show under their field: the client's
 * checks first, then the server's 422 map. A submit marks every field as checked (spec part 2 §5.3).
 */
export function UserProfileForm({
  initial,
  withPassword,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: UserProfileValues;
  withPassword: boolean;
  submitLabel: string;
  /** Resolves when saved; an ApiError with an errors map is shown on the fields. */
  onSubmit: (values: UserProfileValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const { values, errors, general, saving, set, submit } = useCheckedForm({
    initial,
    validate: (next: UserProfileValues) => validateUserProfile(next, { withPassword }),
    fromServer: serverErrorsToForm,
    onSubmit,
  });

  const field = (name: UserProfileField, label: string, type = 'text', autoComplete = 'off') => (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set(name, event.target.value)}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Dati utente">
      <FormAlert message={general} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('first_name', 'Nome')}
        {field('last_name', 'Cognome')}
        {field('email', 'Email', 'email')}
      </div>
      {withPassword && (
        <div className="grid gap-4 sm:grid-cols-2">
          {field('password', 'Password (facoltativa)', 'password', 'new-password')}
          {field('password_confirmation', 'Conferma password', 'password', 'new-password')}
          <p className="text-xs text-slate-500 sm:col-span-2">
            Senza password ne viene generata una casuale e l&apos;utente dovrà sceglierne una nuova al primo accesso.
          </p>
        </div>
      )}
      <FormActions saving={saving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
