import { useNavigate } from '@tanstack/react-router';
import { ENTITY_CREATE_MIN_LEVEL, type EntityListRow } from '@tutela/contracts';
import { ListPage } from '../../components/list/list-page';
import type { ListControls } from '../../components/list/list-types';
import { ENTITIES_COLUMNS } from './entities-columns';
import { ENTITIES_TABLE, fetchEntitiesPage } from './entities-api';

const CONTROLS: ListControls = { search: true };

/** Enti (Admin tools, level ≥ 8): every entity for a system administrator, their own for anyone else. */
export function EntitiesListPage() {
  const navigate = useNavigate();
  return (
    <ListPage<EntityListRow>
      tableName={ENTITIES_TABLE}
      title="Enti"
      columns={ENTITIES_COLUMNS}
      fetchPage={fetchEntitiesPage}
      controls={CONTROLS}
      csvFileName="enti"
      newRecord={{ label: 'Nuovo ente', minLevel: ENTITY_CREATE_MIN_LEVEL, onClick: () => void navigate({ to: '/admtools/entities/add' }) }}
      onRowClick={(row) => void navigate({ to: '/admtools/entities/card/$id', params: { id: row.id } })}
    />
  );
}
