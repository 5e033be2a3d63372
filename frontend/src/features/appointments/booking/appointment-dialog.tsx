import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RECURRING_YES,
  validateAppointmentRequest,
  type AppointmentBookingAnswer,
  type AppointmentConflict,
  type AppointmentRequest,
} from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-parts';
import { ApiError } from '../../../lib/api-client';
import { useUserData } from '../../../lib/session';
import { useSnackbar } from '../../../lib/use-snackbar';
import {
  appointmentsApi,
  bookAppointmentSilently,
  calresourcesQuery,
  conflictsOf,
  doctorsQuery,
  invalidateAppointments,
} from '../appointments-api';
import { canWriteAppointments } from '../calendar/appointment-permissions';
import { localDate } from '../calendar/calendar-events';
import { ConflictList } from '../calendar/conflict-list';
import { AppointmentFormFields } from './appointment-form-fields';
import { BookingOutcome } from './booking-outcome';
import {
  bookedMessage,
  busyLines,
  firstErrors,
  initialRequest,
  PROVIDER_CLINICS_ALLOWED,
  refusedDates,
  toPayload,
  withSlot,
  type BookingInitial,
} from './booking-form';
import { FreeSlotProposals } from './free-slot-proposals';
import { SideAgenda } from './side-agenda';

export interface AppointmentDialogProps {
  open: boolean;
  initial: BookingInitial;
  onClose(): void;
  onBooked?(answer: AppointmentBookingAnswer): void;
}

interface Refusal {
  message: string;
  conflicts: AppointmentConflict[];
  /** A series whose some dates are busy: 'Prenota le altre' may book the rest. */
  partial: boolean;
}

const BUSY_CHECK_DEBOUNCE_MS = 400;

/**
 * Fissa appuntamento: the generic data dialog in calendar mode (spec part 2 §3.8, §5.5): the form, and beside it
 * (below it on a tablet) the chosen physician's agenda, where a free slot fills the dates and times. The client
 * asks contracts' rules before sending, the server the same rules again; checkbusyresources warns while the user
 * chooses, and a 409 lists who holds the time.
 */
export function AppointmentDialog({ open, initial, onClose, onBooked }: AppointmentDialogProps) {
  if (!open) return null;
  return <BookingDialogBody initial={initial} onClose={onClose} onBooked={onBooked} />;
}

