import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayPlanAnswer, DayPlanPreview, DayPlanRequest } from '@tutela/contracts';
import { CustomerAutocomplete, type SelectedCustomer } from '../../../components/list/controls/customer-autocomplete';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-parts';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useSnackbar } from '../../../lib/use-snackbar';
import { dayPlanApi, doctorsQuery, invalidateAppointments } from '../appointments-api';
import { DateInputField, InputField, SelectField, TimeInputField } from '../booking/form-controls';
import { factoryOptionsQuery, TO_SCHEDULE_TABLE } from './to-schedule-api';

const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** The first message of each field of a 422. */
const fieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError && error.errors
    ? Object.fromEntries(Object.entries(error.errors).map(([field, [first]]) => [field, first]))
    : {};

/**
 * Pianifica giornata: for one client site and day, the physician's consecutive slots for every worker due there (Da
 * fissare's order), previewed with a checkbox per row, then booked as one command. What the day has no room for is
 * listed, for another day.
 */
export function DayPlanDialog({ onClose }: { onClose(): void }) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [customer, setCustomer] = useState<SelectedCustomer | null>(null);
  const [form, setForm] = useState({
    factory_id: '',
    med_id: '',
    date: ROME_DAY.format(new Date()),
    start_time: '09:00',
    end_time: '13:00',
    minutes: '20',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [preview, setPreview] = useState<DayPlanPreview | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [answer, setAnswer] = useState<DayPlanAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const doctors = useQuery(doctorsQuery());
  const factories = useQuery(factoryOptionsQuery(customer?.id ?? null));

  const body = useMemo<DayPlanRequest>(
    () => ({
      customer_id: customer?.id ?? null,
      factory_id: form.factory_id || null,
      med_id: form.med_id || null,
      date: form.date || null,
      start_time: form.start_time || null,
      end_time: form.end_time || null,
      minutes: form.minutes.trim() === '' ? null : Number(form.minutes),
    }),
    [customer, form],
  );
  const set = (patch: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setPreview(null);
    setErrors({});
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setAlert(null);
    try {
      await action();
    } catch (error) {
      setErrors(fieldErrors(error));
      setAlert(error instanceof Error ? error.message : 'Operazione non riuscita');
    } finally {
      setBusy(false);
    }
  };
  const showPreview = () =>
    run(async () => {
      const plan = await dayPlanApi.preview(body);
      setPreview(plan);
      setChosen(new Set(plan.rows.map((row) => row.worker_id)));
    });
  const commit = () =>
    run(async () => {
      const result = await dayPlanApi.commit({ ...body, worker_ids: [...chosen] });
      setAnswer(result);
      snackbar.show(result.booked.length === 1 ? '1 appuntamento fissato' : `${result.booked.length} appuntamenti fissati`, 'success');
      await Promise.all([invalidateAppointments(client), client.invalidateQueries({ queryKey: ['list', TO_SCHEDULE_TABLE] })]);
    });

  const toggle = (workerId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(workerId)) next.delete(workerId);
      else next.add(workerId);
      return next;
    });

  const footer = answer ? (
    <Button onClick={onClose}>Chiudi</Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        Annulla
      </Button>
      <Button variant="secondary" onClick={() => void showPreview()} disabled={busy}>
        Anteprima
      </Button>
      <Button onClick={() => void commit()} disabled={busy || !preview || chosen.size === 0}>
        {chosen.size === 1 ? 'Fissa 1 appuntamento' : `Fissa ${chosen.size} appuntamenti`}
      </Button>
    </>
  );

  return (
    <DialogFrame open onClose={onClose} title="Pianifica giornata" width="52rem" footer={footer}>
      {answer ? (
        <DayPlanOutcome answer={answer} />
      ) : (
        <div className="flex flex-col gap-3">
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            <div className="sm:col-span-2">
              <CustomerAutocomplete value={customer} onChange={(value) => (setCustomer(value), setPreview(null))} required />
              {errors.customer_id && <p className="mt-0.5 text-xs text-red-600">{errors.customer_id}</p>}
            </div>
            <SelectField
              label="Sede"
              value={form.factory_id}
              disabled={!customer}
              placeholder="Tutte le sedi"
              options={(factories.data ?? []).map((factory) => ({ value: factory.id, label: factory.name }))}
              onChange={(event) => set({ factory_id: event.target.value })}
            />
            <SelectField
              label="Medico"
              value={form.med_id}
              error={errors.med_id}
              placeholder="Scegli il medico"
              options={(doctors.data ?? []).map((doctor) => ({ value: doctor.id, label: doctor.name }))}
              onChange={(event) => set({ med_id: event.target.value })}
            />
            <DateInputField label="Giorno" value={form.date} error={errors.date} onChange={(date) => set({ date })} />
            <InputField
              label="Minuti per lavoratore"
              inputMode="numeric"
              value={form.minutes}
              error={errors.minutes}
              onChange={(event) => set({ minutes: event.target.value.replace(/\D/g, '') })}
            />
            <TimeInputField
              label="Dalle"
              value={form.start_time}
              error={errors.start_time}
              onChange={(start_time) => set({ start_time })}
            />
            <TimeInputField label="Alle" value={form.end_time} error={errors.end_time} onChange={(end_time) => set({ end_time })} />
          </div>
          <FormAlert message={alert} />
          {preview && <DayPlanPreviewTable preview={preview} chosen={chosen} onToggle={toggle} />}
        </div>
      )}
    </DialogFrame>
  );
}

function DayPlanPreviewTable({ preview, chosen, onToggle }: { preview: DayPlanPreview; chosen: Set<string>; onToggle(id: string): void }) {
  if (preview.rows.length === 0)
    return <p className="text-sm text-slate-700">Nessun lavoratore da visitare in questa sede entro la data.</p>;
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full text-sm" aria-label="Anteprima della giornata">
        <thead className="bg-slate-50 text-left text-xs text-slate-600">
          <tr>
            <th className="px-2 py-1">Fissa</th>
            <th className="px-2 py-1">Orario</th>
            <th className="px-2 py-1">Lavoratore</th>
            <th className="px-2 py-1">Prossima visita</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.worker_id} className="border-t border-slate-100">
              <td className="px-2 py-1">
                <input
                  type="checkbox"
                  className="size-4 accent-sky-700"
                  aria-label={`Fissa ${row.name}`}
                  checked={chosen.has(row.worker_id)}
                  onChange={() => onToggle(row.worker_id)}
                />
              </td>
              <td className="px-2 py-1 tabular-nums">
                {row.appointment_time}–{row.appointment_time_end}
              </td>
              <td className="px-2 py-1">{row.name}</td>
              <td className="px-2 py-1">{formatDate(row.next_visit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.unplanned.length > 0 && (
        <p className="text-sm text-amber-900">
          Senza posto in questa giornata ({preview.unplanned.length}): {preview.unplanned.map((worker) => worker.name).join(', ')}.
        </p>
      )}
    </div>
  );
}

function DayPlanOutcome({ answer }: { answer: DayPlanAnswer }) {
  return (
    <div className="flex flex-col gap-2 text-sm" role="status">
      <p className="font-medium">
        {answer.booked.length === 1 ? '1 appuntamento fissato.' : `${answer.booked.length} appuntamenti fissati.`}
      </p>
      {answer.refused.length > 0 && (
        <ul className="list-disc pl-5 text-red-700">
          {answer.refused.map((row) => (
            <li key={row.worker_id}>
              {row.name}: {row.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
