import { SetMetadata } from '@nestjs/common';
import { isClinicalRecordKind } from '@tutela/contracts';

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

/** Whether this request of a @ClinicalData() route asks for clinical data (a history route only for a clinical kind). */
export function asksClinicalData(route: ClinicalDataRoute, params: Record<string, unknown>): boolean {
  if (route.kindParam === null) return true;
  const kind = params[route.kindParam];
  return typeof kind === 'string' && isClinicalRecordKind(kind);
}
