import { createFileRoute } from '@tanstack/react-router';
import { ToSchedulePage } from '../../../features/appointments/to-schedule/to-schedule-page';

// Scadenze › Da fissare (md, level 5; the client's secretaries too, for their own company).
export const Route = createFileRoute('/_standard/appointments/tofix')({
  component: ToSchedulePage,
});
