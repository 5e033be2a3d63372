import { createFileRoute } from '@tanstack/react-router';
import { ModuleNotAvailable } from '../../../components/ui/module-not-available';

// The examination form screen comes with the examinations context.
export const Route = createFileRoute('/_examination/examination/$')({
  component: () => <ModuleNotAvailable />,
});
