import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { dvrTypeByCode, type DvrListRow } from '@tutela/contracts';
import { ListPage } from '../../../components/list/list-page';
import type { ListColumn, ListControls, ListQuery } from '../../../components/list/list-types';
import { AppLink } from '../../../components/ui/app-link';
import { formatDate } from '../../../lib/format-date';
import { useUserData } from '../../../lib/session';
import { factoryDvrsQuery } from '../dvr-api';
import { canWriteDvrs } from '../dvr-rules';
import { DvrStatusBadge } from '../dvr-status-badge';
import { builderPath, useCreateDvr } from '../use-create-dvr';
import { dvrListPage } from './dvr-list-page-rows';
import { factoryPath } from './factory-paths';
import { NewDvrDialog } from './new-dvr-dialog';

const COLUMNS: ListColumn<DvrListRow>[] = [
  { id: 'title', header: 'Titolo', sortable: true },
  {
    id: 'status',
    header: 'Stato',
    sortable: true,
    width: '9rem',
    cell: (_value, row) => <DvrStatusBadge status={row.status} />,
    accessor: (row) => String(row.status),
  },
  {
    id: 'last_revision',
    header: 'Revisione',
    sortable: true,
    width: '7rem',
    align: 'right',
    accessor: (row) => (row.last_revision > 0 ? String(row.last_revision) : '—'),
  },
  { id: 'last_signed_at', header: 'Firmato il', sortable: true, kind: 'date', hideBelow: 600 },
  {
    id: 'updated_by',
    header: 'Aggiornato da',
    sortable: true,
    hideBelow: 768,
    accessor: (row) => `${row.updated_by} (${formatDate(row.updated_at)})`,
  },
];
const CONTROLS: ListControls = { search: true };

/** The factory's DVRs of one code (…/factory/{fid}/dvrs/{code}): a row opens the builder. */
export function DvrCodeListPage({ customerId, factoryId, code }: { customerId: string; factoryId: string; code: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, permission } = useUserData();
  const { create, busy } = useCreateDvr(customerId, factoryId);
  const [creating, setCreating] = useState(false);
  const type = dvrTypeByCode(code);
  const fetchPage = useCallback(
    async (query: ListQuery) =>
      dvrListPage(await queryClient.fetchQuery({ ...factoryDvrsQuery(customerId, factoryId, code), staleTime: 0 }), query),
    [queryClient, customerId, factoryId, code],
  );
  if (!type || type.site)
    return (
      <p role="alert" className="p-6 text-sm text-red-700">
        Tipo di DVR non valido
      </p>
    );
  return (
    <div className="flex flex-col gap-3 p-4 sm:p-6">
      <AppLink href={`${factoryPath(customerId, factoryId)}/dvrs`} className="text-xs text-slate-600 hover:underline">
        ← DVR specifici
      </AppLink>
      <ListPage<DvrListRow>
        framed={false}
        clear={false}
        tableName={`dvrs-${code}`}
        title={type.title}
        columns={COLUMNS}
        fetchPage={fetchPage}
        controls={CONTROLS}
        newRecord={canWriteDvrs(user, permission.level) ? { label: 'Nuovo', onClick: () => setCreating(true) } : undefined}
        onRowClick={(row) => void navigate({ to: builderPath(customerId, factoryId, row.id, row.code) as '/' })}
      />
      {creating && (
        <NewDvrDialog type={type} busy={busy} onClose={() => setCreating(false)} onCreate={(title) => void create(code, title)} />
      )}
    </div>
  );
}
