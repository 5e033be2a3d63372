import { createFileRoute } from '@tanstack/react-router';
import { ModuleNotAvailable } from '../../../components/ui/module-not-available';

// Any other examination path: the visit screen is examination/1/{key} (1/$key.tsx).
export const Route = createFileRoute('/_examination/examination/$')({
  component: () => <ModuleNotAvailable />,
});
