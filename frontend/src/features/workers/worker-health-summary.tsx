import { REGISTRY_MESSAGES, periodLabel, type WorkerDetail } from '@tutela/contracts';
import { formatDate } from '../../lib/format-date';

/**
 * The worker's job, hazards and health protocol as the record holds them, read-only (the jobs context's panel
 * edits them). Without a job and a protocol the spec's warning says what to do first.
 */
export function WorkerHealthSummary({ worker }: { worker: WorkerDetail }) {
  if (!worker.job && worker.health_protocol.length === 0) {
    return (
      <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800" data-testid="no-health-protocol">
        {REGISTRY_MESSAGES.NO_HEALTH_PROTOCOL}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <dt className="text-slate-500">Mansione</dt>
        <dd>{worker.job?.name ?? '—'}</dd>
        {worker.alt_jobs.length > 0 && (
          <>
            <dt className="text-slate-500">Mansioni alternative</dt>
            <dd>{worker.alt_jobs.map((job) => job.name ?? job.id).join(', ')}</dd>
          </>
        )}
        {worker.department && (
          <>
            <dt className="text-slate-500">Reparto</dt>
            <dd>{worker.department.name}</dd>
          </>
        )}
      </dl>
      <div>
        <h3 className="mb-1 font-medium text-slate-700">Rischi</h3>
        {worker.hazards.length === 0 ? (
          <p className="text-slate-500">Nessun rischio assegnato</p>
        ) : (
          <ul className="list-disc pl-5">
            {worker.hazards.map((hazard) => (
              <li key={hazard.id}>
                <span className="font-mono text-xs">{hazard.code}</span> {hazard.description_med}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="overflow-x-auto">
        <h3 className="mb-1 font-medium text-slate-700">Protocollo sanitario</h3>
        {worker.health_protocol.length === 0 ? (
          <p className="text-slate-500">Nessun accertamento previsto</p>
        ) : (
          <table className="min-w-full text-left">
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-1 pr-4">Accertamento</th>
                <th className="py-1 pr-4">Periodicità</th>
                <th className="py-1 pr-4">Ultimo</th>
                <th className="py-1">Prossimo</th>
              </tr>
            </thead>
            <tbody>
              {worker.health_protocol.map((row) => (
                <tr key={row.examination_type_id} className="border-t border-slate-100">
                  <td className="py-1 pr-4">{row.extype || row.extypeCode}</td>
                  <td className="py-1 pr-4">{periodLabel(row.period)}</td>
                  <td className="py-1 pr-4">{formatDate(row.last) || '—'}</td>
                  <td className="py-1">{formatDate(row.next) || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
