import { createFileRoute } from '@tanstack/react-router';
import { jobDetailQuery } from '../../../../features/jobs/jobs-api';
import { JobCardPage } from '../../../../features/jobs/job-card-page';

// Job card: jobs/card/{id}.
export const Route = createFileRoute('/_standard/jobs/card/$id')({
  // Started early, shown by the page (which also handles a job out of reach): no blocking on errors here.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(jobDetailQuery(params.id)),
  component: JobCardRoute,
});

function JobCardRoute() {
  const { id } = Route.useParams();
  return <JobCardPage id={id} />;
}
