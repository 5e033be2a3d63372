import { MESSAGES } from '@tutela/contracts';
import { Button } from '../../button';
import { DialogFrame } from '../../dialog-frame';
import { formatDate } from '../../../../lib/format-date';
import type { AppointmentSummary, VariantProps } from '../confirm-types';

function timeRange(a: AppointmentSummary): string {
  if (!a.appointment_time) return 'Tutto il giorno';
  return a.appointment_time_end ? `${a.appointment_time} - ${a.appointment_time_end}` : a.appointment_time;
}

function AppointmentDetails({ appointment: a }: { appointment: AppointmentSummary }) {
  const rows: [string, string | null | undefined][] = [
    ['Titolo', a.title],
    [
      'Data',
      a.appointment_date_end && a.appointment_date_end !== a.appointment_date
        ? `${formatDate(a.appointment_date)} - ${formatDate(a.appointment_date_end)}`
        : formatDate(a.appointment_date),
    ],
    ['Orario', timeRange(a)],
    ['Azienda', a.customer_name],
    ['Medico', a.med_name],
    ['Luogo', a.location],
    ['Note', a.note],
    ['Stato', a.confirmed === 1 ? 'Confermato' : a.confirmed === 0 ? 'In attesa di conferma' : null],
  ];
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** appointment: the scheduler's view of one appointment, with edit and delete. */
export function AppointmentInfo({ request, answer }: VariantProps<'appointment'>) {
  return (
    <DialogFrame
      open
      width="36rem"
      onClose={() => answer(null)}
      title={request.title ?? 'Appuntamento'}
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(null)}>
            Chiudi
          </Button>
          <Button variant="danger" onClick={() => answer('delete')}>
            Elimina
          </Button>
          <Button onClick={() => answer('edit')}>Modifica</Button>
        </>
      }
    >
      {request.message && <div className="mb-3">{request.message}</div>}
      <AppointmentDetails appointment={request.appointment} />
    </DialogFrame>
  );
}

/** appointment-med: the physician's view; an appointment awaiting confirmation can be confirmed. */
export function AppointmentMed({ request, answer }: VariantProps<'appointment-med'>) {
  const awaiting = request.appointment.confirmed === 0;
  return (
    <DialogFrame
      open
      width="36rem"
      onClose={() => answer(null)}
      title={request.title ?? 'Appuntamento'}
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(null)}>
            {awaiting ? MESSAGES.DIALOG_CANCEL : 'Chiudi'}
          </Button>
          {awaiting && <Button onClick={() => answer('confirm')}>Conferma appuntamento</Button>}
        </>
      }
    >
      {request.message && <div className="mb-3">{request.message}</div>}
      <AppointmentDetails appointment={request.appointment} />
    </DialogFrame>
  );
}
