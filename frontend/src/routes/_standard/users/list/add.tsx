import { createFileRoute } from '@tanstack/react-router';
import { requireUserAdmin } from '../../../../features/users/require-user-admin';
import { UserCreatePage } from '../../../../features/users/user-create-page';

// New user (level ≥ 8).
export const Route = createFileRoute('/_standard/users/list/add')({
  beforeLoad: ({ context }) => requireUserAdmin(context.queryClient),
  component: UserCreatePage,
});
