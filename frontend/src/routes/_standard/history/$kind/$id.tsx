import { createFileRoute } from "@tanstack/react-router";
import type { WorkerDetail } from "@tutela/contracts";
import { recordHistoryQuery } from "../../../../features/history/history-api";
import { RecordHistoryPage } from "../../../../features/history/record-history-page";
import { WorkerCard } from "../../../../features/workers/worker-card-page";

/** Past states on the kinds' own cards, read-only (the route composes the features). */
const RENDERERS = {
  worker: (detail: unknown) => (
    <WorkerCard worker={detail as WorkerDetail} backTo={null} readOnly />
  ),
};

// Cronologia of a record: history/{kind}/{id} (kind: worker, customer, job, user, entity).
export const Route = createFileRoute("/_standard/history/$kind/$id")({
  loader: ({ context, params }) =>
    void context.queryClient.prefetchQuery(
      recordHistoryQuery(params.kind, params.id),
    ),
  component: RecordHistoryRoute,
});

function RecordHistoryRoute() {
  const { kind, id } = Route.useParams();
  return <RecordHistoryPage kind={kind} id={id} renderers={RENDERERS} />;
}
