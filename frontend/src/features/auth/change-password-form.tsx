import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { PasswordFields } from './password-fields';
import { hasPasswordErrors, validatePasswordForm, type PasswordFormErrors } from './password-form-state';

export interface ChangePasswordFormProps {
  strict: boolean;
  /** Sends the change; a rejection is the failure. */
  submit: (password: string, confirmation: string) => Promise<unknown>;
  onSuccess: () => void;
  onFailure?: (error: unknown) => void;
  extraActions?: ReactNode;
}

export function ChangePasswordForm({ strict, submit, onSuccess, onFailure, extraActions }: ChangePasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordFormErrors | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordForm(password, confirmation, strict);
    setErrors(found);
    if (hasPasswordErrors(found)) return;
    setBusy(true);
    try {
      await submit(password, confirmation);
      setPassword('');
      setConfirmation('');
      setErrors(null);
      onSuccess();
    } catch (error) {
      onFailure?.(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <PasswordFields
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        errors={errors}
        strict={strict}
      />
      <div className="flex justify-end gap-2">
        {extraActions}
        <Button type="submit" disabled={busy}>
          Cambia password
        </Button>
      </div>
    </form>
  );
}
