import type { HazardAssignment } from '../registry/hazards';

/**
 * Events of an `examination-<uuid>` stream: one medical visit (VIS), disability record (INV) or vaccination
 * record (VAC) of one worker. The stream is the record the law asks us to keep: nothing is overwritten, a
 * reopened signed visit keeps every signed version as a past state (ExaminationSigned carries the whole data).
 */

/** Kind of record: a visit filled with the visit form, or the worker's disability / vaccination record. */
export const EXAMINATION_KINDS = ['VIS', 'INV', 'VAC'] as const;
export type ExaminationKind = (typeof EXAMINATION_KINDS)[number];

/** The form.io submission data of a record (keys of the form definition it was filled with). */
export type ExaminationFormData = Record<string, unknown>;

/** The form the data was filled with: an old record always renders with its own version. */
export interface FormVersionRef {
  formCode: string;
  formVersion: number;
}

export interface ExaminationStartedData extends FormVersionRef {
  examinationId: string;
  kind: ExaminationKind;
  /** Extypes id: the visit's examination type (1 VP, 10 PV…), 22 INV, 9 VAC. */
  typeId: number;
  workerId: string;
  entityId: string;
  customerId: string;
  factoryId: string | null;
  /** ISO date of the visit. */
  examinationDate: string;
  /** Client-chosen key that, with the worker id, identifies the visit (the examination route's key). */
  timeKey: string;
  /** The worker's job and hazards at this moment (snapshots: later job changes do not rewrite the visit). */
  jobId: string | null;
  jobName: string | null;
  hazards: HazardAssignment[];
  /** The doctor who visits (user id), when known. */
  doctorId: string | null;
}

/** Data saved while the visit is open: status NF (0) or ATT (-1). */
export interface ExaminationDataSavedData extends FormVersionRef {
  examinationId: string;
  data: ExaminationFormData;
  status: 'NF' | 'ATT';
  /** Outcome from `giudizio`, outcome_bis from `tipo_visita` (null while empty). */
  outcome: string | null;
  outcomeBis: string | null;
  examinationDate: string;
}

/** Signed (FI): the whole signed data is in the event, so every signed version stays readable forever. */
export interface ExaminationSignedData extends FormVersionRef {
  examinationId: string;
  /** 1 for the first signature, 2 after one reopening, … */
  version: number;
  data: ExaminationFormData;
  outcome: string | null;
  outcomeBis: string | null;
  examinationDate: string;
  signedBy: { id: string; name: string; role: string };
  signedAt: string;
  /** Extypes ids this visit counts as done for the worker's health protocol (always includes typeId). */
  performedTypeIds: number[];
  /** Months to the next periodic visit chosen in the form (null = protocol rule). */
  nextVisitPeriod: number | null;
  /** ISO date of the next visit computed at signing, null when none is due. */
  nextVisitDate: string | null;
}

/** Reopened (NON FIRMATA): the signed version `archivedVersion` becomes a past state, shown read-only. */
export interface ExaminationReopenedData {
  examinationId: string;
  archivedVersion: number;
  reopenedBy: { id: string; name: string; role: string };
  reopenedAt: string;
}

export interface ExaminationFileAttachedData {
  examinationId: string;
  fileId: string;
  fileName: string;
  mimeType: string;
  size: number;
  /** SHA-256 of the bytes (hex): the file store is content-addressed. */
  sha256: string;
}
export interface ExaminationFileDeletedData {
  examinationId: string;
  fileId: string;
}

/**
 * The signed visit's PDF was downloaded (DOWNLOAD ESAME in the activity log). An audit fact, not a change of the
 * visit: it goes to the visit's own downloads stream (`examination-<uuid>-downloads`), so the visit's revision,
 * which the open screen sends back with every save, does not move.
 */
export interface ExaminationPdfDownloadedData {
  examinationId: string;
  workerId: string;
  /** The signed version the PDF shows. */
  version: number;
}
export const EXAMINATION_PDF_DOWNLOADED = 'ExaminationPdfDownloaded' as const;
/** Suffix of the stream that receives a visit's downloads: same category (ESAME), another stream. */
export const EXAMINATION_DOWNLOADS_SUFFIX = '-downloads';

/**
 * Every signed visit of a worker downloaded at once as a zip of PDFs (DOWNLOAD ESAMI). Recorded on the worker's own
 * downloads stream (`worker-<uuid>-downloads`), so it shows in the worker's 'Ultime attività' without moving the
 * worker's revision.
 */
export interface ExaminationsZipDownloadedData {
  workerId: string;
  examinationIds: string[];
}
export const EXAMINATIONS_ZIP_DOWNLOADED = 'ExaminationsZipDownloaded' as const;

export interface ExaminationEventMap {
  ExaminationStarted: ExaminationStartedData;
  ExaminationDataSaved: ExaminationDataSavedData;
  ExaminationSigned: ExaminationSignedData;
  ExaminationReopened: ExaminationReopenedData;
  ExaminationFileAttached: ExaminationFileAttachedData;
  ExaminationFileDeleted: ExaminationFileDeletedData;
}
export type ExaminationEventType = keyof ExaminationEventMap;
export const EXAMINATION_STREAM_PREFIX = 'examination-';
