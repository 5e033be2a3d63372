import type { DvrActorRef, DvrCreatedData, DvrFormData, DvrHazardsAppliedData, DvrJobHazards } from '@tutela/contracts';
import type { SubmissionErrors } from '../../shared/submission-errors';

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
  /** apply_hazards: the signature asks the hazard reaction to carry its hazards to the factory's jobs. */
  applyHazards?: boolean;
}

export interface ReopenDvr {
  type: 'ReopenDvr';
  actor: DvrActor;
  now: string;
}

/**
 * Records what the hazard reaction did after a signature (it runs outside the decider: it touches job streams).
 * Only the reaction issues it, on behalf of the signer, whose right to sign the signature itself proved.
 */
export interface RecordDvrHazardsApplied {
  type: 'RecordDvrHazardsApplied';
  actor: DvrActorRef;
  applied: DvrHazardsAppliedData;
}

export type DvrCommand = CreateDvr | SaveDvrData | SignDvr | ReopenDvr | RecordDvrHazardsApplied;
