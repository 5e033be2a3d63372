import { createFileRoute } from '@tanstack/react-router';
import { ModuleNotAvailable } from '../../../components/ui/module-not-available';

// Public pages (public/a3b, public/date): no guard and no user data (spec part 1 §2).
export const Route = createFileRoute('/_blank/public/$')({
  component: () => <ModuleNotAvailable />,
});
