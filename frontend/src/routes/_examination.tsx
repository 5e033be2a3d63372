import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../lib/route-guard';
import { ExaminationLayout } from '../features/shell/layouts/examination-layout';
import { GuardedExtras } from './-guarded-extras';
import { RouteError } from '../components/ui/route-error';

export const Route = createFileRoute('/_examination')({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, location.href),
  component: () => (
    <>
      <ExaminationLayout />
      <GuardedExtras />
    </>
  ),
  errorComponent: RouteError,
});
