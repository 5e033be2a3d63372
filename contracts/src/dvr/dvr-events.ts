import type { HazardAssignment } from '../registry/hazards';

/**
 * Events of a `dvr-<uuid>` stream: one risk-assessment document of one factory and one code (DVR_TYPES). The
 * stream is the document's legal record: each signature carries the whole data and the form version it was
 * filled with, so every signed revision stays readable as it was signed after any reopening.
 */

/** The form.io submission data (keys of the DVR form definition: for SEDE one panel per DVR_SITE_SECTIONS key). */
export type DvrFormData = Record<string, unknown>;

export interface DvrActorRef {
  id: string;
  name: string;
  role: string;
}

export interface DvrCreatedData {
  dvrId: string;
  entityId: string;
  customerId: string;
  factoryId: string;
  code: string;
  title: string;
  formCode: string;
  formVersion: number;
}

/** Data saved while the document is open (IN LAVORAZIONE). `sections` = top-level keys that changed. */
export interface DvrDataSavedData {
  dvrId: string;
  data: DvrFormData;
  formCode: string;
  formVersion: number;
  sections: string[];
}

/** A job's hazards as a signed DVR assesses them (jhaz rows for the job plus areahaz rows of its areas). */
export interface DvrJobHazards {
  jobId: string;
  hazards: HazardAssignment[];
}

/** Signed (FIRMATO): revision 1 for the first signature, 2 after one reopening, … The whole data is in the event. */
export interface DvrSignedData {
  dvrId: string;
  revisionNumber: number;
  data: DvrFormData;
  formCode: string;
  formVersion: number;
  signedBy: DvrActorRef;
  signedAt: string;
  /** ISO date printed on the document (data del documento, 'data certa'). */
  documentDate: string;
  /** The hazards per job this revision assesses (what the hazard feed compares with the jobs). */
  jobHazards: DvrJobHazards[];
  /**
   * Signed with apply_hazards: the DVR's hazard reaction then carries `jobHazards` to the factory's jobs (and they
   * to their workers) and records DvrHazardsApplied. Absent on signatures that leave the jobs alone.
   */
  applyHazards?: true;
}

/** Reopened: the signed revision `archivedRevision` becomes a past state, readable read-only. */
export interface DvrReopenedData {
  dvrId: string;
  archivedRevision: number;
  reopenedBy: DvrActorRef;
  reopenedAt: string;
}

/**
 * The signed revision's hazards were carried to the factory's jobs (JobHazardsSet on each job stream, propagated
 * to the jobs' active workers): recorded on the DVR so its history says which jobs and how many workers it touched.
 */
export interface DvrHazardsAppliedData {
  dvrId: string;
  revisionNumber: number;
  jobs: { jobId: string; added: string[]; removed: string[] }[];
  workers: number;
}

export interface DvrEventMap {
  DvrCreated: DvrCreatedData;
  DvrDataSaved: DvrDataSavedData;
  DvrSigned: DvrSignedData;
  DvrReopened: DvrReopenedData;
  DvrHazardsApplied: DvrHazardsAppliedData;
}
export type DvrEventType = keyof DvrEventMap;
export const DVR_EVENT_TYPES: readonly DvrEventType[] = ['DvrCreated', 'DvrDataSaved', 'DvrSigned', 'DvrReopened', 'DvrHazardsApplied'];
export const DVR_STREAM_PREFIX = 'dvr-';
