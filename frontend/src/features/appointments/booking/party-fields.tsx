import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AppointmentRequest } from '@tutela/contracts';
import { CustomerAutocomplete, type SelectedCustomer } from '../../../components/list/controls/customer-autocomplete';
import { customerWorkersQuery } from '../appointments-api';
import type { BookingInitial } from './booking-form';
import { CheckField, CheckGroup, SelectField } from './form-controls';

type Change = (patch: Partial<AppointmentRequest>) => void;

/**
 * Who the appointment is for. Opened from Da fissare the customer and worker(s) are given and only shown; opened
 * from Calendario ('Nuovo appuntamento', a free slot) the user picks the customer, then one worker or several.
 */
export function PartyFields({
  initial,
  request,
  errors,
  onChange,
}: {
  initial: BookingInitial;
  request: AppointmentRequest;
  errors: Record<string, string>;
  onChange: Change;
}) {
  const given = Boolean(initial.worker_id || (initial.selected && initial.selected.length > 0));
  const [customer, setCustomer] = useState<SelectedCustomer | null>(null);
  const workers = useQuery(customerWorkersQuery(given ? null : (request.customer_id ?? null)));

  if (given) {
    const who =
      request.multi === 1
        ? `${(request.selected ?? []).length} lavoratori selezionati`
        : (initial.worker_label ?? 'Lavoratore selezionato');
    return (
      <p className="rounded-md bg-slate-50 px-2 py-1.5 text-sm text-slate-800 sm:col-span-2">
        <span className="font-medium">Per: </span>
        {who}
      </p>
    );
  }

  const options = (workers.data ?? []).map((worker) => ({
    value: worker.id,
    label: worker.name || `${worker.last_name} ${worker.first_name}`,
  }));
  const selected = new Set(request.selected ?? []);
  return (
    <>
      <div className="flex flex-col">
        <span aria-hidden className="mb-0.5 text-xs font-medium text-slate-700">
          Azienda
        </span>
        <CustomerAutocomplete
          value={customer}
          onChange={(next) => {
            setCustomer(next);
            onChange({ customer_id: next?.id ?? null, worker_id: null, selected: [] });
          }}
        />
        {errors.customer_id && <p className="mt-0.5 text-xs text-red-600">{errors.customer_id}</p>}
      </div>
      {request.multi === 1 ? (
        <CheckGroup legend="Lavoratori" error={errors.selected} className="sm:col-span-2">
          <div className="flex max-h-28 w-full flex-col gap-0.5 overflow-y-auto rounded-md border border-slate-200 p-1.5">
            {options.length === 0 && <span className="text-xs text-slate-500">Scegliere prima l’azienda</span>}
            {options.map((option) => (
              <CheckField
                key={option.value}
                label={option.label}
                checked={selected.has(option.value)}
                onChange={(checked) => {
                  const next = new Set(selected);
                  if (checked) next.add(option.value);
                  else next.delete(option.value);
                  onChange({ selected: [...next], select_workers: 1 });
                }}
              />
            ))}
          </div>
        </CheckGroup>
      ) : (
        <SelectField
          label="Lavoratore"
          value={request.worker_id ?? ''}
          onChange={(event) => onChange({ worker_id: event.target.value || null })}
          options={options}
          placeholder={request.customer_id ? 'Scegliere il lavoratore' : 'Scegliere prima l’azienda'}
          disabled={!request.customer_id}
          error={errors.worker_id}
        />
      )}
    </>
  );
}
