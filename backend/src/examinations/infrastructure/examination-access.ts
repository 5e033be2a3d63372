import { EXAMINATION_HISTORY_DOCTOR_LEVEL, HISTORY_MIN_LEVEL, isCustomerSide, scopeOf } from '@tutela/contracts';
import { callerMayReadClinicalData } from '../../auth/clinical-reader';
import type { Principal } from '../../auth/principal';
import type { ExaminationActor } from '../domain/examination-commands';

/** Provider staff see the giudizio in lists from this level (secretaries below it see dates, not outcomes). */
export const EXAMINATION_OUTCOME_MIN_LEVEL = 5;

/** Every role the caller holds: main role, second role and grants. */
export function rolesOf(principal: Principal): string[] {
  return [
    ...new Set(
      [principal.role, principal.secondRole, ...principal.roles.map((grant) => grant.name)].filter((role): role is string => !!role),
    ),
  ];
}

export function actorOf(principal: Principal): ExaminationActor {
  return { id: principal.userId, name: principal.name, roles: rolesOf(principal), role: principal.role };
}

/**
 * Clinical data (exdata, versions, files, pdf, history, export): contracts' mayReadClinicalData, the one rule
 * @ClinicalData() routes apply too; provider staff with a clinical role only, never customer-side users.
 */
export const mayReadClinicalData = callerMayReadClinicalData;

/** Whether list rows carry the outcome: customer-side users see their workers' outcomes, staff from level 5. */
export function maySeeOutcome(principal: Principal): boolean {
  return isCustomerSide(scopeOf(principal)) || principal.level >= EXAMINATION_OUTCOME_MIN_LEVEL;
}

/**
 * The visit's history ("Cronologia"): auditors (level 8 in the request's application), or the visit's own doctor
 * (who signed a version, or the visit's doctor) from level 6; the clinical-data rule first, whatever the
 * application, so customer-side users and staff without a clinical role never.
 */
export function mayReadExaminationHistory(principal: Principal, doctorIds: readonly (string | null)[]): boolean {
  if (!mayReadClinicalData(principal)) return false;
  if (principal.level >= HISTORY_MIN_LEVEL) return true;
  return principal.level >= EXAMINATION_HISTORY_DOCTOR_LEVEL && doctorIds.includes(principal.userId);
}
