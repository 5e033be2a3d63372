import { createFileRoute } from '@tanstack/react-router';
import { CalresourcesListPage } from '../../../../features/appointments/resources/calresources-list-page';
import { requireCalresourceLevel } from '../../../../features/appointments/resources/require-calresource-level';

// Ambulatori (Scadenze, level ≥ 6).
export const Route = createFileRoute('/_standard/appointments/clinics/')({
  beforeLoad: ({ context }) => requireCalresourceLevel(context.queryClient),
  component: () => <CalresourcesListPage type="classrooms" />,
});
