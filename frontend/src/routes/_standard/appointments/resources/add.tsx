import { createFileRoute } from '@tanstack/react-router';
import { CalresourceCreatePage } from '../../../../features/appointments/resources/calresource-create-page';
import { requireCalresourceLevel } from '../../../../features/appointments/resources/require-calresource-level';

// Risorse: the new-record form.
export const Route = createFileRoute('/_standard/appointments/resources/add')({
  beforeLoad: ({ context }) => requireCalresourceLevel(context.queryClient),
  component: () => <CalresourceCreatePage type="resources" />,
});
