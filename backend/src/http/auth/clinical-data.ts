import { SetMetadata } from '@nestjs/common';
import { isClinicalRecordKind, mayReadClinicalData, type ClinicalReader } from '@tutela/contracts';
import type { Principal } from '../principal';

export const CLINICAL_DATA_KEY = 'tutela:clinicalData';

/** What @ClinicalData() records on a route: read by the guard, and by the route table as the matrix's oracle. */
export interface ClinicalDataRoute {
  /**
   * The path parameter naming a record kind (the history routes, `:kind/:id`): the route is clinical only for a
   * clinical kind (CLINICAL_RECORD_KINDS). null: always clinical.
   */
  kindParam: string | null;
}

/**
 * Marks a route that returns any part of a visit (its data, versions, files, PDF, history, export): the guard
 * answers 403 to a caller who may not read clinical data (contracts' mayReadClinicalData), before the handler
 * runs, so a refused caller leaves no health-data read behind. The handler still checks scope (404) and writes
 * the read to health_data_reads once it has answered.
 */
export const ClinicalData = (options: { kindParam?: string } = {}): MethodDecorator & ClassDecorator =>
  SetMetadata(CLINICAL_DATA_KEY, { kindParam: options.kindParam ?? null } satisfies ClinicalDataRoute);

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

/** Whether this request of a @ClinicalData() route asks for clinical data (a history route only for a clinical kind). */
export function asksClinicalData(route: ClinicalDataRoute, params: Record<string, unknown>): boolean {
  if (route.kindParam === null) return true;
  const kind = params[route.kindParam];
  return typeof kind === 'string' && isClinicalRecordKind(kind);
}
