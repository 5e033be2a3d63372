import type { ExaminationFileAttachedData, ExaminationFormData, ExaminationStartedData } from '@tutela/contracts';
import type { SubmissionErrors } from '../../shared/submission-errors';

/** Who acts, as the rules need it (the role decides save / sign / reopen). */
export interface ExaminationActor {
  id: string;
  name: string;
  /** Every role the caller holds in the md application (role, second role, grants). */
  roles: readonly string[];
  /** The role recorded on a signature. */
  role: string;
}

/**
 * Save (NF / ATT) or sign (FI) a visit, starting it when `start` is given and the stream is new. The next visit
 * date and the performed types are computed by the handler (they need the worker's protocol and age).
 */
export interface SaveExamination {
  type: 'SaveExamination';
  start: ExaminationStartedData | null;
  status: 'NF' | 'ATT' | 'FI';
  data: ExaminationFormData;
  formCode: string;
  formVersion: number;
  examinationDate: string;
  actor: ExaminationActor;
  now: string;
  performedTypeIds: number[];
  nextVisitPeriod: number | null;
  nextVisitDate: string | null;
  /** What the form version refuses in `data` (the handler checks it: draft for NF / ATT, final for FI). */
  formErrors?: SubmissionErrors;
}

/** Sign a visit (FI): the same form as a save, checked whole, recorded as the next signed version. */
export interface SignExamination extends Omit<SaveExamination, 'type' | 'status'> {
  type: 'SignExamination';
}

export interface ReopenExamination {
  type: 'ReopenExamination';
  actor: ExaminationActor;
  now: string;
}

export interface AttachExaminationFile {
  type: 'AttachExaminationFile';
  actor: ExaminationActor;
  file: Omit<ExaminationFileAttachedData, 'examinationId'>;
}

export interface DeleteExaminationFile {
  type: 'DeleteExaminationFile';
  actor: ExaminationActor;
  fileId: string;
}

export type ExaminationCommand = SaveExamination | SignExamination | ReopenExamination | AttachExaminationFile | DeleteExaminationFile;
