import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { APPOINTMENT_LOCATION_LABELS, type AppointmentLocation, type AppointmentRow, type SeriesScope } from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-parts';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useSnackbar } from '../../../lib/use-snackbar';
import { appointmentsQuietApi, invalidateAppointments } from '../appointments-api';
import { slotText, visitLabel } from './calendar-events';
import { SeriesScopeField } from './series-scope-field';

export interface DetailsActions {
  canWrite: boolean;
  canConfirm: boolean;
  /** 'Sposta': the page opens the move dialog on this row. */
  onMove: (row: AppointmentRow) => void;
}

function locationText(row: AppointmentRow): string {
  const label = row.location ? APPOINTMENT_LOCATION_LABELS[row.location as AppointmentLocation] : '';
  return row.location_address ? `${label}: ${row.location_address}` : label;
}

/**
 * An appointment clicked on a calendar: what, when, who and where, then what the user may do with it. 'Annulla'
 * asks the reason (and, for a series, which occurrences) in the same dialog: one less window for the secretary.
 */
const MAIL_REASONS = { booked: 'convocazione', moved: 'spostamento', cancelled: 'annullamento' } as const;

/** Each summons queued for the appointment (the delivery evidence): what, to whom, when. */
export function mailsText(row: Pick<AppointmentRow, 'mails'>): string | null {
  if (!row.mails?.length) return null;
  return row.mails
    .map((mail) => `${MAIL_REASONS[mail.reason] ?? mail.reason} a ${mail.recipients.join(', ')} il ${formatDateTime(mail.queued_at)}`)
    .join('; ');
}

export function AppointmentDetailsDialog({ row, actions, onClose }: { row: AppointmentRow; actions: DetailsActions; onClose: () => void }) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<SeriesScope>('this');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      snackbar.show(done, 'success');
      await invalidateAppointments(client);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Operazione non riuscita');
    } finally {
      setBusy(false);
    }
  };

  const rows: [string, string | null][] = [
    ['Data e ora', slotText(row)],
    ['Medico', row.med_name],
    ['Azienda', row.customer_name],
    ['Tipo', row.title ? `${visitLabel(row.visit)} – ${row.title}` : visitLabel(row.visit)],
    ['Lavoratori', row.worker_names?.length ? row.worker_names.join(', ') : row.workers.length ? String(row.workers.length) : null],
    ['Risorse', row.resource_names?.length ? row.resource_names.join(', ') : null],
    ['Ambulatorio', row.classroom_name],
    ['Luogo', locationText(row) || null],
    ['Note', row.note],
    ['Serie', row.series_id ? 'Occorrenza di una serie ricorrente' : null],
    ['Stato', row.confirmed === 1 ? 'Confermato' : 'Da confermare'],
    ['Convocazioni', mailsText(row)],
  ];

  const footer = cancelling ? (
    <>
      <Button variant="secondary" onClick={() => setCancelling(false)} disabled={busy}>
        Indietro
      </Button>
      <Button
        variant="danger"
        disabled={busy}
        onClick={() =>
          void run(() => appointmentsQuietApi.cancel(row.id, { scope, reason: reason.trim() || null }), 'Appuntamento annullato')
        }
      >
        Conferma annullamento
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        Chiudi
      </Button>
      {actions.canConfirm && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(() => appointmentsQuietApi.confirm(row.id), 'Appuntamento confermato')}
        >
          Conferma
        </Button>
      )}
      {actions.canWrite && row.status === 'booked' && (
        <>
          <Button variant="danger" onClick={() => setCancelling(true)}>
            Annulla
          </Button>
          <Button onClick={() => actions.onMove(row)}>Sposta</Button>
        </>
      )}
    </>
  );

  return (
    <DialogFrame open onClose={onClose} title={row.title || visitLabel(row.visit)} width="32rem" footer={footer}>
      <div className="flex flex-col gap-3">
        <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1.5">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className={label === 'Stato' && row.confirmed === 0 ? 'font-medium text-amber-800' : undefined}>{value}</dd>
              </div>
            ))}
        </dl>
        {cancelling && (
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
            {row.series_id && <SeriesScopeField label="Occorrenze da annullare" value={scope} onChange={setScope} />}
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              Motivo
              <textarea
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                rows={2}
                className="rounded-md border border-slate-300 px-3 py-2 font-normal focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
              />
            </label>
          </div>
        )}
        <FormAlert message={error} />
      </div>
    </DialogFrame>
  );
}
