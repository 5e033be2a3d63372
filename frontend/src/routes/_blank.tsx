import { createFileRoute } from '@tanstack/react-router';
import { BlankLayout } from '../features/shell/layouts/blank-layout';

// Blank layout without guard: authentication and public pages. Nothing here loads user data.
export const Route = createFileRoute('/_blank')({
  component: BlankLayout,
});
