import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../lib/route-guard';
import { DvrBuilderLayout } from '../features/shell/layouts/dvr-builder-layout';
import { GuardedExtras } from './-guarded-extras';
import { RouteError } from '../components/ui/route-error';

export const Route = createFileRoute('/_dvrbuilder')({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, location.href),
  component: () => (
    <>
      <DvrBuilderLayout />
      <GuardedExtras />
    </>
  ),
  errorComponent: RouteError,
});
