import { createFileRoute, redirect } from '@tanstack/react-router';
import { ModuleNotAvailable } from '../../../components/ui/module-not-available';
import { isStandardSection, LOGIN_PATH } from '../../../lib/route-sections';

/**
 * Any standard-layout path whose screen is not built yet: a clear notice instead of a blank page. Real
 * screens are more specific routes and always win. Paths outside the spec's groups are unknown: login.
 */
export const Route = createFileRoute('/_standard/$section/$')({
  beforeLoad: ({ params }) => {
    if (!isStandardSection(params.section)) throw redirect({ to: LOGIN_PATH, replace: true });
  },
  component: () => <ModuleNotAvailable />,
});
