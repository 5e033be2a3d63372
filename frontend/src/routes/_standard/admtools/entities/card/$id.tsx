import { createFileRoute } from '@tanstack/react-router';
import { entityDetailQuery } from '../../../../../features/entities/entities-api';
import { EntityCardPage } from '../../../../../features/entities/entity-card-page';
import { requireEntityAdmin } from '../../../../../features/entities/require-entity-admin';

// Entity card (level ≥ 8): admtools/entities/card/{id}.
export const Route = createFileRoute('/_standard/admtools/entities/card/$id')({
  beforeLoad: ({ context }) => requireEntityAdmin(context.queryClient),
  // Started early, shown by the page (which also handles an entity out of reach): no blocking on errors here.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(entityDetailQuery(params.id)),
  component: EntityCardRoute,
});

function EntityCardRoute() {
  const { id } = Route.useParams();
  return <EntityCardPage id={id} />;
}
