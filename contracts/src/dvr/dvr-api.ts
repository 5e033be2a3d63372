import type { DvrFormData } from './dvr-events';

/**
 * The DVR API (spec part 1 §2, §3, §7, §8). Every path answers under /api/{md|fr|sr}/ with that application's
 * level (the safety consultant, hse_manager, is level 8 in sr); writes accept an Idempotency-Key.
 *
 * - GET  /api/{app}/dvr-types                                    → { data: DvrTypeRow[] }
 * - GET  /api/{app}/customers/{cid}/factories/{fid}/dvrs[?code=]  → { data: DvrListRow[] } (newest first)
 * - POST /api/{app}/dvrs                                         CreateDvrBody → { data: DvrCommandAnswer }
 * - GET  /api/{app}/dvrs/{id}                                    → { data: DvrDetail }
 * - POST /api/{app}/dvrs/storedata                               StoreDvrDataBody → { data: DvrCommandAnswer }
 * - GET  /api/{app}/dvrs/{id}/hazards-preview                    → { data: DvrHazardsPreview } (saved data vs jobs)
 * - POST /api/{app}/dvrs/{id}/sign                               SignDvrBody → { data: DvrCommandAnswer }
 * - POST /api/{app}/dvrs/{id}/reopen                             { revision } → { data: DvrCommandAnswer }
 * - GET  /api/{app}/dvrs/{id}/revisions/{n}                      → { data: DvrRevision } (read-only, as signed)
 */

/** Status in lists and on the card: 0 open (IN LAVORAZIONE), 1 signed (FIRMATO). */
export const DVR_STATUS = { OPEN: 0, SIGNED: 1 } as const;
export type DvrStatusCode = (typeof DVR_STATUS)[keyof typeof DVR_STATUS];

/**
 * Keys of the DVR form data the server reads (the rest is the form's own business):
 * - areas:   [{ area_id, name, description?, job_ids: string[] }]        (SEDE "Aree")
 * - jhaz:    [{ job_id, hazard_id, evaluation_date?, exposition_days?, frequency?, probability?, damage?, measures? }]
 * - areahaz: [{ area_id, hazard_id, evaluation_date?, exposition_days?, frequency?, probability?, damage?, measures? }]
 * - document_date: 'YYYY-MM-DD' (data del documento), in the SEDE "card" panel or at the top of a specific form.
 * Risk R = probability (1–4) × damage (1–4), the usual P×D matrix.
 */
export const DVR_FORM_KEYS = {
  card: 'card',
  areas: 'areas',
  jobHazards: 'jhaz',
  areaHazards: 'areahaz',
  documentDate: 'document_date',
} as const;

export interface DvrTypeRow {
  code: string;
  title: string;
  form_code: string;
  site: boolean;
  hazard_ids: string[];
}

export interface CreateDvrBody {
  customer_id: string;
  factory_id: string;
  code: string;
  /** Specific DVRs: a title of the assessment (default: the type's title). Ignored for SEDE. */
  title?: string | null;
}

/** POST dvrs/storedata: the spec's DVR payload (customer, dvrdata, tosave) plus what identifies the document. */
export interface StoreDvrDataBody {
  /** Customer id (the spec's `customer`). */
  customer: string;
  factory_id: string;
  dvr_id: string;
  code: string;
  dvrdata: DvrFormData;
  /** true saves; false only validates the payload and answers without writing anything. */
  tosave: boolean;
  form_code: string;
  form_version: number;
  /**
   * The stream revision the screen loaded: a save after it answers 409 and nothing is written. Left out (the spec's
   * client), the server saves on the revision it reads; a change landing meanwhile is still a 409.
   */
  revision?: number;
}

export interface SignDvrBody {
  revision: number;
  /** Carry the revision's hazards to the factory's jobs and their active workers (after the preview). */
  apply_hazards: boolean;
  /** ISO date printed on the document; default: today. */
  document_date?: string | null;
}

export interface ReopenDvrBody {
  revision: number;
}

export interface DvrCommandAnswer {
  id: string;
  revision: number;
  position: number;
  /** Sign with apply_hazards: jobs and workers the hazards reached. */
  jobs_updated?: number;
  workers_updated?: number;
}

export interface DvrRevisionSummary {
  number: number;
  signed_by: { id: string; name: string };
  signed_at: string;
  document_date: string;
  /** true for revisions a reopening archived; the current signed one is false. */
  archived: boolean;
}

export interface DvrListRow {
  id: string;
  code: string;
  title: string;
  customer_id: string;
  company_name: string;
  factory_id: string;
  factory_name: string;
  status: DvrStatusCode;
  /** Number of the last signed revision (0 = never signed). */
  last_revision: number;
  last_signed_at: string | null;
  updated_at: string;
  updated_by: string;
}

export interface DvrDetail extends DvrListRow {
  dvrdata: DvrFormData;
  form_code: string;
  form_version: number;
  revisions: DvrRevisionSummary[];
  /** The stream revision to send back with storedata / sign / reopen. */
  revision: number;
  /** The server's own rules for this caller. */
  can_edit: boolean;
  can_sign: boolean;
  can_reopen: boolean;
  can_history: boolean;
}

export interface DvrRevision extends DvrRevisionSummary {
  dvr_id: string;
  code: string;
  title: string;
  form_code: string;
  form_version: number;
  dvrdata: DvrFormData;
}

/** What signing with apply_hazards would change: per job, the hazards added and removed and the workers touched. */
export interface DvrHazardsPreview {
  jobs: {
    job_id: string;
    job_name: string;
    added: { hazard_id: string; description: string }[];
    removed: { hazard_id: string; description: string }[];
    /** Active workers of the job: their hazards change, so their health protocol must be reviewed. */
    workers: { id: string; name: string; protocol: string[] }[];
  }[];
  workers_total: number;
}
