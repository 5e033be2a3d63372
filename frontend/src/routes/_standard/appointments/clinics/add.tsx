import { createFileRoute } from '@tanstack/react-router';
import { CalresourceCreatePage } from '../../../../features/appointments/resources/calresource-create-page';
import { requireCalresourceLevel } from '../../../../features/appointments/resources/require-calresource-level';

// Ambulatori: the new-record form.
export const Route = createFileRoute('/_standard/appointments/clinics/add')({
  beforeLoad: ({ context }) => requireCalresourceLevel(context.queryClient),
  component: () => <CalresourceCreatePage type="classrooms" />,
});
