import { createFileRoute } from '@tanstack/react-router';
import { calresourceDetailQuery } from '../../../../../features/appointments/appointments-api';
import { CalresourceCardPage } from '../../../../../features/appointments/resources/calresource-card-page';
import { requireCalresourceLevel } from '../../../../../features/appointments/resources/require-calresource-level';

// Risorse: the card of one record.
export const Route = createFileRoute('/_standard/appointments/resources/card/$id')({
  beforeLoad: ({ context }) => requireCalresourceLevel(context.queryClient),
  // Started early, shown by the page (which also handles a missing record).
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(calresourceDetailQuery(params.id)),
  component: CardRoute,
});

function CardRoute() {
  const { id } = Route.useParams();
  return <CalresourceCardPage type="resources" id={id} />;
}
