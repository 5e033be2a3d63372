import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/auth/reset-password-page';

// Same page for links that carry the token in the path: /authentication/reset-password/{token}?email=…
export const Route = createFileRoute('/_blank/authentication/reset-password_/$token')({
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({
    email: typeof search.email === 'string' ? search.email : undefined,
  }),
  component: ResetPasswordTokenRoute,
});

function ResetPasswordTokenRoute() {
  const { token } = Route.useParams();
  const { email } = Route.useSearch();
  return <ResetPasswordPage token={token} initialEmail={email ?? ''} />;
}
