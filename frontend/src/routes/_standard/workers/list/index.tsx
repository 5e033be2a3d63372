import { createFileRoute } from '@tanstack/react-router';
import { WorkersListPage } from '../../../../features/workers/workers-list-page';

// Lavoratori (Anagrafiche): every signed-in user sees the workers of their scope; the server filters.
export const Route = createFileRoute('/_standard/workers/list/')({
  component: WorkersListPage,
});
