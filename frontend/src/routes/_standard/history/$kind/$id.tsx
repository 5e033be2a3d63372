import { createFileRoute } from '@tanstack/react-router';
import type {
  CustomerDetail,
  DvrStateDetail,
  EntityDetail,
  ExaminationStateDetail,
  JobDetail,
  UserDetail,
  WorkerDetail,
} from '@tutela/contracts';
import { CustomerCard } from '../../../../features/customers/customer-card-page';
import { DvrStateView } from '../../../../features/dvr/dvr-state-view';
import { EntityCard } from '../../../../features/entities/entity-card-page';
import { ExaminationStateView } from '../../../../features/examinations/screen/examination-state-view';
import { JobCard } from '../../../../features/jobs/job-card-page';
import { recordHistoryQuery } from '../../../../features/history/history-api';
import { RecordHistoryPage } from '../../../../features/history/record-history-page';
import { UserCard } from '../../../../features/users/user-card-page';
import { WorkerCard } from '../../../../features/workers/worker-card-page';

/**
 * Past states on the kinds' own cards, read-only (the route composes the features). A kind without a renderer
 * (chats) shows its fields as a list; a visit shows its data on its own form version.
 */
const RENDERERS = {
  worker: (detail: unknown) => <WorkerCard worker={detail as WorkerDetail} backTo={null} readOnly />,
  customer: (detail: unknown) => <CustomerCard customer={detail as CustomerDetail} readOnly />,
  user: (detail: unknown) => <UserCard user={detail as UserDetail} readOnly />,
  entity: (detail: unknown) => <EntityCard entity={detail as EntityDetail} readOnly />,
  job: (detail: unknown) => <JobCard job={detail as JobDetail} readOnly />,
  examination: (detail: unknown) => <ExaminationStateView detail={detail as ExaminationStateDetail} />,
  dvr: (detail: unknown) => <DvrStateView detail={detail as DvrStateDetail} />,
};

// Cronologia of a record: history/{kind}/{id} (kind: worker, customer, job, user, entity, examination, chat, dvr).
export const Route = createFileRoute('/_standard/history/$kind/$id')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(recordHistoryQuery(params.kind, params.id)),
  component: RecordHistoryRoute,
});

function RecordHistoryRoute() {
  const { kind, id } = Route.useParams();
  return <RecordHistoryPage kind={kind} id={id} renderers={RENDERERS} />;
}
