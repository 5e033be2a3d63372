import clsx from 'clsx';
import type { HistoryEntry } from '@tutela/contracts';
import { formatDateTime } from '../../lib/format-date';
import { formatHistoryValue } from './history-value';

function ChangesTable({ entry }: { entry: HistoryEntry }) {
  if (entry.changes.length === 0) return <p className="text-xs text-slate-500">Nessun campo della scheda modificato.</p>;
  return (
    <table className="w-full table-fixed text-xs">
      <thead>
        <tr className="text-left text-slate-500">
          <th className="w-1/3 py-1 pr-2 font-medium">Campo</th>
          <th className="py-1 pr-2 font-medium">Prima</th>
          <th className="py-1 font-medium">Dopo</th>
        </tr>
      </thead>
      <tbody>
        {entry.changes.map((change) => (
          <tr key={change.field} className="border-t border-slate-100 align-top">
            <td className="py-1 pr-2 text-slate-700">{change.label}</td>
            <td className="break-words py-1 pr-2 text-red-700 line-through decoration-red-300">{formatHistoryValue(change.before)}</td>
            <td className="break-words py-1 text-emerald-800">{formatHistoryValue(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The events of a record, newest first: when, who with role, what (summary) and, on request, the field diff. */
export function HistoryTimeline({
  entries,
  selectedRevision,
  onSelect,
}: {
  entries: HistoryEntry[];
  selectedRevision: number | null;
  onSelect: (revision: number) => void;
}) {
  return (
    <ol className="flex flex-col gap-2" aria-label="Eventi della scheda">
      {entries.map((entry) => (
        <li
          key={entry.revision}
          data-testid="history-entry"
          className={clsx(
            'rounded-md border bg-white p-3 text-sm',
            entry.revision === selectedRevision ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200',
          )}
        >
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-medium text-slate-800">{formatDateTime(entry.occurred_at)}</span>
            <span className="text-slate-700">{entry.actor_name || '—'}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{entry.actor_role_label}</span>
            <span className="ml-auto text-xs text-slate-500">Rev. {entry.revision}</span>
          </div>
          <p className="mt-1 break-words text-slate-700">{entry.summary}</p>
          <div className="mt-2 flex flex-wrap items-start gap-3">
            <details className="min-w-0 flex-1">
              <summary className="cursor-pointer text-xs text-brand-700">Campi modificati ({entry.changes.length})</summary>
              <div className="mt-2">
                <ChangesTable entry={entry} />
              </div>
            </details>
            <button type="button" className="text-xs text-brand-700 hover:underline" onClick={() => onSelect(entry.revision)}>
              Mostra com&apos;era
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
