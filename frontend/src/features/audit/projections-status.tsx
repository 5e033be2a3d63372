import { queryOptions, useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { apiFetch } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date';

/** One read model as GET /api/health reports it (projections/src/runtime/runtime-status.ts). */
export interface ProjectorHealth {
  name: string;
  position: number;
  lag: number;
  state: 'running' | 'failed' | 'rebuilding' | 'stopped';
  lastError: string | null;
  failure?: {
    attempts: number;
    event: { id: string; type: string; stream: string; position: number } | null;
    since: string;
    nextRetryAt: string | null;
  };
}

interface Health {
  status: 'ok' | 'degraded';
  head: number;
  projections: { projectors: ProjectorHealth[] };
}

const STATE_LABELS: Record<ProjectorHealth['state'], string> = {
  running: 'Aggiornata',
  failed: 'In errore',
  rebuilding: 'In ricostruzione',
  stopped: 'Ferma',
};

/** Refreshed every 10 s while the page is open: a failed read model is retried by itself and this shows it. */
export const healthQuery = () =>
  queryOptions({
    queryKey: ['health'] as const,
    queryFn: ({ signal }) => apiFetch<Health>('/api/health', { signal, silent: true }),
    refetchInterval: 10_000,
  });

function stateOf(projector: ProjectorHealth): string {
  if (projector.state === 'running' && projector.lag > 0) return `In aggiornamento (${projector.lag} eventi indietro)`;
  return STATE_LABELS[projector.state];
}

/**
 * Stato delle proiezioni: every read model, whether it is up to date, and for one that cannot apply an event which
 * event, since when, how many attempts and the next retry. The others go on meanwhile (lists stay current).
 */
export function ProjectionsStatus() {
  const health = useQuery(healthQuery());
  if (health.isPending) return <p className="text-sm text-slate-600">Caricamento dello stato…</p>;
  if (health.isError) return <p className="text-sm text-red-700">Stato delle proiezioni non disponibile: {health.error.message}</p>;
  const { projectors } = health.data.projections;
  const failed = projectors.filter((projector) => projector.state === 'failed');
  return (
    <div className="space-y-2">
      <p className={clsx('text-sm font-medium', failed.length ? 'text-red-700' : 'text-emerald-700')} data-testid="projections-summary">
        {failed.length
          ? `${failed.length} ${failed.length === 1 ? 'proiezione in errore' : 'proiezioni in errore'}: viene riprovata da sola, le altre restano aggiornate`
          : 'Tutte le proiezioni sono in funzione'}
      </p>
      <table className="w-full text-left text-sm" data-testid="projections-status">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th className="py-2 pr-3">Proiezione</th>
            <th className="py-2 pr-3">Stato</th>
            <th className="py-2 pr-3">Posizione</th>
            <th className="py-2 pr-3">Dettaglio</th>
          </tr>
        </thead>
        <tbody>
          {projectors.map((projector) => (
            <tr
              key={projector.name}
              className={clsx('border-b border-slate-100 align-top', projector.state === 'failed' && 'bg-red-50 text-red-900')}
            >
              <td className="py-2 pr-3 font-mono text-xs">{projector.name}</td>
              <td className="py-2 pr-3">{stateOf(projector)}</td>
              <td className="py-2 pr-3">{projector.position}</td>
              <td className="py-2 pr-3 text-xs">
                {projector.failure && (
                  <>
                    {projector.failure.event
                      ? `Evento ${projector.failure.event.type} di ${projector.failure.event.stream} (posizione ${projector.failure.event.position}). `
                      : ''}
                    {`${projector.failure.attempts} tentativi dal ${formatDateTime(projector.failure.since)}`}
                    {projector.failure.nextRetryAt ? `, prossimo alle ${formatDateTime(projector.failure.nextRetryAt)}` : ''}
                    {'. '}
                  </>
                )}
                {projector.lastError}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
