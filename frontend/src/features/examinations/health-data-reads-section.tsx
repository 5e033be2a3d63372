import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROLE_LABELS, type RoleName } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime } from '../../lib/format-date';
import { healthDataReadsQuery } from './examinations-api';

const PER_PAGE = 10;

const roleLabel = (role: string) => (ROLE_LABELS as Record<string, string>)[role as RoleName] ?? role;

/**
 * The worker card's 'Accessi ai dati sanitari' (level 8 and up): who opened which of the worker's visits,
 * versions, PDFs and attachments, and when. The server checks the level and the scope again.
 */
export function HealthDataReadsSection({ workerId }: { workerId: string }) {
  const [page, setPage] = useState(1);
  const reads = useQuery({
    ...healthDataReadsQuery(workerId, page, PER_PAGE),
    placeholderData: keepPreviousData,
  });
  const rows = reads.data?.data ?? [];
  const total = reads.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <section className="flex flex-col gap-2" data-testid="health-data-reads">
      <h3 className="text-sm font-semibold text-slate-700">Accessi ai dati sanitari</h3>
      {reads.isPending ? (
        <Spinner />
      ) : reads.isError ? (
        <p className="text-sm text-red-700">Impossibile caricare gli accessi ai dati sanitari.</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-500">Nessun accesso registrato.</p>
      ) : (
        <>
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase text-slate-500">
              <tr>
                <th className="py-1 pr-2">Quando</th>
                <th className="py-1 pr-2">Chi</th>
                <th className="py-1 pr-2">Ruolo</th>
                <th className="py-1">Cosa</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-100">
                  <td className="py-1 pr-2 whitespace-nowrap">{formatDateTime(row.read_at)}</td>
                  <td className="py-1 pr-2">{row.user_name}</td>
                  <td className="py-1 pr-2">{roleLabel(row.user_role)}</td>
                  <td className="py-1">{row.what}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <div className="flex items-center justify-end gap-2 text-sm">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Precedenti
              </Button>
              <span>
                Pagina {page} di {pages}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Successivi
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
