import type { DvrCreatedData, DvrFormData, DvrHazardsAppliedData, DvrJobHazards } from '@tutela/contracts';
import type { SubmissionErrors } from '../../forms/domain/submission-errors';

/** Who acts, as the rules need it: the level of the request's application and whether the user is customer-side. */
export interface DvrActor {
  id: string;
  name: string;
  role: string;
  level: number;
  customerSide: boolean;
}

/** Create a DVR; `created` is resolved by the handler (id, tenant, the latest published form of the type). */
export interface CreateDvr {
  type: 'CreateDvr';
  actor: DvrActor;
  created: DvrCreatedData;
}

export interface SaveDvrData {
  type: 'SaveDvrData';
  actor: DvrActor;
  data: DvrFormData;
  formCode: string;
  formVersion: number;
  /** What the form version refuses in `data` as a draft (required fields may wait for the signature). */
  formErrors?: SubmissionErrors;
}

export interface SignDvr {
  type: 'SignDvr';
  actor: DvrActor;
  now: string;
  documentDate: string;
  /** Computed by the handler through the hazard feed from the saved data. */
  jobHazards: DvrJobHazards[];
  /** What the form version refuses in the saved data, every required field included. */
  formErrors?: SubmissionErrors;
}

export interface ReopenDvr {
  type: 'ReopenDvr';
  actor: DvrActor;
  now: string;
}

/** Records what the hazard feed did after a signature (the feed runs outside the decider: it touches job streams). */
export interface RecordDvrHazardsApplied {
  type: 'RecordDvrHazardsApplied';
  actor: DvrActor;
  applied: DvrHazardsAppliedData;
}

export type DvrCommand = CreateDvr | SaveDvrData | SignDvr | ReopenDvr | RecordDvrHazardsApplied;
