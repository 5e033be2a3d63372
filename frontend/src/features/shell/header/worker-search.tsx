import { useNavigate } from '@tanstack/react-router';
import { MESSAGES, shouldQueryWorkerSearch, type WorkerSearchRow } from '@tutela/contracts';
import { apiFetch } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { HeaderSearch } from './header-search';

/** A worker search result (contracts' WorkerSearchRow, spec part 1 §3): resigned 1 shows the red DIMESSO marker. */
export type { WorkerSearchRow };

export function isResigned(row: { resigned: number | boolean | null | undefined }): boolean {
  return row.resigned === 1 || row.resigned === true;
}

async function searchWorkers(name: string, signal: AbortSignal): Promise<WorkerSearchRow[]> {
  // The spec searches workers in md, resigned ones included.
  const body = await apiFetch<{ data: WorkerSearchRow[] }>('/api/md/workers', { query: { name, include_resigned: true }, signal });
  return Array.isArray(body.data) ? body.data : [];
}

export function WorkerSearch() {
  const navigate = useNavigate();
  return (
    <HeaderSearch<WorkerSearchRow>
      id="workers"
      placeholder={MESSAGES.WORKER_SEARCH_PLACEHOLDER}
      shouldQuery={shouldQueryWorkerSearch}
      search={searchWorkers}
      rowKey={(row) => row.id}
      onSelect={(row) => void navigate({ href: `/workers/list/card/${encodeURIComponent(row.id)}` })}
      renderRow={(row) => (
        <span className="block">
          <span className="font-medium">{row.name}</span>
          {isResigned(row) && <span className="ml-2 text-xs font-bold text-red-600">({MESSAGES.WORKER_RESIGNED})</span>}
          <span className="block text-xs text-slate-600">{[formatDate(row.birth_date), row.company_name].filter(Boolean).join(' · ')}</span>
        </span>
      )}
    />
  );
}
