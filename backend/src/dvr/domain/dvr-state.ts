import type { DvrCreatedData, DvrFormData, DvrHazardsAppliedData, DvrJobHazards } from '@tutela/contracts';

interface Recorded {
  created: DvrCreatedData;
  /** Last saved (or signed) data; null until the first save. */
  data: DvrFormData | null;
  formCode: string;
  formVersion: number;
  /** Number of the last signed revision (0: never signed). */
  lastRevision: number;
  /** jobHazards of every signed revision, by number: an apply carries one of them to the jobs. */
  signedJobHazards: Record<number, DvrJobHazards[]>;
  /** The last signed revision whose hazards were applied (0: none) and what that apply recorded. */
  appliedRevision: number;
  lastApplied: Pick<DvrHazardsAppliedData, 'jobs' | 'workers'> | null;
}

/** A DVR: not created yet, open (IN LAVORAZIONE, editable) or signed (FIRMATO, read-only until reopened). */
export type DvrState = { status: 'none' } | (Recorded & { status: 'open' }) | (Recorded & { status: 'signed' });
export type ExistingDvr = Exclude<DvrState, { status: 'none' }>;
