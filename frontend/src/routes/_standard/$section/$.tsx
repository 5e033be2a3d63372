import { createFileRoute } from '@tanstack/react-router';
import { ModuleNotAvailable } from '../../../components/ui/module-not-available';

/**
 * Any standard-layout path whose screen is not built yet: a clear notice instead of a blank page. Real
 * screens are more specific routes and always win; unknown sections never get here (the layout's guard
 * sends them to login).
 */
export const Route = createFileRoute('/_standard/$section/$')({
  component: () => <ModuleNotAvailable backTo="/dashboards/home" />,
});
