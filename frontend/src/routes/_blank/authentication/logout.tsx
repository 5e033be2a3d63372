import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../../../features/auth/logout-page';

export const Route = createFileRoute('/_blank/authentication/logout')({
  component: LogoutPage,
});
