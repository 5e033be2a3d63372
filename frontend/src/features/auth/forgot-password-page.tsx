import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { MESSAGES } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { getCurrentApp } from '../../lib/current-app';
import { AuthCard } from './auth-card';
import { useRequestPasswordReset } from './auth-api';
import { failureText } from './failure-text';
import { TextField } from '../../components/ui/text-field';

/** Password reset request: the server e-mails a link back to this web client (front). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const request = useRequestPasswordReset();
  const busy = request.isPending;
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!email.trim()) return;
    try {
      const answer = await request.mutateAsync({ email: email.trim(), app: getCurrentApp(), front: window.location.origin });
      setSent(answer.data?.message || "Se l'indirizzo è registrato riceverai un'email con le istruzioni per reimpostare la password.");
    } catch (error) {
      setFailure(failureText(error, 'Richiesta non riuscita'));
    }
  };

  return (
    <AuthCard title="Recupera password" subtitle="Inserisci l'email del tuo account">
      {sent ? (
        <p role="status" className="mb-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {sent}
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
          {failure && (
            <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {failure}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={busy}>
            Invia link di recupero
          </Button>
        </form>
      )}
      <div className="mt-4 text-center text-sm">
        <Link to="/authentication/login" className="text-brand-700 hover:underline">
          Torna al login
        </Link>
      </div>
    </AuthCard>
  );
}
