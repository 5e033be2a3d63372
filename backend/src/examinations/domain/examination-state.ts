import type { ExaminationFormData, ExaminationKind, ExaminationStartedData } from '@tutela/contracts';

export interface ExaminationFile {
  fileId: string;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
}

interface Recorded {
  started: ExaminationStartedData;
  kind: ExaminationKind;
  data: ExaminationFormData;
  formCode: string;
  formVersion: number;
  examinationDate: string;
  /** Signed versions so far (the current one included when signed). */
  signedVersions: number;
  files: ExaminationFile[];
}

/** A visit or record: absent, open (NF / ATT, editable) or signed (FI, read-only until reopened). */
export type ExaminationState =
  { status: 'absent' } | (Recorded & { status: 'open'; openStatus: 'NF' | 'ATT' }) | (Recorded & { status: 'signed' });

export type ExistingExamination = Exclude<ExaminationState, { status: 'absent' }>;
