import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../lib/route-guard';
import { BlankLayout } from '../features/shell/layouts/blank-layout';
import { GuardedExtras } from './-guarded-extras';
import { RouteError } from '../components/ui/route-error';

// Blank layout behind the guard: admintools.
export const Route = createFileRoute('/_blank-guarded')({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, location.href),
  component: () => (
    <>
      <BlankLayout />
      <GuardedExtras />
    </>
  ),
  errorComponent: RouteError,
});
