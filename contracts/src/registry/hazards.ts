/**
 * Hazard vocabulary (spec part 1 §3, part 2 §3.6, §3.7): the pivot that ties a hazard to a job or a worker and
 * the specific forms some hazards carry. Shared by jobs, workers, their projectors and the hazard form in the UI.
 */

/** Exposure frequency, numeric form (part 2 §3.7) with the text code used elsewhere (part 1 §3). */
export const EXPOSURE_FREQUENCIES = [
  { value: 1, code: 'CASUAL', label: 'Occasionale' },
  { value: 2, code: 'LESS_THAN_TWO_HOURS', label: 'Meno di due ore al giorno' },
  {
    value: 3,
    code: 'BETWEEN_TWO_AND_FOUR_HOURS',
    label: 'Da due a quattro ore al giorno',
  },
  {
    value: 4,
    code: 'MORE_THAN_FOUR_HOURS',
    label: 'Più di quattro ore al giorno',
  },
  { value: 5, code: 'EIGHT_HOURS', label: 'Otto ore al giorno' },
] as const;
export type ExposureFrequency = (typeof EXPOSURE_FREQUENCIES)[number]['value'];
export type ExposureFrequencyCode = (typeof EXPOSURE_FREQUENCIES)[number]['code'];

/** The specific forms of part 2 §3.7; a hazard of the catalogue names one (or none). */
export const HAZARD_FORM_KINDS = [
  'noise',
  'manual_handling',
  'repeated_movements',
  'carcinogen',
  'biological_agents',
  'dusts',
  'chemical',
  'microclimate',
  'exposure_values',
] as const;
export type HazardFormKind = (typeof HAZARD_FORM_KINDS)[number];

/** A hazard of an entity's catalogue (GET /api/{app}/entities/{entity_id}/hazards). */
export interface HazardCatalogueEntry {
  id: string;
  code: string;
  description_med: string;
  /** Relevant to health surveillance (shown to the doctor). */
  med_hazard: boolean;
  form: HazardFormKind | null;
}

/**
 * A hazard assigned to a job or a worker (the "pivot"). `formData` holds the specific form's fields
 * (part 2 §3.7), only for job level 1 (part 2 §5.2).
 */
export interface HazardAssignment {
  hazardId: string;
  /** ISO date (YYYY-MM-DD) of the risk evaluation. */
  evaluationDate: string | null;
  /** Exposure in days per year. */
  expositionDays: number | null;
  frequency: ExposureFrequency | null;
  formData: Record<string, unknown> | null;
}

/** The normal result note of a hazard form (part 2 §8). */
export const HAZARD_WITHIN_LIMITS_MESSAGE = 'Tutti i valori rilevati sono nella norma (inferiori al 10% del VLE)';
/** Below this share of the limit value every measured value counts as normal. */
export const HAZARD_LIMIT_SHARE = 0.1;
