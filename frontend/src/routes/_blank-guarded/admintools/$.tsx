import { createFileRoute } from '@tanstack/react-router';
import { ModuleNotAvailable } from '../../../components/ui/module-not-available';

export const Route = createFileRoute('/_blank-guarded/admintools/$')({
  component: () => <ModuleNotAvailable backTo="/dashboards/home" />,
});
