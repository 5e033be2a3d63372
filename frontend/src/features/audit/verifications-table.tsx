import { Fragment } from 'react';
import { format } from 'date-fns';
import { it } from 'date-fns/locale';
import { AUDIT_PROBLEM_LABELS, type AuditVerification } from '@tutela/contracts';

const when = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm', { locale: it });

/** The last verifications, newest first; each problem on its own line (shown to level 9 only by the server). */
export function VerificationsTable({ runs }: { runs: AuditVerification[] }) {
  if (runs.length === 0) return <p className="text-sm text-slate-600">Nessuna verifica eseguita finora.</p>;
  return (
    <table className="w-full text-left text-sm" data-testid="audit-verifications">
      <thead className="border-b border-slate-200 text-slate-600">
        <tr>
          <th className="py-2 pr-3">Data</th>
          <th className="py-2 pr-3">Esito</th>
          <th className="py-2 pr-3">Eventi</th>
          <th className="py-2 pr-3">Stream</th>
          <th className="py-2 pr-3">Checkpoint</th>
          <th className="py-2 pr-3">Problemi</th>
          <th className="py-2 pr-3">Avviata da</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <Fragment key={run.id}>
            <tr className="border-b border-slate-100">
              <td className="py-2 pr-3">{when(run.started_at)}</td>
              <td className="py-2 pr-3">
                <span className={run.ok ? 'font-medium text-emerald-700' : 'font-medium text-red-700'}>
                  {run.ok ? 'Registro integro' : 'Problemi rilevati'}
                </span>
              </td>
              <td className="py-2 pr-3">{run.events_checked}</td>
              <td className="py-2 pr-3">{run.streams_checked}</td>
              <td className="py-2 pr-3">{run.checkpoints_checked}</td>
              <td className="py-2 pr-3">{run.problem_count}</td>
              <td className="py-2 pr-3">{run.actor_name}</td>
            </tr>
            {run.problems.map((problem, index) => (
              <tr key={`${run.id}-${index}`} className="bg-red-50 text-xs text-red-900">
                <td className="py-1 pr-3" />
                <td className="py-1 pr-3 font-medium">{AUDIT_PROBLEM_LABELS[problem.kind]}</td>
                <td className="py-1 pr-3" colSpan={5}>
                  {problem.stream ? `${problem.stream}, revisione ${problem.revision ?? '-'}` : 'registro globale'}
                  {problem.position !== null ? `, posizione ${problem.position}` : ''}: {problem.detail}
                </td>
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
