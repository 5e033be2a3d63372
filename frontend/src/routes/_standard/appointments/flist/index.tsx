import { createFileRoute } from '@tanstack/react-router';
import { FixedAppointmentsPage } from '../../../../features/appointments/fixed/fixed-appointments-page';
import { confirmedParam } from '../../../../features/appointments/fixed/fixed-rules';

// Fissati (Scadenze): the spec's /appointments/flist; ?confirmed=0 is the header badge's link.
export const Route = createFileRoute('/_standard/appointments/flist/')({
  validateSearch: (search: Record<string, unknown>): { confirmed?: '0' | '1' } => {
    const confirmed = confirmedParam(search.confirmed);
    return confirmed ? { confirmed } : {};
  },
  component: FixedRoute,
});

function FixedRoute() {
  const { confirmed } = Route.useSearch();
  return <FixedAppointmentsPage confirmed={confirmed} />;
}
