import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RecordStateAt } from '@tutela/contracts';
import { Spinner } from '../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { recordStateQuery, type HistoryPointParam } from './history-api';
import { formatHistoryValue } from './history-value';

/** A card component that can render this kind's detail read-only (given by the route, which composes features). */
export type HistoryDetailRenderer = (detail: unknown) => ReactNode;

function FieldsList({ state }: { state: RecordStateAt }) {
  const fields = Object.entries(state.fields);
  return (
    <dl className="grid gap-x-6 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[14rem_1fr]">
      {fields.map(([field, value]) => (
        <div key={field} className="contents">
          <dt className="text-slate-500">{state.labels[field] ?? field}</dt>
          <dd className="min-w-0 break-words">{formatHistoryValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The record as it stood at the chosen point, on the kind's own card (read-only) or as a list of fields. */
export function HistoryStatePanel({
  kind,
  id,
  point,
  pointLabel,
  renderDetail,
}: {
  kind: string;
  id: string;
  point: HistoryPointParam;
  pointLabel: string;
  renderDetail?: HistoryDetailRenderer;
}) {
  const query = useQuery(recordStateQuery(kind, id, point));
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {query.error.message}
      </p>
    );
  }
  const state = query.data;
  return (
    <div className="flex flex-col gap-3" data-testid="history-state">
      <div className="rounded-md bg-brand-50 p-3 text-sm text-brand-900" role="status">
        <p>
          <strong>{pointLabel}</strong> — revisione {state.revision}, ultima modifica del {formatDateTime(state.occurred_at)}. Sola lettura.
        </p>
        {state.as_of_today && <p className="mt-1 text-xs">Dati della scheda ricostruiti dagli eventi; {state.as_of_today}.</p>}
      </div>
      {state.detail !== null && renderDetail ? renderDetail(state.detail) : <FieldsList state={state} />}
    </div>
  );
}

export function describePoint(point: HistoryPointParam, date: string | null): string {
  if ('revision' in point) return `Com'era alla revisione ${point.revision}`;
  return date ? `Com'era il ${formatDate(date)}` : "Com'era";
}
