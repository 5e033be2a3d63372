import {
  EXAMINATION_EDIT_ROLES,
  EXAMINATION_MESSAGES,
  EXAMINATION_REOPEN_ROLES,
  EXAMINATION_SIGN_ROLES,
  VISIT_FORM_KEYS,
  type ExaminationFormData,
} from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';

const holds = (roles: readonly string[], allowed: readonly string[]) => roles.some((role) => allowed.includes(role));

export const canEditExamination = (roles: readonly string[]) => holds(roles, EXAMINATION_EDIT_ROLES);
export const canSignExamination = (roles: readonly string[]) => holds(roles, EXAMINATION_SIGN_ROLES);
export const canReopenExamination = (roles: readonly string[]) => holds(roles, EXAMINATION_REOPEN_ROLES);

function filled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The giudizio as its code, or null while empty (form.io may send a select's value as an object). */
export function outcomeOf(data: ExaminationFormData): string | null {
  const value = data[VISIT_FORM_KEYS.giudizio];
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object' && typeof (value as { value?: unknown }).value === 'string')
    return (value as { value: string }).value;
  return null;
}

export function outcomeBisOf(data: ExaminationFormData): string | null {
  const value = data[VISIT_FORM_KEYS.tipoVisita];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * A saved (NF) or signed (FI) visit needs its giudizio; IL needs limitazioni, IP prescrizioni, IPL both
 * (spec part 1 §5). A pending visit (ATT) may be saved without.
 */
export function assertVisitJudgement(data: ExaminationFormData): void {
  const outcome = outcomeOf(data);
  if (!outcome) throw DomainError.validation(VISIT_FORM_KEYS.giudizio, EXAMINATION_MESSAGES.GIUDIZIO_REQUIRED);
  const needsLimits = outcome === 'IL' || outcome === 'IPL';
  const needsPrescriptions = outcome === 'IP' || outcome === 'IPL';
  const missingLimits = needsLimits && !filled(data[VISIT_FORM_KEYS.limitazioni]);
  const missingPrescriptions = needsPrescriptions && !filled(data[VISIT_FORM_KEYS.prescrizioni]);
  if (missingLimits && missingPrescriptions) {
    throw new DomainError(EXAMINATION_MESSAGES.BOTH_REQUIRED, 'validation', {
      [VISIT_FORM_KEYS.limitazioni]: [EXAMINATION_MESSAGES.BOTH_REQUIRED],
      [VISIT_FORM_KEYS.prescrizioni]: [EXAMINATION_MESSAGES.BOTH_REQUIRED],
    });
  }
  if (missingLimits) throw DomainError.validation(VISIT_FORM_KEYS.limitazioni, EXAMINATION_MESSAGES.LIMITAZIONI_REQUIRED);
  if (missingPrescriptions) throw DomainError.validation(VISIT_FORM_KEYS.prescrizioni, EXAMINATION_MESSAGES.PRESCRIZIONI_REQUIRED);
}
