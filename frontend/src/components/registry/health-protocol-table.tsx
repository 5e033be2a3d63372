import { useState } from 'react';
import clsx from 'clsx';
import {
  EXAMINATION_TYPES,
  examinationTypeById,
  PERIOD_NONE,
  PERIOD_OPTIONS,
  PROTOCOL_PERIOD_MIN_LEVEL,
  REGISTRY_MESSAGES,
  type HealthProtocolEntry,
} from '@tutela/contracts';
import { formatDate } from '../../lib/format-date';
import { Button } from '../ui/button';

/** A protocol row as the table shows it; `last` and `next` only exist for a worker (from their examinations). */
export interface ProtocolTableRow extends HealthProtocolEntry {
  last?: string | null;
  next?: string | null;
}

export interface HealthProtocolTableProps {
  rows: readonly ProtocolTableRow[];
  onChange?: (next: ProtocolTableRow[]) => void;
  /** The user's level: the period select is disabled below PROTOCOL_PERIOD_MIN_LEVEL. */
  userLevel: number;
  /** Show the last / next examination columns (worker card). */
  withDates?: boolean;
  /** Shown instead of the table when there is no row (the worker card's 'Nessun protocollo' card). */
  emptyNotice?: string;
  disabled?: boolean;
}

const PROTOCOL_TYPES = EXAMINATION_TYPES.filter((type) => type.health_protocol);
const selectClass =
  'w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-500 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500';

/** The 'Attenzione! Nessun protocollo sanitario definito…' card (spec part 2 §4). */
export function NoProtocolCard({ message = REGISTRY_MESSAGES.NO_HEALTH_PROTOCOL }: { message?: string }) {
  return (
    <div
      role="status"
      data-testid="no-health-protocol"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
    >
      {message}
    </div>
  );
}

/**
 * The health-protocol table of the job card and the worker card: examination type, period (PERIOD_OPTIONS
 * labels), period while in the job, and for a worker the last and next dates. Changing a period needs level 6:
 * below it the select is disabled and says why; period_in_job and new rows without a period stay editable.
 */
export function HealthProtocolTable({ rows, onChange, userLevel, withDates, emptyNotice, disabled }: HealthProtocolTableProps) {
  const [adding, setAdding] = useState('');
  const canChangePeriod = userLevel >= PROTOCOL_PERIOD_MIN_LEVEL;
  const editable = Boolean(onChange) && !disabled;
  const missing = PROTOCOL_TYPES.filter((type) => !rows.some((row) => row.examinationTypeId === type.id));
  const patch = (index: number, change: Partial<ProtocolTableRow>) =>
    onChange?.(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  if (rows.length === 0 && emptyNotice && !editable) return <NoProtocolCard message={emptyNotice} />;
  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 && emptyNotice && <NoProtocolCard message={emptyNotice} />}
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          {/* Fixed layout: the selects shrink with the card (820 px tablets) instead of pushing the table wider. */}
          <table className={clsx('w-full table-fixed text-left text-sm', withDates ? 'min-w-[40rem]' : 'min-w-[22rem]')}>
            <colgroup>
              <col className={withDates ? 'w-[34%]' : 'w-[38%]'} />
              <col className={withDates ? 'w-[19%]' : 'w-[29%]'} />
              <col className={withDates ? 'w-[19%]' : 'w-[27%]'} />
              {withDates && <col className="w-[11%]" />}
              {withDates && <col className="w-[11%]" />}
              {editable && <col className="w-[6%]" />}
            </colgroup>
            <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
              <tr>
                <th className="py-2 pr-3 font-medium">Accertamento</th>
                <th className="py-2 pr-3 font-medium">Periodicità</th>
                <th className="py-2 pr-3 font-medium">Periodicità in mansione</th>
                {withDates && <th className="py-2 pr-3 font-medium">Ultimo</th>}
                {withDates && <th className="py-2 pr-3 font-medium">Prossimo</th>}
                {editable && <th className="py-2" aria-label="Azioni" />}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row, index) => {
                const type = examinationTypeById(row.examinationTypeId);
                const name = type?.name ?? `Accertamento ${row.examinationTypeId}`;
                return (
                  <tr key={row.examinationTypeId}>
                    <td className="py-2 pr-3 text-slate-800">
                      <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-600">
                        {type?.symbol ?? '?'}
                      </span>
                      {name}
                    </td>
                    <td className="py-2 pr-3">
                      <select
                        aria-label={`Periodicità ${name}`}
                        className={selectClass}
                        value={row.period}
                        disabled={!editable || !canChangePeriod}
                        title={canChangePeriod ? undefined : REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS}
                        onChange={(e) => patch(index, { period: Number(e.target.value) })}
                      >
                        {PERIOD_OPTIONS.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="py-2 pr-3">
                      <select
                        aria-label={`Periodicità in mansione ${name}`}
                        className={selectClass}
                        value={row.periodInJob ?? ''}
                        disabled={!editable}
                        onChange={(e) => patch(index, { periodInJob: e.target.value === '' ? null : Number(e.target.value) })}
                      >
                        <option value="">—</option>
                        {PERIOD_OPTIONS.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </td>
                    {withDates && <td className="py-2 pr-3 text-slate-700">{formatDate(row.last) || '—'}</td>}
                    {withDates && (
                      <td
                        className={clsx(
                          'py-2 pr-3',
                          row.next && row.next < new Date().toISOString().slice(0, 10) ? 'text-red-600' : 'text-green-700',
                        )}
                      >
                        {formatDate(row.next) || '—'}
                      </td>
                    )}
                    {editable && (
                      <td className="py-2 text-right">
                        <button
                          type="button"
                          className="rounded px-2 py-1 text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-40"
                          aria-label={`Togli ${name}`}
                          title={
                            canChangePeriod || row.period === PERIOD_NONE ? `Togli ${name}` : REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS
                          }
                          disabled={!canChangePeriod && row.period !== PERIOD_NONE}
                          onClick={() => onChange?.(rows.filter((_, i) => i !== index))}
                        >
                          ✕
                        </button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {!canChangePeriod && editable && (
        <p className="text-xs text-amber-700">
          {REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS}: le periodicità si modificano dal livello {PROTOCOL_PERIOD_MIN_LEVEL}.
        </p>
      )}
      {editable && missing.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex min-w-[16rem] flex-col text-xs text-slate-600">
            Aggiungi accertamento
            <select aria-label="Aggiungi accertamento" className={selectClass} value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">—</option>
              {missing.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={adding === ''}
            onClick={() => {
              onChange?.([...rows, { examinationTypeId: Number(adding), period: PERIOD_NONE, periodInJob: null }]);
              setAdding('');
            }}
          >
            Aggiungi
          </Button>
        </div>
      )}
    </div>
  );
}
