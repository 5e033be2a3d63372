import { mayReadClinicalData, type ClinicalReader } from '@tutela/contracts';
import type { Principal } from './principal';

/** The caller as the clinical-data rule sees them: every role held, and which side of the provider they are on. */
export function clinicalReaderOf(principal: Principal): ClinicalReader {
  const roles = [principal.role, principal.secondRole, ...principal.roles.map((grant) => grant.name)].filter(
    (role): role is string => !!role,
  );
  // The principal loader gives customer ids to customer-side users only (a system administrator has none).
  return { roles, customerSide: principal.customerIds.length > 0 };
}

export function callerMayReadClinicalData(principal: Principal): boolean {
  return mayReadClinicalData(clinicalReaderOf(principal));
}
