import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../lib/route-guard';
import { GuardedBlankLayout } from '../features/shell/layouts/guarded-blank-layout';
import { GuardedExtras } from './-guarded-extras';
import { RouteError } from '../components/ui/route-error';

// Blank layout behind the guard: admintools.
export const Route = createFileRoute('/_blank-guarded')({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, location.href),
  component: () => (
    <>
      <GuardedBlankLayout />
      <GuardedExtras />
    </>
  ),
  errorComponent: RouteError,
});
