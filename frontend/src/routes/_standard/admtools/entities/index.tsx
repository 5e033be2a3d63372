import { createFileRoute } from '@tanstack/react-router';
import { EntitiesListPage } from '../../../../features/entities/entities-list-page';
import { requireEntityAdmin } from '../../../../features/entities/require-entity-admin';

// Enti (Admin tools, level ≥ 8).
export const Route = createFileRoute('/_standard/admtools/entities/')({
  beforeLoad: ({ context }) => requireEntityAdmin(context.queryClient),
  component: EntitiesListPage,
});
