import { CONTRACT_TYPES } from '../shell/constants';
import { MESSAGES } from '../messages/messages-it';
import { isEmailAddress } from '../validation/email-rule';

/**
 * Rules of the worker dialog (spec part 2 §2.3, §5.3) written once for the form and the server.
 * The tax code rules are in registry/fiscal-code.ts, the birth place lookup in registry/belfiore-places.ts.
 */

/** Required by the worker dialog ('Campo obbligatorio'); sex is required too: the tax code needs it. */
export const WORKER_REQUIRED_FIELDS = ['first_name', 'last_name', 'sex', 'birth_date', 'birth_place', 'customer_id'] as const;

/** The worker's e-mail fields follow the platform's one e-mail rule (validation/email-rule.ts), as the users' do. */
export function isValidWorkerEmail(email: string): boolean {
  return isEmailAddress(email);
}

export function isContractType(value: string): boolean {
  return CONTRACT_TYPES.some((type) => type.code === value);
}

/** 'ALTO' / 'BASSO' organisational impact of the worker's limitations. */
export const BUSINESS_IMPACTS = ['ALTO', 'BASSO'] as const;

/** Outcome codes a suitability can carry (the worker-status filter groups them). */
export const SUITABILITY_CODES = ['ID', 'IP', 'IL', 'IPL', 'NI', 'INT', 'INP'] as const;

/** Which suitability codes each worker-status filter value shows ('ALTRO': anything else, or none). */
export const WORKER_STATUS_SUITABILITY: Record<'ID' | 'IPL' | 'NI', readonly string[]> = {
  ID: ['ID'],
  IPL: ['IP', 'IL', 'IPL'],
  NI: ['NI', 'INT', 'INP'],
};

/** The worker's `name` field: first plus last name (spec part 2 §3.2). */
export function workerDisplayName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/** The required-field message, for symmetry with the dialog. */
export const WORKER_REQUIRED_MESSAGE = MESSAGES.REQUIRED;

/** Sortable columns of the workers list (each has an index with the id tie-break). */
export const WORKER_SORT_KEYS = ['name', 'fiscal_code', 'birth_date', 'company_name', 'factory_name', 'job_name', 'next_visit'] as const;
export type WorkerSortKey = (typeof WORKER_SORT_KEYS)[number];

/** The header worker search answers from this many typed characters on (spec part 1 §5: more than 3). */
export const WORKER_SEARCH_MIN_LENGTH = 4;
