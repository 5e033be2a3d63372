import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ENTITY_CREATE_MIN_LEVEL, type EntityListRow } from '@tutela/contracts';
import { GenericList } from '../../components/list/generic-list';
import type { ListButtons, ListControls } from '../../components/list/list-types';
import { useUserData } from '../../lib/session';
import { ENTITIES_COLUMNS } from './entities-columns';
import { ENTITIES_TABLE, fetchEntitiesPage } from './entities-api';

const CONTROLS: ListControls = { search: true };

/** Enti (Admin tools, level ≥ 8): every entity for a system administrator, their own for anyone else. */
export function EntitiesListPage() {
  const navigate = useNavigate();
  const { permission, user } = useUserData();
  const buttons = useMemo<ListButtons>(
    () => ({
      clear: true,
      refresh: true,
      csv: { fileName: 'enti' },
      add: { label: 'Nuovo ente', minLevel: ENTITY_CREATE_MIN_LEVEL, onClick: () => void navigate({ to: '/admtools/entities/add' }) },
    }),
    [navigate],
  );
  return (
    <div className="p-4">
      <GenericList<EntityListRow>
        tableName={ENTITIES_TABLE}
        title="Enti"
        columns={ENTITIES_COLUMNS}
        fetchPage={fetchEntitiesPage}
        controls={CONTROLS}
        buttons={buttons}
        userLevel={permission.level}
        generic={user.entity.generic}
        onRowClick={(row) => void navigate({ to: '/admtools/entities/card/$id', params: { id: row.id } })}
      />
    </div>
  );
}
