import { createFileRoute } from '@tanstack/react-router';
import { ENTITY_CREATE_MIN_LEVEL } from '@tutela/contracts';
import { EntityCreatePage } from '../../../../features/entities/entity-create-page';
import { requireEntityAdmin } from '../../../../features/entities/require-entity-admin';

// New entity (system administrators, level 9).
export const Route = createFileRoute('/_standard/admtools/entities/add')({
  beforeLoad: ({ context }) => requireEntityAdmin(context.queryClient, ENTITY_CREATE_MIN_LEVEL),
  component: EntityCreatePage,
});
