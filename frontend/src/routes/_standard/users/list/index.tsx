import { createFileRoute } from '@tanstack/react-router';
import { requireUserAdmin } from '../../../../features/users/require-user-admin';
import { UsersListPage } from '../../../../features/users/users-list-page';

// Utenti (admin menu, level ≥ 8).
export const Route = createFileRoute('/_standard/users/list/')({
  beforeLoad: ({ context }) => requireUserAdmin(context.queryClient),
  component: UsersListPage,
});
