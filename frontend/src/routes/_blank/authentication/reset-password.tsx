import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/auth/reset-password-page';

// The e-mailed link: /authentication/reset-password?token=…&email=…
export const Route = createFileRoute('/_blank/authentication/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string; email?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
    email: typeof search.email === 'string' ? search.email : undefined,
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch();
  return <ResetPasswordPage token={token ?? ''} initialEmail={email ?? ''} />;
}
