import { createFileRoute } from '@tanstack/react-router';
import { requireUserAdmin } from '../../../../../features/users/require-user-admin';
import { UserCardPage } from '../../../../../features/users/user-card-page';
import { userDetailQuery } from '../../../../../features/users/users-api';

// User card (level ≥ 8): users/list/card/{id}.
export const Route = createFileRoute('/_standard/users/list/card/$id')({
  beforeLoad: ({ context }) => requireUserAdmin(context.queryClient),
  // Started early, shown by the page (which also handles a missing user): no blocking on errors here.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(userDetailQuery(params.id)),
  component: UserCardRoute,
});

function UserCardRoute() {
  const { id } = Route.useParams();
  return <UserCardPage id={id} />;
}
