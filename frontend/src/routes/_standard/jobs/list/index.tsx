import { createFileRoute } from '@tanstack/react-router';
import { JobsListPage } from '../../../../features/jobs/jobs-list-page';

// Mansionario › Mansioni specifiche (md, level ≥ 3).
export const Route = createFileRoute('/_standard/jobs/list/')({
  component: () => <JobsListPage general={false} />,
});
