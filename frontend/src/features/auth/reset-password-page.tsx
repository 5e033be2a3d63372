import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { MESSAGES } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { useSnackbar } from '../../lib/use-snackbar';
import { AuthCard } from './auth-card';
import { useResetPassword } from './auth-api';
import { failureText } from './failure-text';
import { PasswordFields } from './password-fields';
import { hasPasswordErrors, validatePasswordForm, type PasswordFormErrors } from './password-form-state';
import { TextField } from '../../components/ui/text-field';

/** Reached from the e-mailed link, which carries the token (and usually the e-mail). */
export function ResetPasswordPage({ token, initialEmail }: { token: string; initialEmail: string }) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordFormErrors | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const reset = useResetPassword();
  // Done, the page leaves for the login: the button stays disabled until it has.
  const busy = reset.isPending || reset.isSuccess;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    // The reset link is for any account, administrators included: the server applies the strict rule
    // where it must and says so in its 422 answer.
    const found = validatePasswordForm(password, confirmation, false);
    setErrors(found);
    if (hasPasswordErrors(found) || !email.trim() || !token) return;
    try {
      await reset.mutateAsync({ email: email.trim(), password, password_confirmation: confirmation, token });
    } catch (error) {
      setFailure(failureText(error, 'Reimpostazione non riuscita'));
      return;
    }
    snackbar.show('Password aggiornata: accedi con la nuova password', 'success');
    await navigate({ to: '/authentication/login', replace: true });
  };

  return (
    <AuthCard title="Reimposta password">
      {!token ? (
        <p role="alert" className="mb-4 text-sm text-red-700">
          Il link di recupero non è valido: richiedine uno nuovo.
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField
            className="mb-4"
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={submitted && !email.trim() ? MESSAGES.REQUIRED : null}
          />
          <PasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            errors={errors}
            strict={false}
          />
          {failure && (
            <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {failure}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={busy}>
            Reimposta password
          </Button>
        </form>
      )}
      <div className="mt-4 text-center text-sm">
        <Link to="/authentication/forgot-password" className="text-brand-700 hover:underline">
          Richiedi un nuovo link
        </Link>
      </div>
    </AuthCard>
  );
}
