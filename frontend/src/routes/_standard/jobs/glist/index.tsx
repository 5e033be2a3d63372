import { createFileRoute } from '@tanstack/react-router';
import { JobsListPage } from '../../../../features/jobs/jobs-list-page';

// Mansionario › Mansioni generali (md, level ≥ 3).
export const Route = createFileRoute('/_standard/jobs/glist/')({
  component: () => <JobsListPage general />,
});
