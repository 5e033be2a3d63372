import { Button } from '../../button';
import { DialogFrame } from '../../dialog-frame';
import { formatDate } from '../../../../lib/format-date';
import type { VariantProps } from '../confirm-types';

const TH = 'border-b border-slate-300 px-3 py-2 text-left font-semibold text-slate-700';
const TD = 'border-b border-slate-100 px-3 py-2';

/** infotable: a message over a table of rows (e.g. the conflicts a save found). */
export function InfoTable({ request, answer }: VariantProps<'infotable'>) {
  return (
    <DialogFrame
      open
      width="48rem"
      onClose={() => answer(undefined)}
      title={request.title}
      footer={
        <Button onClick={() => answer(undefined)} autoFocus>
          Chiudi
        </Button>
      }
    >
      {request.message && <div className="mb-3">{request.message}</div>}
      <table className="w-full border-collapse">
        <thead>
          <tr>
            {request.columns.map((c) => (
              <th key={c.key} className={TH}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {request.rows.map((row, index) => (
            <tr key={index}>
              {request.columns.map((c) => (
                <td key={c.key} className={TD}>
                  {row[c.key] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </DialogFrame>
  );
}

/** calinfotable: calendar entries (date, start, end, what), e.g. busy resources or classrooms. */
export function CalendarInfoTable({ request, answer }: VariantProps<'calinfotable'>) {
  return (
    <DialogFrame
      open
      width="48rem"
      onClose={() => answer(undefined)}
      title={request.title}
      footer={
        <Button onClick={() => answer(undefined)} autoFocus>
          Chiudi
        </Button>
      }
    >
      {request.message && <div className="mb-3">{request.message}</div>}
      <table className="w-full border-collapse">
        <thead>
          <tr>
            <th className={TH}>Data</th>
            <th className={TH}>Dalle</th>
            <th className={TH}>Alle</th>
            <th className={TH}>Descrizione</th>
          </tr>
        </thead>
        <tbody>
          {request.entries.map((entry, index) => (
            <tr key={index}>
              <td className={TD}>{formatDate(entry.date)}</td>
              <td className={TD}>{entry.start_time ?? ''}</td>
              <td className={TD}>{entry.end_time ?? ''}</td>
              <td className={TD}>{entry.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DialogFrame>
  );
}
