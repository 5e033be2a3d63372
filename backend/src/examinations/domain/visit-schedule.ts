import { EXAMINATION_TYPES, VISIT_FORM_KEYS, type ExaminationFormData, type HealthProtocolEntry, nextDue } from '@tutela/contracts';

/** Extypes id of the periodic visit: its protocol row sets when the next visit is due. */
export const PERIODIC_VISIT_TYPE_ID = 10;
/** Other protocol examinations due this close to the next visit are suggested with it (part 1 §5). */
const SUGGESTION_WINDOW_MONTHS = 3;

function numbers(value: unknown): number[] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.entries(value)
          .filter(([, on]) => on === true)
          .map(([key]) => key)
      : [];
  return list.map((item) => Number(item)).filter((item) => Number.isInteger(item) && EXAMINATION_TYPES.some((type) => type.id === item));
}

/** The visit's own type and the other examinations the form says were done with it. */
export function performedTypeIds(typeId: number, data: ExaminationFormData): number[] {
  return [...new Set([typeId, ...numbers(data[VISIT_FORM_KEYS.performedTypes])])];
}

/** Months to the next visit chosen in the form; null lets the protocol decide. */
export function chosenNextPeriod(data: ExaminationFormData): number | null {
  const raw = data[VISIT_FORM_KEYS.nextVisitPeriod];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value !== 0 ? value : null;
}

/** The PV row's period (months, or -1 once / -2 VDT), null when the protocol has no periodic visit. */
export function protocolNextPeriod(protocol: readonly HealthProtocolEntry[]): number | null {
  return protocol.find((entry) => entry.examinationTypeId === PERIODIC_VISIT_TYPE_ID)?.period ?? null;
}

/** When the next visit is due after one on `date`: the form's choice, else the protocol's PV period. */
export function nextVisitDate(
  date: string,
  chosen: number | null,
  protocol: readonly HealthProtocolEntry[],
  age: number | null,
): string | null {
  const period = chosen ?? protocolNextPeriod(protocol);
  return period === null ? null : nextDue(date, period, age);
}

function monthsBetween(a: string, b: string): number {
  const [ya, ma, da] = a.split('-').map(Number);
  const [yb, mb, db] = b.split('-').map(Number);
  return (yb - ya) * 12 + (mb - ma) + (db - da) / 31;
}

/**
 * Other protocol examinations due within three months before or after the next visit, so the doctor books them
 * together. One never done is due now, which is suggested when the next visit is itself that close.
 */
export function suggestedExaminations(
  protocol: readonly HealthProtocolEntry[],
  lastByType: Record<string, string>,
  nextVisit: string | null,
  today: string,
  age: number | null,
): { examination_type_id: number; extype: string; next: string }[] {
  if (!nextVisit) return [];
  const suggestions: { examination_type_id: number; extype: string; next: string }[] = [];
  for (const entry of protocol) {
    if (entry.examinationTypeId === PERIODIC_VISIT_TYPE_ID) continue;
    const last = lastByType[String(entry.examinationTypeId)] ?? null;
    const next = last ? nextDue(last, entry.period, age) : entry.period === 0 ? null : today;
    if (!next || Math.abs(monthsBetween(nextVisit, next)) > SUGGESTION_WINDOW_MONTHS) continue;
    const type = EXAMINATION_TYPES.find((candidate) => candidate.id === entry.examinationTypeId);
    suggestions.push({ examination_type_id: entry.examinationTypeId, extype: type?.name ?? String(entry.examinationTypeId), next });
  }
  return suggestions;
}
