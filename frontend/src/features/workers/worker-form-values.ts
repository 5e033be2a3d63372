import {
  MESSAGES,
  REGISTRY_MESSAGES,
  computeFiscalCode,
  isEmailAddress,
  isValidFiscalCode,
  type HireWorkerBody,
  type WorkerDetail,
  type WorkerPersonalDataBody,
} from '@tutela/contracts';
import type { FieldErrors } from '../../lib/use-checked-form';

/** The worker dialog's values (spec part 2 §2.3, §3.2). */
export interface WorkerFormValues {
  first_name: string;
  last_name: string;
  sex: '' | 'M' | 'F';
  /** YYYY-MM-DD (the date input's value). */
  birth_date: string;
  birth_place: { name: string; code: string } | null;
  fiscal_code: string;
  email: string;
  customer: { id: string; name: string } | null;
}

export type WorkerFormField = 'first_name' | 'last_name' | 'sex' | 'birth_date' | 'birth_place' | 'fiscal_code' | 'email' | 'customer_id';

export const EMPTY_WORKER_FORM: WorkerFormValues = {
  first_name: '',
  last_name: '',
  sex: '',
  birth_date: '',
  birth_place: null,
  fiscal_code: '',
  email: '',
  customer: null,
};

export function workerFormValues(worker: WorkerDetail): WorkerFormValues {
  return {
    first_name: worker.first_name,
    last_name: worker.last_name,
    sex: worker.sex,
    birth_date: worker.birth_date ?? '',
    birth_place: worker.birth_place.comune ? { name: worker.birth_place.comune, code: worker.birth_place_code ?? '' } : null,
    fiscal_code: worker.fiscal_code ?? '',
    email: worker.email ?? '',
    customer: { id: worker.customer_id, name: worker.customer.company_name },
  };
}

/** Spec part 2 §5.3: required first name, last name, birth date, birth place, company (and sex: the tax code needs it). */
export function validateWorkerForm(values: WorkerFormValues): FieldErrors<WorkerFormField> {
  const errors: FieldErrors<WorkerFormField> = {};
  if (!values.first_name.trim()) errors.first_name = MESSAGES.REQUIRED;
  if (!values.last_name.trim()) errors.last_name = MESSAGES.REQUIRED;
  if (!values.sex) errors.sex = MESSAGES.REQUIRED;
  if (!values.birth_date) errors.birth_date = MESSAGES.REQUIRED;
  if (!values.birth_place) errors.birth_place = MESSAGES.REQUIRED;
  if (!values.customer) errors.customer_id = MESSAGES.REQUIRED;
  if (values.fiscal_code.trim() && !isValidFiscalCode(values.fiscal_code)) errors.fiscal_code = REGISTRY_MESSAGES.FISCAL_CODE_INVALID;
  if (values.email.trim() && !isEmailAddress(values.email.trim())) errors.email = REGISTRY_MESSAGES.EMAIL_INVALID;
  return errors;
}

/** The compute button: the code the data give, or null when something it needs is missing. */
export function computedFiscalCode(values: WorkerFormValues): string | null {
  if (!values.sex || !values.birth_place?.code) return null;
  return computeFiscalCode({
    firstName: values.first_name,
    lastName: values.last_name,
    sex: values.sex,
    birthDate: values.birth_date,
    birthPlaceCode: values.birth_place.code,
  });
}

const FIELDS: readonly WorkerFormField[] = [
  'first_name',
  'last_name',
  'sex',
  'birth_date',
  'birth_place',
  'fiscal_code',
  'email',
  'customer_id',
];

/** A 422 answer's errors on the form's fields; the others (factory, birth_place_code…) above the form. */
export function workerErrorsFromServer(errors: Record<string, string[]>): { fields: FieldErrors<WorkerFormField>; other: string[] } {
  const fields: FieldErrors<WorkerFormField> = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const target = (field === 'birth_place_code' ? 'birth_place' : field) as WorkerFormField;
    if (FIELDS.includes(target)) fields[target] = messages[0];
    else other.push(...messages);
  }
  return { fields, other };
}

export function personalRequest(values: WorkerFormValues): WorkerPersonalDataBody {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    sex: values.sex || undefined,
    birth_date: values.birth_date,
    birth_place: values.birth_place?.name ?? '',
    birth_place_code: values.birth_place?.code || null,
    fiscal_code: values.fiscal_code.trim() || null,
    email: values.email.trim() || null,
  };
}

export function hireRequest(values: WorkerFormValues): HireWorkerBody {
  return { ...personalRequest(values), customer_id: values.customer?.id ?? '' };
}

/** Only the fields the user changed, so a concurrent edit of other fields merges instead of answering 409. */
export function changedPersonalFields(before: WorkerFormValues, after: WorkerFormValues): WorkerPersonalDataBody | null {
  const a = personalRequest(before);
  const b = personalRequest(after);
  const changed: WorkerPersonalDataBody = {};
  for (const key of Object.keys(b) as (keyof WorkerPersonalDataBody)[]) {
    if (a[key] !== b[key]) Object.assign(changed, { [key]: b[key] });
  }
  // A new place travels with its code, and the other way round.
  if ('birth_place' in changed || 'birth_place_code' in changed)
    Object.assign(changed, { birth_place: b.birth_place, birth_place_code: b.birth_place_code });
  return Object.keys(changed).length ? changed : null;
}
