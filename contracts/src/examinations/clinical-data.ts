import { CLINICAL_READ_ROLES } from './examination-messages';

/**
 * Who may read clinical data (a visit's form data, its signed and archived versions, attachments, PDF, history
 * and export): provider staff holding a clinical role, never a customer-side user, whatever the application of
 * the request. The one rule every route returning any part of a visit applies (backend: @ClinicalData() and the
 * examination reader); each route keeps its own minimum level on top of it.
 */
export interface ClinicalReader {
  /** Every role the caller holds: main role, second role and grants. */
  roles: readonly string[];
  /** A customer-side user (customer, RSPP, read_only… with a customer pivot). */
  customerSide: boolean;
}

export function mayReadClinicalData(caller: ClinicalReader): boolean {
  return !caller.customerSide && caller.roles.some((role) => (CLINICAL_READ_ROLES as readonly string[]).includes(role));
}

/** Record kinds (stream categories) whose history holds clinical data: their timeline, states and export too. */
export const CLINICAL_RECORD_KINDS = ['examination'] as const;

export function isClinicalRecordKind(kind: string): boolean {
  return (CLINICAL_RECORD_KINDS as readonly string[]).includes(kind);
}
