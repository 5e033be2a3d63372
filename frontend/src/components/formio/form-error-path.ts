import { FORM_ERROR_PREFIX } from '@tutela/contracts';

/**
 * The form.io data path a 422 field error names: the server's form check keys its errors `data.<path>`
 * (`data.card.document_date`, `data.jhaz[0].job_id`), the form finds its components by `<path>`. Other keys
 * (a field of the request itself, `examinationdate`) are returned unchanged.
 */
export function formErrorPath(key: string): string {
  return key.startsWith(FORM_ERROR_PREFIX) ? key.slice(FORM_ERROR_PREFIX.length) : key;
}
