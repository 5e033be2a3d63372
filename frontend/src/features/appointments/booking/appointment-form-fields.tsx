import { useQuery } from '@tanstack/react-query';
import {
  APPOINTMENT_LOCATION_LABELS,
  APPOINTMENT_LOCATIONS,
  APPOINTMENT_VISIT_LABELS,
  APPOINTMENT_VISIT_TYPES,
  LOCATION_OTHER_ADDRESS,
  LOCATION_PROVIDER_CLINIC,
  RECURRING_NO,
  RECURRING_YES,
  VISIT_OTHER,
  WEEKDAY_LABELS,
  type AppointmentLocation,
  type AppointmentRequest,
  type AppointmentVisitType,
} from '@tutela/contracts';
import { calresourcesQuery, doctorsQuery, staffQuery } from '../appointments-api';
import { PROVIDER_CLINICS_ALLOWED, type BookingInitial } from './booking-form';
import { CheckField, CheckGroup, DateInputField, InputField, SelectField, TextAreaField, TimeInputField } from './form-controls';
import { PartyFields } from './party-fields';

type Change = (patch: Partial<AppointmentRequest>) => void;

// Monday first, Sunday last (the agenda hides Sunday, the series may still use it).
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, label: WEEKDAY_LABELS[day].slice(0, 3) }));
const VISIT_OPTIONS = APPOINTMENT_VISIT_TYPES.map((visit) => ({ value: visit, label: APPOINTMENT_VISIT_LABELS[visit] }));
const LOCATION_OPTIONS = APPOINTMENT_LOCATIONS.filter((location) => location !== LOCATION_PROVIDER_CLINIC || PROVIDER_CLINICS_ALLOWED).map(
  (location) => ({ value: location, label: APPOINTMENT_LOCATION_LABELS[location] }),
);
// The coordinator confirms for the customer: a customer-side user (spec part 2 §3.8 require_coordination).
const COORDINATOR_ROLE = 'customer';

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** The booking form of spec part 2 §3.8 / §5.5, field by field under its spec name, Italian labels. */
export function AppointmentFormFields({
  initial,
  request,
  errors,
  onChange,
  showCoordination,
}: {
  initial: BookingInitial;
  request: AppointmentRequest;
  errors: Record<string, string>;
  onChange: Change;
  showCoordination: boolean;
}) {
  const doctors = useQuery(doctorsQuery());
  const resources = useQuery(calresourcesQuery('resources'));
  const clinics = useQuery(calresourcesQuery('classrooms'));
  const coordinators = useQuery({ ...staffQuery(COORDINATOR_ROLE), enabled: request.require_coordination === 'YES' });
  const series = request.recurring === RECURRING_YES;
  const multi = request.multi === 1;
  const text =
    (field: keyof AppointmentRequest) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange({ [field]: event.target.value });
  const chosenResources = new Set(request.resources ?? []);
  const days = new Set(request.daysOfWeek ?? []);

  return (
    <div className="grid grid-cols-1 gap-x-3 gap-y-2 sm:grid-cols-2">
      <SelectField
        label="Medico"
        value={request.med_id ?? ''}
        onChange={text('med_id')}
        options={(doctors.data ?? []).map((doctor) => ({ value: doctor.id, label: doctor.name }))}
        placeholder="Scegliere il medico"
        error={errors.med_id}
      />
      <SelectField
        label="Tipo"
        value={request.visit ?? ''}
        onChange={(event) => onChange({ visit: numberOrNull(event.target.value) as AppointmentVisitType | null })}
        options={VISIT_OPTIONS}
        error={errors.visit}
      />
      {request.visit === VISIT_OTHER && (
        <InputField label="Titolo" value={request.title ?? ''} onChange={text('title')} error={errors.title} className="sm:col-span-2" />
      )}
      <PartyFields initial={initial} request={request} errors={errors} onChange={onChange} />
      <div className="flex flex-wrap items-end gap-x-4 gap-y-1 sm:col-span-2">
        {!initial.worker_id && !(initial.selected && initial.selected.length) && (
          <CheckField
            label="Più lavoratori"
            checked={multi}
            onChange={(checked) =>
              onChange({ multi: checked ? 1 : 0, select_workers: checked ? 1 : null, send_mail_multi: checked ? 0 : null, selected: [] })
            }
          />
        )}
        <CheckField
          label="Ricorrente"
          checked={series}
          onChange={(checked) => onChange({ recurring: checked ? RECURRING_YES : RECURRING_NO, daysOfWeek: [] })}
        />
        {multi && (
          <InputField
            label="Durata per lavoratore (minuti)"
            type="number"
            min={1}
            value={request.appointment_duration ?? ''}
            onChange={(event) => onChange({ appointment_duration: numberOrNull(event.target.value) })}
            error={errors.appointment_duration}
            className="w-48"
          />
        )}
      </div>
      {series && (
        <CheckGroup legend="Giorni della settimana" error={errors.daysOfWeek} className="sm:col-span-2">
          {WEEKDAYS.map(({ day, label }) => (
            <CheckField
              key={day}
              label={label}
              checked={days.has(day)}
              onChange={(checked) => onChange({ daysOfWeek: checked ? [...days, day] : [...days].filter((d) => d !== day) })}
            />
          ))}
        </CheckGroup>
      )}
      <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:col-span-2 sm:grid-cols-4">
        <DateInputField
          label="Data inizio"
          value={request.appointment_date ?? ''}
          onChange={(iso) => onChange({ appointment_date: iso || null })}
          error={errors.appointment_date}
        />
        <TimeInputField
          label="Ora inizio"
          title={multi || series ? undefined : 'Vuota: tutto il giorno'}
          value={request.appointment_time ?? ''}
          onChange={(time) => onChange({ appointment_time: time || null })}
          error={errors.appointment_time}
        />
        <DateInputField
          label="Data fine"
          value={request.appointment_date_end ?? ''}
          onChange={(iso) => onChange({ appointment_date_end: iso || null })}
          error={errors.appointment_date_end}
        />
        <TimeInputField
          label="Ora fine"
          value={request.appointment_time_end ?? ''}
          onChange={(time) => onChange({ appointment_time_end: time || null })}
          error={errors.appointment_time_end}
        />
      </div>
      <CheckGroup legend="Risorse" error={errors.resources}>
        {(resources.data ?? []).filter((r) => r.active).length === 0 && <span className="text-xs text-slate-500">Nessuna risorsa</span>}
        {(resources.data ?? [])
          .filter((resource) => resource.active)
          .map((resource) => (
            <CheckField
              key={resource.id}
              label={resource.name}
              checked={chosenResources.has(resource.id)}
              onChange={(checked) =>
                onChange({
                  resources: checked ? [...chosenResources, resource.id] : [...chosenResources].filter((id) => id !== resource.id),
                })
              }
            />
          ))}
      </CheckGroup>
      <SelectField
        label="Ambulatorio"
        value={request.classroom_id ?? ''}
        onChange={text('classroom_id')}
        options={(clinics.data ?? []).filter((clinic) => clinic.active).map((clinic) => ({ value: clinic.id, label: clinic.name }))}
        placeholder="Nessuno"
        error={errors.classroom_id}
      />
      <SelectField
        label="Luogo"
        value={request.location ?? ''}
        onChange={(event) => onChange({ location: numberOrNull(event.target.value) as AppointmentLocation | null })}
        options={LOCATION_OPTIONS}
        placeholder="Non indicato"
        error={errors.location}
      />
      {request.location === LOCATION_OTHER_ADDRESS && (
        <InputField
          label="Indirizzo"
          value={request.location_address ?? ''}
          onChange={text('location_address')}
          error={errors.location_address}
        />
      )}
      <TextAreaField label="Note" value={request.note ?? ''} onChange={text('note')} error={errors.note} className="sm:col-span-2" />
      <div className="flex flex-col gap-1">
        <CheckField
          label={multi ? 'Invia mail ai lavoratori' : 'Invia mail al lavoratore'}
          checked={(multi ? request.send_mail_multi : request.send_mail) === 1}
          onChange={(checked) =>
            onChange(multi ? { send_mail_multi: checked ? 1 : 0, send_mail: checked ? 1 : 0 } : { send_mail: checked ? 1 : 0 })
          }
        />
        {request.send_mail === 1 && (
          <InputField
            label="Indirizzi mail del lavoratore"
            value={request.mail_address ?? ''}
            onChange={text('mail_address')}
            error={errors.mail_address}
          />
        )}
      </div>
      <div className="flex flex-col gap-1">
        <CheckField
          label="Invia mail all’azienda"
          checked={request.send_mail_to_customer === 1}
          onChange={(checked) => onChange({ send_mail_to_customer: checked ? 1 : 0 })}
        />
        {request.send_mail_to_customer === 1 && (
          <InputField
            label="Indirizzi mail dell’azienda"
            value={request.mail_customer ?? ''}
            onChange={text('mail_customer')}
            error={errors.mail_customer}
          />
        )}
      </div>
      {showCoordination && (
        <div className="grid grid-cols-1 gap-x-3 gap-y-2 border-t border-slate-200 pt-2 sm:col-span-2 sm:grid-cols-3">
          <SelectField
            label="Richiede coordinamento"
            value={request.require_coordination ?? 'NO'}
            onChange={(event) => onChange({ require_coordination: event.target.value as 'NO' | 'YES' })}
            options={[
              { value: 'NO', label: 'No' },
              { value: 'YES', label: 'Sì' },
            ]}
          />
          {request.require_coordination === 'YES' && (
            <>
              <SelectField
                label="Coordinatore"
                value={request.user_id ?? ''}
                onChange={text('user_id')}
                options={(coordinators.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
                placeholder="Scegliere"
                error={errors.user_id}
              />
              <DateInputField
                label="Data richiesta"
                value={request.require_coordination_date ?? ''}
                onChange={(iso) => onChange({ require_coordination_date: iso || null })}
                error={errors.require_coordination_date}
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}
