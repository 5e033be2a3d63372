import { useId, useState, type FormEvent } from 'react';
import { MESSAGES, type AssignWorkerJobBody, type JobLookupRow } from '@tutela/contracts';
import { ApiError } from '../../lib/api-error';
import { FormActions, FormAlert } from '../ui/form-parts';

export interface PlaceOption {
  id: string;
  name: string;
}

export interface JobAssignmentValues {
  job_id: string | null;
  altjobs: string[];
  factory_id: string | null;
  department_id: string | null;
  reset_healt_protocol: boolean;
}

export interface JobAssignmentFormProps {
  initial: JobAssignmentValues;
  /** The job lookup's answer for the chosen site (general jobs included). */
  jobs: readonly JobLookupRow[];
  factories: readonly PlaceOption[];
  departments: readonly PlaceOption[];
  /** The site changed: the caller reloads the jobs and departments of that site. */
  onFactoryChange?: (factoryId: string | null) => void;
  onSubmit: (body: AssignWorkerJobBody) => Promise<void>;
  disabled?: boolean;
}

const selectClass =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

/**
 * The job assignment form (spec part 2 §3.4): job (required), alternative jobs, site, department and 'reset
 * protocol', which replaces the worker's hazards and health protocol with the job's.
 */
export function JobAssignmentForm({ initial, jobs, factories, departments, onFactoryChange, onSubmit, disabled }: JobAssignmentFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof JobAssignmentValues>(key: K, value: JobAssignmentValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!values.job_id) {
      setFieldErrors({ job_id: MESSAGES.REQUIRED });
      return;
    }
    setFieldErrors({});
    setSaving(true);
    try {
      await onSubmit({ ...values, altjobs: values.altjobs.filter((alt) => alt !== values.job_id) });
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors) {
        setFieldErrors(Object.fromEntries(Object.entries(caught.errors).map(([field, messages]) => [field, messages[0] ?? ''])));
        setError(caught.message);
      } else if (!(caught instanceof ApiError && caught.isUnauthorized)) {
        setError(caught instanceof Error ? caught.message : String(caught));
      }
    } finally {
      setSaving(false);
    }
  };

  const general = jobs.filter((job) => job.general);
  const specific = jobs.filter((job) => !job.general);
  const jobOptions = (list: readonly JobLookupRow[]) =>
    list.map((job) => (
      <option key={job.id} value={job.id}>
        {job.name}
      </option>
    ));

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-label="Assegnazione mansione">
      <FormAlert message={error} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <label className="flex flex-col text-sm font-medium text-slate-700" htmlFor={`${id}-factory`}>
          Sede
          <select
            id={`${id}-factory`}
            className={selectClass}
            value={values.factory_id ?? ''}
            disabled={disabled}
            onChange={(e) => {
              const next = e.target.value || null;
              setValues((current) => ({ ...current, factory_id: next, department_id: null }));
              onFactoryChange?.(next);
            }}
          >
            <option value="">—</option>
            {factories.map((factory) => (
              <option key={factory.id} value={factory.id}>
                {factory.name}
              </option>
            ))}
          </select>
          {fieldErrors.factory_id && <span className="mt-1 text-xs font-normal text-red-600">{fieldErrors.factory_id}</span>}
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-700" htmlFor={`${id}-department`}>
          Reparto
          <select
            id={`${id}-department`}
            className={selectClass}
            value={values.department_id ?? ''}
            disabled={disabled}
            onChange={(e) => set('department_id', e.target.value || null)}
          >
            <option value="">—</option>
            {departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
          {fieldErrors.department_id && <span className="mt-1 text-xs font-normal text-red-600">{fieldErrors.department_id}</span>}
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-700 md:col-span-2" htmlFor={`${id}-job`}>
          Mansione *
          <select
            id={`${id}-job`}
            className={selectClass}
            value={values.job_id ?? ''}
            disabled={disabled}
            aria-invalid={fieldErrors.job_id ? true : undefined}
            onChange={(e) => set('job_id', e.target.value || null)}
          >
            <option value="">—</option>
            {specific.length > 0 && <optgroup label="Mansioni della sede">{jobOptions(specific)}</optgroup>}
            {general.length > 0 && <optgroup label="Mansioni generali">{jobOptions(general)}</optgroup>}
          </select>
          {fieldErrors.job_id && <span className="mt-1 text-xs font-normal text-red-600">{fieldErrors.job_id}</span>}
        </label>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-700">Mansioni alternative</legend>
        <div className="grid max-h-40 grid-cols-1 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
          {jobs
            .filter((job) => job.id !== values.job_id)
            .map((job) => (
              <label key={job.id} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={values.altjobs.includes(job.id)}
                  disabled={disabled}
                  onChange={(e) =>
                    set('altjobs', e.target.checked ? [...values.altjobs, job.id] : values.altjobs.filter((alt) => alt !== job.id))
                  }
                />
                {job.name}
              </label>
            ))}
        </div>
        {fieldErrors.altjobs && <span className="text-xs text-red-600">{fieldErrors.altjobs}</span>}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={values.reset_healt_protocol}
          disabled={disabled}
          onChange={(e) => set('reset_healt_protocol', e.target.checked)}
        />
        Reimposta rischi e protocollo sanitario dalla mansione
      </label>
      {!disabled && <FormActions saving={saving} submitLabel="Salva mansione" />}
    </form>
  );
}
