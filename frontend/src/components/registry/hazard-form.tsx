import { useId } from 'react';
import clsx from 'clsx';
import {
  EXPOSURE_FREQUENCIES,
  HAZARD_FORM_KINDS,
  HAZARD_WITHIN_LIMITS_MESSAGE,
  type HazardFormKind,
  type HazardRow,
  type ExposureFrequency,
  type HazardAssignment,
  type HazardCatalogueEntry,
} from '@tutela/contracts';
import { HAZARD_FORM_FIELDS, WITHIN_LIMITS_KEY, type HazardFormField } from './hazard-form-fields';
import { DateInput } from '../ui/date-input';

export interface HazardFormProps {
  catalogue: readonly HazardCatalogueEntry[];
  value: readonly HazardAssignment[];
  onChange: (next: HazardAssignment[]) => void;
  /** Job level 1: each checked hazard shows its specific form (spec part 2 §5.2). */
  detailed: boolean;
  disabled?: boolean;
  /** 422 messages keyed like the server's (hazards.0.frequency…), already matched to hazard ids. */
  errors?: Partial<Record<string, string>>;
}

/**
 * The hazards a record already has, as catalogue entries: what a reader (who does not load the entity's
 * catalogue) is shown, read-only.
 */
export function assignedCatalogue(hazards: readonly HazardRow[]): HazardCatalogueEntry[] {
  return hazards.map((hazard) => ({
    id: hazard.id,
    code: hazard.code,
    description_med: hazard.description_med,
    med_hazard: true,
    form: (HAZARD_FORM_KINDS as readonly string[]).includes(hazard.form ?? '') ? (hazard.form as HazardFormKind) : null,
  }));
}

const EMPTY: Omit<HazardAssignment, 'hazardId'> = { evaluationDate: null, expositionDays: null, frequency: null, formData: null };

/**
 * The hazard form of the job card and the worker card: a checkbox per hazard of the catalogue; a checked one
 * shows its evaluation date, exposure days per year and frequency, and, for a level-1 job, its specific form.
 */
export function HazardForm({ catalogue, value, onChange, detailed, disabled, errors = {} }: HazardFormProps) {
  const byId = new Map(value.map((hazard) => [hazard.hazardId, hazard]));
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, { hazardId: id, ...EMPTY }] : value.filter((hazard) => hazard.hazardId !== id));
  const patch = (id: string, change: Partial<HazardAssignment>) =>
    onChange(value.map((hazard) => (hazard.hazardId === id ? { ...hazard, ...change } : hazard)));
  return (
    <ul className="flex flex-col divide-y divide-slate-100" aria-label="Rischi">
      {catalogue.map((entry) => (
        <HazardItem
          key={entry.id}
          entry={entry}
          assigned={byId.get(entry.id) ?? null}
          detailed={detailed}
          disabled={disabled}
          error={errors[entry.id]}
          onToggle={(on) => toggle(entry.id, on)}
          onPatch={(change) => patch(entry.id, change)}
        />
      ))}
    </ul>
  );
}

interface HazardItemProps {
  entry: HazardCatalogueEntry;
  assigned: HazardAssignment | null;
  detailed: boolean;
  disabled?: boolean;
  error?: string;
  onToggle: (on: boolean) => void;
  onPatch: (change: Partial<HazardAssignment>) => void;
}

const inputClass =
  'w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

function HazardItem({ entry, assigned, detailed, disabled, error, onToggle, onPatch }: HazardItemProps) {
  const id = useId();
  const fields = entry.form ? HAZARD_FORM_FIELDS[entry.form] : [];
  const formData = assigned?.formData ?? {};
  const setData = (key: string, next: unknown) => {
    const data = { ...formData, [key]: next };
    if (next === null || next === '' || next === false) delete data[key];
    onPatch({ formData: Object.keys(data).length ? data : null });
  };
  return (
    <li className="py-2">
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={assigned !== null}
          disabled={disabled}
          onChange={(e) => onToggle(e.target.checked)}
        />
        <span className="font-medium">{entry.description_med}</span>
        <span className="text-xs text-slate-500">{entry.code}</span>
      </label>
      {assigned && (
        <div className="mt-2 grid grid-cols-1 gap-3 pl-6 sm:grid-cols-3">
          <label className="flex flex-col text-xs text-slate-600" htmlFor={`${id}-date`}>
            Data valutazione
            <DateInput
              id={`${id}-date`}
              className={inputClass}
              value={assigned.evaluationDate ?? ''}
              disabled={disabled}
              onChange={(iso) => onPatch({ evaluationDate: iso || null })}
            />
          </label>
          <label className="flex flex-col text-xs text-slate-600" htmlFor={`${id}-days`}>
            Giorni di esposizione/anno
            <input
              id={`${id}-days`}
              type="number"
              min={0}
              max={366}
              className={inputClass}
              value={assigned.expositionDays ?? ''}
              disabled={disabled}
              onChange={(e) => onPatch({ expositionDays: e.target.value === '' ? null : Number(e.target.value) })}
            />
          </label>
          <label className="flex flex-col text-xs text-slate-600" htmlFor={`${id}-frequency`}>
            Frequenza
            <select
              id={`${id}-frequency`}
              className={inputClass}
              value={assigned.frequency ?? ''}
              disabled={disabled}
              onChange={(e) => onPatch({ frequency: e.target.value === '' ? null : (Number(e.target.value) as ExposureFrequency) })}
            >
              <option value="">—</option>
              {EXPOSURE_FREQUENCIES.map((frequency) => (
                <option key={frequency.value} value={frequency.value}>
                  {frequency.value} - {frequency.label}
                </option>
              ))}
            </select>
          </label>
          {detailed && fields.length > 0 && (
            <fieldset
              className="col-span-full rounded-md border border-slate-200 bg-slate-50 p-3"
              aria-label={`Scheda ${entry.description_med}`}
            >
              <legend className="px-1 text-xs font-semibold text-slate-700">Scheda {entry.description_med}</legend>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                {fields.map((field) => (
                  <FormDataField
                    key={field.key}
                    field={field}
                    value={formData[field.key]}
                    disabled={disabled}
                    onChange={(next) => setData(field.key, next)}
                  />
                ))}
              </div>
              <label className="mt-3 flex items-center gap-2 text-xs text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={formData[WITHIN_LIMITS_KEY] === true}
                  disabled={disabled}
                  onChange={(e) => setData(WITHIN_LIMITS_KEY, e.target.checked)}
                />
                {HAZARD_WITHIN_LIMITS_MESSAGE}
              </label>
            </fieldset>
          )}
          {error && <p className="col-span-full text-xs text-red-600">{error}</p>}
        </div>
      )}
    </li>
  );
}

function FormDataField({
  field,
  value,
  disabled,
  onChange,
}: {
  field: HazardFormField;
  value: unknown;
  disabled?: boolean;
  onChange: (next: unknown) => void;
}) {
  const id = useId();
  const label = (
    <span>
      {field.label}
      {field.type === 'number' && field.unit ? <span className="text-slate-500"> ({field.unit})</span> : null}
    </span>
  );
  return (
    <label htmlFor={id} className="flex flex-col text-xs text-slate-600">
      {label}
      {field.type === 'choice' ? (
        <select
          id={id}
          className={inputClass}
          value={typeof value === 'number' ? value : ''}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">—</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={field.type === 'number' ? 'number' : 'text'}
          step="any"
          className={clsx(inputClass)}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={(e) => onChange(field.type === 'number' ? (e.target.value === '' ? null : Number(e.target.value)) : e.target.value)}
        />
      )}
    </label>
  );
}
