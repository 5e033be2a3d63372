import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import clsx from 'clsx';
import type { CalResourceRow, CalResourceType } from '@tutela/contracts';
import { ListPage } from '../../../components/list/list-page';
import type { ListColumn, ListControls, ListQuery } from '../../../components/list/list-types';
import { calresourcesQuery } from '../appointments-api';
import { CALRESOURCE_TEXT, pageOfRows } from './calresource-rules';
import { calresourceRoutes } from './calresource-routes';

const CONTROLS: ListControls = { search: true, hideInactive: true };

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-medium',
        active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700',
      )}
    >
      {active ? 'Attivo' : 'Disattivato'}
    </span>
  );
}

function columnsFor(type: CalResourceType): ListColumn<CalResourceRow>[] {
  return [
    { id: 'name', header: 'Nome', sortable: true },
    { id: 'kind', header: CALRESOURCE_TEXT[type].kindLabel, sortable: true, accessor: (row) => row.kind ?? '' },
    { id: 'location', header: 'Luogo', sortable: true, accessor: (row) => row.location ?? '', hideBelow: 768 },
    { id: 'address', header: 'Indirizzo', kind: 'long-text', sortable: true, accessor: (row) => row.address ?? '', hideBelow: 960 },
    ...(type === 'classrooms'
      ? [{ id: 'capacity', header: 'Capienza', sortable: true, align: 'right', width: '6rem' } satisfies ListColumn<CalResourceRow>]
      : []),
    {
      id: 'active',
      header: 'Attivo',
      sortable: true,
      cell: (value) => <ActiveBadge active={value === true} />,
      csv: (value) => (value === true ? 'Attivo' : 'Disattivato'),
      width: '7rem',
    },
  ];
}

const COLUMNS: Readonly<Record<CalResourceType, ListColumn<CalResourceRow>[]>> = {
  resources: columnsFor('resources'),
  classrooms: columnsFor('classrooms'),
};

/** Risorse / Ambulatori (Scadenze, level 6): the entity's records; the server answers them all, the list pages them. */
export function CalresourcesListPage({ type }: { type: CalResourceType }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const text = CALRESOURCE_TEXT[type];
  const routes = calresourceRoutes(type);
  const fetchPage = useCallback(
    async (query: ListQuery) => pageOfRows(await queryClient.fetchQuery(calresourcesQuery(type)), query),
    [queryClient, type],
  );
  const onRowClick = useMemo(() => (row: CalResourceRow) => void navigate(routes.card(row.id)), [navigate, routes]);
  return (
    <ListPage<CalResourceRow>
      tableName={text.table}
      title={text.title}
      columns={COLUMNS[type]}
      fetchPage={fetchPage}
      controls={CONTROLS}
      csvFileName={text.title.toLowerCase()}
      newRecord={{ label: text.newLabel, onClick: () => void navigate(routes.add) }}
      onRowClick={onRowClick}
    />
  );
}
