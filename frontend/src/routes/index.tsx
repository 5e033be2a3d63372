import { createFileRoute, redirect } from '@tanstack/react-router';
import { HOME_PATH } from '../lib/route-sections';

// Spec part 1 §2: the empty path redirects to /dashboards/home (whose guard may send on to login).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: HOME_PATH, replace: true });
  },
});
