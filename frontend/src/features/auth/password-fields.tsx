import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, PASSWORD_STRICT_MIN_LENGTH } from '@tutela/contracts';
import { TextField } from '../../components/ui/text-field';
import type { PasswordFormErrors } from './password-form-state';

export interface PasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  /** Messages are shown only once the user tried to submit, not while typing the first character. */
  errors: PasswordFormErrors | null;
  strict: boolean;
}

export function PasswordFields({ password, confirmation, onPassword, onConfirmation, errors, strict }: PasswordFieldsProps) {
  const min = strict ? PASSWORD_STRICT_MIN_LENGTH : PASSWORD_MIN_LENGTH;
  return (
    <>
      <p className="mb-4 text-xs text-slate-500">
        Da {min} a {PASSWORD_MAX_LENGTH} caratteri, con almeno una cifra, una lettera minuscola, una maiuscola e un carattere speciale tra{' '}
        {PASSWORD_SPECIAL_CHARACTERS.split('').join(' ')}
      </p>
      <TextField
        className="mb-4"
        label="Nuova password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={errors?.password}
      />
      <TextField
        className="mb-4"
        label="Conferma password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => onConfirmation(e.target.value)}
        error={errors?.confirmation}
      />
    </>
  );
}
