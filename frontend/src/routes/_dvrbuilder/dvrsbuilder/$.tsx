import { createFileRoute } from '@tanstack/react-router';
import { ModuleNotAvailable } from '../../../components/ui/module-not-available';

// The DVR builder screen comes with the DVR context.
export const Route = createFileRoute('/_dvrbuilder/dvrsbuilder/$')({
  component: () => <ModuleNotAvailable />,
});
