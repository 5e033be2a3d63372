import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../lib/route-guard';
import { StandardLayout } from '../features/shell/layouts/standard-layout';
import { GuardedExtras } from './-guarded-extras';
import { RouteError } from '../components/ui/route-error';

export const Route = createFileRoute('/_standard')({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, location.href),
  component: () => (
    <>
      <StandardLayout />
      <GuardedExtras />
    </>
  ),
  errorComponent: RouteError,
});
