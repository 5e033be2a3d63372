import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireSession } from '../lib/route-guard';
import { firstSegment, isStandardSection, LOGIN_PATH } from '../lib/route-sections';
import { StandardLayout } from '../features/shell/layouts/standard-layout';
import { GuardedExtras } from './-guarded-extras';
import { RouteError } from '../components/ui/route-error';

export const Route = createFileRoute('/_standard')({
  beforeLoad: ({ context, location }) => {
    // A path outside the spec's standard groups is unknown: login, without remembering it as a target.
    if (!isStandardSection(firstSegment(location.pathname))) throw redirect({ to: LOGIN_PATH, replace: true });
    return requireSession(context.queryClient, location.href);
  },
  component: () => (
    <>
      <StandardLayout />
      <GuardedExtras />
    </>
  ),
  errorComponent: RouteError,
});