function BookingDialogBody({ initial, onClose, onBooked }: Omit<AppointmentDialogProps, 'open'>) {
  const { user } = useUserData();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [request, setRequest] = useState<AppointmentRequest>(() => initialRequest(initial, localDate(new Date())));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [outcome, setOutcome] = useState<AppointmentBookingAnswer | null>(null);
  const [saving, setSaving] = useState(false);

  const payload = useMemo(() => toPayload(request), [request]);
  // Conflicts name the physician, resource or clinic by id: the lists the form already loaded give their names.
  const doctors = useQuery(doctorsQuery());
  const resources = useQuery(calresourcesQuery('resources'));
  const clinics = useQuery(calresourcesQuery('classrooms'));
  const names = useMemo(
    () => new Map([...(doctors.data ?? []), ...(resources.data ?? []), ...(clinics.data ?? [])].map((option) => [option.id, option.name])),
    [doctors.data, resources.data, clinics.data],
  );
  const change = (patch: Partial<AppointmentRequest>) => {
    setRequest((current) => ({ ...current, ...patch }));
    // A field the user touched no longer shows the error of the value it had.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
    setRefusal(null);
    setAlert(null);
  };

  // checkbusyresources while the user chooses: only once the slot is complete, debounced, never blocking.
  const [busyKey, setBusyKey] = useState<AppointmentRequest | null>(null);
  useEffect(() => {
    const complete = payload.med_id && payload.appointment_date && payload.appointment_date_end;
    const timer = setTimeout(() => setBusyKey(complete ? payload : null), BUSY_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [payload]);
  const busy = useQuery({
    queryKey: ['appointments', 'checkbusy', busyKey] as const,
    queryFn: () => appointmentsApi.checkBusy(busyKey as AppointmentRequest),
    enabled: busyKey !== null,
    retry: false,
    staleTime: 5_000,
  });
  const busyText = busy.isSuccess && busyKey ? busyLines(busy.data, names) : [];

  const finish = async (answer: AppointmentBookingAnswer, keepOpen: boolean) => {
    snackbar.show(bookedMessage(answer), 'success');
    await invalidateAppointments(client);
    onBooked?.(answer);
    if (keepOpen) setOutcome(answer);
    else onClose();
  };

  const save = async (bookFree = false) => {
    setAlert(null);
    const found = firstErrors(validateAppointmentRequest(payload, { providerClinicsAllowed: PROVIDER_CLINICS_ALLOWED }));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert(Object.keys(found).length > 1 ? 'Campi obbligatori mancanti o non validi' : Object.values(found)[0]);
      return;
    }
    setSaving(true);
    try {
      const answer = (await bookAppointmentSilently({ ...payload, ...(bookFree ? { book_free_occurrences: true } : {}) })).data;
      setRefusal(null);
      // A series booked in part stays open on what was booked and refused; anything else closes.
      await finish(answer, answer.refused.length > 0);
    } catch (error) {
      const conflicts = conflictsOf(error);
      if (conflicts.length > 0 && error instanceof ApiError) {
        setRefusal({ message: error.message, conflicts, partial: payload.recurring === RECURRING_YES && !bookFree });
      } else if (error instanceof ApiError && error.errors) {
        setErrors(firstErrors(error.errors));
        setAlert(error.message);
      } else {
        setAlert(error instanceof Error ? error.message : 'Salvataggio non riuscito');
      }
    } finally {
      setSaving(false);
    }
  };

  const footer = outcome ? (
    <Button onClick={onClose}>Chiudi</Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose} disabled={saving}>
        Annulla
      </Button>
      {refusal?.partial && (
        <Button variant="secondary" onClick={() => void save(true)} disabled={saving}>
          Prenota le altre
        </Button>
      )}
      <Button onClick={() => void save()} disabled={saving}>
        {saving ? 'Salvataggio…' : 'Salva'}
      </Button>
    </>
  );

  return (
    <DialogFrame open onClose={onClose} title="Fissa appuntamento" width="76rem" footer={footer}>
      {outcome ? (
        <BookingOutcome answer={outcome} names={names} />
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <form
            aria-label="Dati dell’appuntamento"
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <AppointmentFormFields
              initial={initial}
              request={request}
              errors={errors}
              onChange={change}
              showCoordination={canWriteAppointments(user)}
            />
            {busyText.length > 0 && !refusal && (
              <div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900">
                {busyText.map((line, index) => (
                  <p key={index} className={index === 0 ? 'font-medium' : undefined}>
                    {line}
                  </p>
                ))}
              </div>
            )}
            {(busyText.length > 0 || refusal) && <FreeSlotProposals request={payload} onPick={(slot) => change(slot)} />}
            <FormAlert message={alert} />
            {refusal && (
              <>
                <ConflictList message={refusal.message} conflicts={refusal.conflicts} names={names} />
                {refusal.partial && (
                  <p className="text-sm text-slate-800">
                    Date occupate: <strong>{refusedDates(refusal.conflicts).join(', ')}</strong>. ‘Prenota le altre’ fissa le date libere.
                  </p>
                )}
              </>
            )}
            {/* Enter in a field submits, as in every form of the application. */}
            <button type="submit" className="hidden" tabIndex={-1} aria-hidden />
          </form>
          <SideAgenda request={request} onSlot={(date, time) => change(slotPatch(request, date, time))} />
        </div>
      )}
    </DialogFrame>
  );
}

/** The fields a clicked slot changes (see withSlot), as a patch so their errors clear too. */
function slotPatch(request: AppointmentRequest, date: string, time: string | null): Partial<AppointmentRequest> {
  const next = withSlot(request, date, time);
  return {
    appointment_date: next.appointment_date,
    appointment_date_end: next.appointment_date_end,
    appointment_time: next.appointment_time,
    appointment_time_end: next.appointment_time_end,
  };
}
