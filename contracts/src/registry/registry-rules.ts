import { EXAMINATION_TYPES } from './extypes';
import { BASE_HAZARD_CATALOGUE } from './hazard-catalogue';
import { EXPOSURE_FREQUENCIES, type ExposureFrequency, type HazardAssignment, type HazardCatalogueEntry } from './hazards';
import { isValidPeriod, PERIOD_NONE, type HealthProtocolEntry } from './health-protocol';
import { REGISTRY_MESSAGES } from './registry-messages';

/**
 * The rules of hazard lists and health protocols, written once: the job and worker deciders refuse what breaks
 * them, the forms check the same before sending. Lists come back normalized (catalogue / extype order, detail
 * forms dropped where the job level has none), so two equal lists compare equal whatever order they came in.
 */
export type FieldErrors = Record<string, string[]>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (
    date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3])
  );
}

const FREQUENCIES = new Set<number>(EXPOSURE_FREQUENCIES.map((f) => f.value));

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/**
 * Checks and normalizes a hazard list. `detailed` (job level 1) keeps each hazard's specific form data;
 * otherwise the form data is dropped (part 2 §5.2: only the checkbox shows).
 */
export function normalizeHazards(
  hazards: readonly HazardAssignment[],
  options: { detailed: boolean; catalogue?: readonly HazardCatalogueEntry[] },
): { hazards: HazardAssignment[]; errors: FieldErrors } {
  const catalogue = options.catalogue ?? BASE_HAZARD_CATALOGUE;
  const order = new Map(catalogue.map((entry, index) => [entry.id, index]));
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  hazards.forEach((hazard, index) => {
    const at = `hazards.${index}`;
    if (!order.has(hazard.hazardId)) add(errors, `${at}.hazard_id`, REGISTRY_MESSAGES.UNKNOWN_HAZARD);
    else if (seen.has(hazard.hazardId)) add(errors, `${at}.hazard_id`, REGISTRY_MESSAGES.DUPLICATE_HAZARD);
    seen.add(hazard.hazardId);
    if (hazard.evaluationDate !== null && !isIsoDate(hazard.evaluationDate))
      add(errors, `${at}.evaluation_date`, REGISTRY_MESSAGES.INVALID_DATE);
    const days = hazard.expositionDays;
    if (days !== null && !(Number.isInteger(days) && days >= 0 && days <= 366))
      add(errors, `${at}.exposition_days`, REGISTRY_MESSAGES.INVALID_EXPOSITION_DAYS);
    if (hazard.frequency !== null && !FREQUENCIES.has(hazard.frequency))
      add(errors, `${at}.frequency`, REGISTRY_MESSAGES.INVALID_FREQUENCY);
  });
  const normalized = hazards
    .filter((hazard) => order.has(hazard.hazardId))
    .map((hazard) => ({
      hazardId: hazard.hazardId,
      evaluationDate: hazard.evaluationDate ?? null,
      expositionDays: hazard.expositionDays ?? null,
      frequency: (hazard.frequency ?? null) as ExposureFrequency | null,
      formData: options.detailed && hazard.formData && Object.keys(hazard.formData).length > 0 ? hazard.formData : null,
    }))
    .sort((a, b) => (order.get(a.hazardId) ?? 0) - (order.get(b.hazardId) ?? 0));
  return { hazards: normalized, errors };
}

/** Checks and normalizes a protocol: known examination types that can be in a protocol, valid periods, once each. */
export function normalizeProtocol(protocol: readonly HealthProtocolEntry[]): { protocol: HealthProtocolEntry[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  protocol.forEach((row, index) => {
    const at = `protocol.${index}`;
    const type = EXAMINATION_TYPES.find((t) => t.id === row.examinationTypeId);
    if (!type || !type.health_protocol) add(errors, `${at}.examination_type_id`, REGISTRY_MESSAGES.UNKNOWN_EXTYPE);
    else if (seen.has(row.examinationTypeId)) add(errors, `${at}.examination_type_id`, REGISTRY_MESSAGES.DUPLICATE_EXTYPE);
    seen.add(row.examinationTypeId);
    if (!isValidPeriod(row.period)) add(errors, `${at}.period`, REGISTRY_MESSAGES.INVALID_PERIOD);
    if (row.periodInJob !== undefined && row.periodInJob !== null && !isValidPeriod(row.periodInJob))
      add(errors, `${at}.period_in_job`, REGISTRY_MESSAGES.INVALID_PERIOD);
  });
  const normalized = protocol
    .map((row) => ({ examinationTypeId: row.examinationTypeId, period: row.period, periodInJob: row.periodInJob ?? null }))
    .sort((a, b) => a.examinationTypeId - b.examinationTypeId);
  return { protocol: normalized, errors };
}

/**
 * Whether `next` changes a period of `previous` (the level-6 rule). A row absent on one side counts as period
 * 'Nessuna': adding a row without a period, or dropping one that had none, changes no period.
 */
export function protocolPeriodsChanged(previous: readonly HealthProtocolEntry[], next: readonly HealthProtocolEntry[]): boolean {
  const before = new Map(previous.map((row) => [row.examinationTypeId, row.period]));
  const after = new Map(next.map((row) => [row.examinationTypeId, row.period]));
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    if ((before.get(id) ?? PERIOD_NONE) !== (after.get(id) ?? PERIOD_NONE)) return true;
  }
  return false;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
