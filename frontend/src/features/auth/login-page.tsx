import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { clearCurrentApp, getCurrentApp } from '../../lib/current-app';
import { HOME_PATH } from '../../lib/route-sections';
import { safeRedirectTarget } from '../../lib/route-guard';
import { AuthCard } from './auth-card';
import { useLogin } from './auth-api';
import { failureText } from './failure-text';
import { preloadSignedInScreen } from './preload-signed-in-screen';
import { TextField } from '../../components/ui/text-field';

export function LoginPage({ redirectTo }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const emailError = submitted && !email.trim() ? MESSAGES.REQUIRED : null;
  const passwordError = submitted && !password ? MESSAGES.REQUIRED : null;
  const router = useRouter();
  const target = safeRedirectTarget(redirectTo) ?? HOME_PATH;
  useEffect(() => preloadSignedInScreen(router, target), [router, target]);
  const login = useLogin(async () => {
    // An application still stored here belongs to a session that ended without a logout (perhaps someone
    // else's): the guard lands this user by their own last application or highest level instead.
    clearCurrentApp();
    // Whatever the cache held belonged to the previous session.
    queryClient.clear();
    await navigate({ href: target, replace: true });
  });
  const busy = login.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!email.trim() || !password) return;
    try {
      await login.mutateAsync({ email: email.trim(), password, rememberme: remember, app: getCurrentApp() });
    } catch (error) {
      setFailure(failureText(error, 'Accesso non riuscito'));
    }
  };

  return (
    <AuthCard title="Accedi a Tutela" subtitle="Medicina del lavoro · Formazione · Sicurezza">
      <form onSubmit={submit} noValidate>
        <TextField
          className="mb-4"
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={emailError}
        />
        <TextField
          className="mb-4"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError}
        />
        <div className="mb-4 flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Ricordami
          </label>
          <Link to="/authentication/forgot-password" className="text-brand-700 hover:underline">
            Password dimenticata?
          </Link>
        </div>
        {failure && (
          <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {failure}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Accesso in corso…' : 'Accedi'}
        </Button>
      </form>
    </AuthCard>
  );
}
