import type { DvrRevisionSummary, DvrStatusCode } from './dvr-api';
import type { DvrFormData } from './dvr-events';

/**
 * A DVR as it stood at a point of its history ("Cronologia", GET /api/{app}/history/dvr/{id}/state): its data,
 * the form version it was filled with and the revisions signed up to then (the ones a later reopening had
 * archived by then marked `archived`).
 */
export interface DvrStateDetail {
  /** The factory the document belongs to (its job lookups fill the read-only form). */
  customer_id: string;
  factory_id: string;
  code: string;
  title: string;
  status: DvrStatusCode;
  dvrdata: DvrFormData;
  form_code: string;
  form_version: number;
  revisions: DvrRevisionSummary[];
  /** The last hazards applied to the factory's jobs up to then: the revision, how many jobs and workers. */
  hazards_applied: { revision: number; jobs: number; workers: number } | null;
}
