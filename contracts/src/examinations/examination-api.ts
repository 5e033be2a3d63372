import type { HazardRow } from '../workers/worker-rows';
import type { ExaminationFormData, ExaminationKind } from './examination-events';
import type { FormKind } from './form-definition-events';

/**
 * The examinations API (spec part 1 §3, §4, §5, §7): what the examination screen, the worker card and the
 * "Visite effettuate" list send and receive. All paths are under /api/md (medicine only).
 *
 * - GET  /api/{md|fr|sr}/formio/{id|code}[?version=n] → { data: FormDefinition } (INV, VAC, VIS, DVR-… or numeric id)
 * - POST /api/md/examination-keys                    { worker_id, time_key? } → { data: { key, time_key } }
 * - GET  /api/md/examinations/by-key/{key}           → { data: ExaminationDetail } (draft when not started yet)
 * - POST /api/md/examinations                        SaveExaminationBody → { data: { id, revision, position } }
 * - POST /api/md/examinations/{id}/reopen            { revision } → { data: { id, revision, position } }
 * - GET  /api/md/examinations/{id}                   → { data: ExaminationDetail }
 * - GET  /api/md/examinations/{id}/versions/{n}      → { data: ExaminationVersion } (archived, read-only)
 * - GET  /api/md/examinations                        paged ExaminationListRow ("Visite effettuate", filters)
 * - GET  /api/md/workers/{id}/examinations           → { data: ExaminationListRow[] } (worker card)
 * - POST /api/md/examinationssp                      SaveRecordBody (INV/VAC) → { data: { id, revision, position } }
 * - POST /api/md/examinations/{id}/files             multipart `file` → { data: ExaminationFileRow }
 * - GET  /api/md/examinations/{id}/files/{fileId}    the bytes
 * - DELETE /api/md/examinations/{id}/files/{fileId}  → { data: { id, revision, position } }
 * - GET  /api/md/examinations/{id}/pdf               'Pdf della visita' (level ≥ 6; DOWNLOAD ESAME in the log)
 * - GET  /api/md/workers/{id}/health-data-reads      paged HealthDataReadRow (level ≥ 8)
 */

/** What "Visite effettuate" sorts on (GET /api/md/examinations?sort=…). */
export const EXAMINATION_SORT_KEYS = ['date', 'worker', 'company'] as const;
export type ExaminationSortKey = (typeof EXAMINATION_SORT_KEYS)[number];

/** Status in the form and in lists: NF 0 (not finished), FI 1 (signed), ATT -1 (pending). */
export const EXAMINATION_STATUS = { NF: 0, FI: 1, ATT: -1 } as const;
export type ExaminationStatusCode = (typeof EXAMINATION_STATUS)[keyof typeof EXAMINATION_STATUS];

/** Keys of the visit form the server reads (the rest of the data is the form's own business). */
export const VISIT_FORM_KEYS = {
  giudizio: 'giudizio',
  limitazioni: 'limitazioni',
  prescrizioni: 'prescrizioni',
  tipoVisita: 'tipo_visita',
  nextVisitPeriod: 'periodo_prossima_visita',
  /** Extypes ids of the other examinations done with this visit (ECG, AUD…), for the protocol dates. */
  performedTypes: 'accertamenti_eseguiti',
} as const;

/** Fitness judgements (giudizio) and their labels. IL/IP/IPL need limitazioni/prescrizioni (part 1 §5). */
export const FITNESS_OUTCOMES = [
  { code: 'ID', label: 'Idoneo' },
  { code: 'IL', label: 'Idoneo con limitazioni' },
  { code: 'IP', label: 'Idoneo con prescrizioni' },
  { code: 'IPL', label: 'Idoneo con limitazioni e prescrizioni' },
  { code: 'ITL', label: 'Inidoneo temporaneamente' },
  { code: 'NI', label: 'Non idoneo' },
] as const;
/** Outcomes highlighted in lists. */
export const HIGHLIGHTED_OUTCOMES = ['IL', 'IP', 'IPL', 'ITL', 'NI'] as const;

/** Visit types (tipo_visita → outcome_bis). PV is the periodic visit (extypes id 10). */
export const VISIT_TYPES = [
  { code: 'VP', label: 'Preventiva', typeId: 1 },
  { code: 'VPA', label: 'Preventiva preassuntiva', typeId: 2 },
  { code: 'PV', label: 'Periodica', typeId: 10 },
  { code: 'RVS', label: 'Su richiesta del lavoratore', typeId: 3 },
  { code: 'CM', label: 'Cambio mansione', typeId: 4 },
  {
    code: 'RL',
    label: 'Ripresa del lavoro dopo assenza > 60 giorni',
    typeId: 5,
  },
  { code: 'CR', label: 'Cessazione del rapporto di lavoro', typeId: 6 },
] as const;

/** A versioned form definition (deploy/forms/*.json as served). */
export interface FormDefinition {
  id: number;
  code: string;
  version: number;
  title: string;
  kind: FormKind;
  /** form.io JSON: { display: 'form', components: [...] }. */
  schema: { display?: string; components: unknown[]; [key: string]: unknown };
}

