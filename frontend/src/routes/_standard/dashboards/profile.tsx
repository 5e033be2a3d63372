import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/auth/profile-page';

// Profilo utente (header profile menu).
export const Route = createFileRoute('/_standard/dashboards/profile')({
  component: ProfilePage,
});
