import { VISIT_PERIODS } from '../shell/constants';

/**
 * Health protocol vocabulary (spec part 2 §3.2, §3.3, §4, §9): which examinations a job or a worker needs and
 * how often. Shared by the jobs and workers contexts, their projectors and the protocol table in the UI.
 */

/** Period of a protocol row in months, or one of the two special values. */
export const PERIOD_NONE = 0;
/** Video-terminal workers (D.Lgs. 81/08 art. 176: 5 years, 2 after 50 years of age). */
export const PERIOD_VDT = -2;
/** Once only (e.g. at hiring). */
export const PERIOD_ONCE = -1;

/** Labels in capitals, as the visit periods of spec part 1 §9 ("ANNUALE"), so that one list reads as one. */
export const PERIOD_OPTIONS: readonly { value: number; label: string }[] = [
  { value: PERIOD_NONE, label: 'NESSUNA' },
  { value: PERIOD_VDT, label: 'VDT (5,2)' },
  { value: PERIOD_ONCE, label: 'UNA TANTUM' },
  ...[
    ...VISIT_PERIODS.map((period) => ({
      value: period.months,
      label: period.label,
    })),
    { value: 4, label: 'QUADRIMESTRALE' },
    { value: 5, label: '5 MESI' },
  ].sort((a, b) => a.value - b.value),
];

export function isValidPeriod(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && (value === PERIOD_VDT || value === PERIOD_ONCE || (value >= 0 && value <= 120))
  );
}

/** Label of a period for tables and summaries ("ANNUALE", "VDT (5,2)", "18 MESI"). */
export function periodLabel(value: number): string {
  return PERIOD_OPTIONS.find((option) => option.value === value)?.label ?? `${value} MESI`;
}

/** One row of a job's or a worker's health protocol, as events and commands carry it. */
export interface HealthProtocolEntry {
  /** Id of the examination type (extypes catalogue). */
  examinationTypeId: number;
  /** Months between examinations, or PERIOD_VDT / PERIOD_ONCE / PERIOD_NONE. */
  period: number;
  /** Period while in this job, when it differs (spec part 2 §3.2 period_in_job). */
  periodInJob?: number | null;
}

/** The period change rule (spec part 2 §5.2, §6): changing a protocol period needs this level. */
export const PROTOCOL_PERIOD_MIN_LEVEL = 6;