/** POST /api/md/examinations: start (no examination_id) or save; status 1 signs. */
export interface SaveExaminationBody {
  examination_id?: string;
  worker_id: string;
  time_key: string;
  /** ISO date YYYY-MM-DD. */
  examinationdate: string;
  type_id: number;
  status: ExaminationStatusCode;
  exdata: ExaminationFormData;
  form_code: string;
  form_version: number;
  /** The revision the screen loaded (absent when starting): a concurrent save answers 409. */
  revision?: number;
}

/** POST /api/md/examinationssp: disability (INV, 22) and vaccination (VAC, 9) records (part 1 §3). */
export interface SaveRecordBody {
  id?: string;
  tmp: boolean;
  worker_id: string;
  customer_id: string;
  type: 'INV' | 'VAC';
  type_id: 22 | 9;
  examinationdate: string;
  exdata: ExaminationFormData;
  /** The job name as the visit shows it (the server takes the job id from the worker); null without a job. */
  job?: string | null;
  revision?: number;
}

export interface ExaminationWorkerSummary {
  id: string;
  name: string;
  birth_date: string | null;
  age: number | null;
  customer_id: string;
  company_name: string;
  job: { name: string } | null;
}

/** One archived (signed, then reopened) or current signed version. */
export interface ExaminationVersionSummary {
  version: number;
  signed_by: { id: string; name: string };
  signed_at: string;
  outcome: string | null;
  /** true for versions a reopening archived; the current signed one is false. */
  archived: boolean;
}

export interface ExaminationVersion extends ExaminationVersionSummary {
  examination_id: string;
  examinationdate: string;
  outcome_bis: string | null;
  form_code: string;
  form_version: number;
  exdata: ExaminationFormData;
}

export interface ExaminationFileRow {
  id: string;
  file_name: string;
  mime_type: string;
  size: number;
  created_at: string;
  created_by: string;
}

/** GET /api/md/examinations/{id} and by-key: what the examination screen needs. */
export interface ExaminationDetail {
  /** null while a draft (by-key of a visit not saved yet). */
  id: string | null;
  kind: ExaminationKind;
  type_id: number;
  time_key: string;
  examinationdate: string;
  status: ExaminationStatusCode;
  outcome: string | null;
  outcome_bis: string | null;
  exdata: ExaminationFormData;
  form_code: string;
  form_version: number;
  worker: ExaminationWorkerSummary;
  job: { id: string | null; name: string | null };
  hazards: HazardRow[];
  /** Period in months the protocol suggests for PV (extypes id 10), for the next-visit prefill. */
  protocol_next_period: number | null;
  /** Other protocol examinations due within 3 months before or after the next visit. */
  suggested_examinations: {
    examination_type_id: number;
    extype: string;
    next: string;
  }[];
  versions: ExaminationVersionSummary[];
  files: ExaminationFileRow[];
  revision: number;
  /** The server's own rules for this caller, so the screen shows only what will be accepted. */
  can_edit: boolean;
  can_sign: boolean;
  can_reopen: boolean;
  can_pdf: boolean;
  /** "Cronologia" of the visit: auditors (level 8 in md) and the visit's own doctor (level 6). */
  can_history: boolean;
}

/**
 * A visit as it stood at a point of its history ("Cronologia"): its data with the form version it was filled
 * with, shown read-only by the same form renderer as the examination screen.
 */
export interface ExaminationStateDetail {
  kind: ExaminationKind;
  examinationdate: string;
  /** FI signed, NF open, ATT waiting. */
  status: 'FI' | 'NF' | 'ATT';
  exdata: ExaminationFormData;
  form_code: string;
  form_version: number;
  /** Signed versions up to that point. */
  versions: number;
  files: string[];
}

/** A row of the examinations lists (worker card, "Visite effettuate"). */
export interface ExaminationListRow {
  id: string;
  kind: ExaminationKind;
  type_id: number;
  extype: string;
  worker_id: string;
  worker_name: string;
  customer_id: string;
  company_name: string;
  factory_id: string | null;
  examinationdate: string;
  status: ExaminationStatusCode;
  outcome: string | null;
  outcome_bis: string | null;
  doctor_name: string | null;
  /** Availability dots (part 2 §2.1): which of EMA, BIO, SPI, AUD, ECG, DRG this visit has. */
  availability: Record<'EMA' | 'BIO' | 'SPI' | 'AUD' | 'ECG' | 'DRG', boolean>;
  /** Laboratory status: null none requested, 'ATTESA' waiting, 'RICEVUTO' received. */
  lab_status: string | null;
  versions: number;
  /** Encrypted key of the examination route `examination/1/{key}`. */
  key: string;
}

/**
 * Who read a worker's clinical data (GET /api/md/workers/{id}/health-data-reads, paged, newest first): every
 * opened visit, archived version, PDF or attachment. Level 8 and up only: the reads are the data's audit trail.
 */
export const HEALTH_DATA_READS_MIN_LEVEL = 8;
export interface HealthDataReadRow {
  id: string;
  /** ISO timestamp of the read. */
  read_at: string;
  user_id: string;
  user_name: string;
  /** The reader's main role at that moment (role code). */
  user_role: string;
  /** visita, versione n, pdf versione n, allegato <nome>. */
  what: string;
  examination_id: string;
}
