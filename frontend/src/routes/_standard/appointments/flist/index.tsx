import { createFileRoute } from '@tanstack/react-router';
import { FixedAppointmentsPage } from '../../../../features/appointments/fixed/fixed-appointments-page';
import { confirmedParam } from '../../../../features/appointments/fixed/fixed-rules';
import { requireAppointmentsReader } from '../../../../features/appointments/fixed/require-appointments-reader';

// Fissati (Scadenze): the spec's /appointments/flist; ?confirmed=0 is the header badge's link.
export const Route = createFileRoute('/_standard/appointments/flist/')({
  // A number, as the router reads ?confirmed=0 (a string would be written back quoted).
  validateSearch: (search: Record<string, unknown>): { confirmed?: 0 | 1 } => {
    const confirmed = confirmedParam(search.confirmed);
    return confirmed ? { confirmed: Number(confirmed) as 0 | 1 } : {};
  },
  beforeLoad: ({ context }) => requireAppointmentsReader(context.queryClient),
  component: FixedRoute,
});

function FixedRoute() {
  const { confirmed } = Route.useSearch();
  return <FixedAppointmentsPage confirmed={confirmedParam(confirmed)} />;
}
