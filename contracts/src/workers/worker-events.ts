import type { HazardAssignment } from '../registry/hazards';
import type { HealthProtocolEntry } from '../registry/health-protocol';

/**
 * Events of a `worker-<uuid>` stream (a person employed by a customer), owned by the workers context.
 * Update events carry only the fields that changed (absent = unchanged, null = emptied).
 */
export interface WorkerPersonalData {
  firstName: string;
  lastName: string;
  /** 'M' or 'F'. */
  sex: 'M' | 'F';
  /** ISO date YYYY-MM-DD. */
  birthDate: string;
  /** Municipality name or foreign state as shown ("ROMA", "FRANCIA"). */
  birthPlace: string;
  /** Belfiore code of the birth place (H501 Roma, Z110 Francia): what the tax code encodes. */
  birthPlaceCode: string | null;
  fiscalCode: string | null;
  email: string | null;
  emailPersonal?: string | null;
  phone?: string | null;
}

export interface WorkerHiredData extends WorkerPersonalData {
  workerId: string;
  entityId: string;
  customerId: string;
  factoryId: string | null;
  /** ISO date of hiring, when known. */
  hiredOn?: string | null;
  /** CONTRACT_TYPES code. */
  contract?: string | null;
}

export type WorkerPersonalDataUpdatedData = {
  workerId: string;
} & Partial<WorkerPersonalData>;

/** Contract type, suitability and business impact (list filters of part 2 §2.1), exclusion from surveillance. */
export interface WorkerEmploymentUpdatedData {
  workerId: string;
  contract?: string | null;
  /** Outcome code of the last fitness judgement: ID, IP, IL, IPL, NI… */
  suitability?: string | null;
  /** 'ALTO' or 'BASSO' organisational impact. */
  businessImpact?: 'ALTO' | 'BASSO' | null;
  excludeSs?: boolean;
}

/** Job assignment form (part 2 §3.4). Names are snapshots so lists show them without joins. */
export interface WorkerJobAssignedData {
  workerId: string;
  customerId: string;
  factoryId: string | null;
  departmentId: string | null;
  jobId: string | null;
  jobName: string | null;
  altJobIds: string[];
  riskProfileIds?: string[];
  /** When true the worker's personal protocol and hazards were replaced by the job's (the events follow). */
  resetHealthProtocol: boolean;
}

/** The worker's hazards (whole list, each with its pivot). */
export interface WorkerHazardsSetData {
  workerId: string;
  hazards: HazardAssignment[];
  /** The job whose change was propagated, when this came from a propagation. */
  propagatedFromJobId?: string | null;
}

/** The worker's personal health protocol (whole list). */
export interface WorkerHealthProtocolSetData {
  workerId: string;
  protocol: HealthProtocolEntry[];
  propagatedFromJobId?: string | null;
}

/** Dimesso: kept for the record, shown with '(DIMESSO)', hidden by 'Nascondi i non attivi'. */
export interface WorkerResignedData {
  workerId: string;
  resignedOn: string;
}
export interface WorkerReinstatedData {
  workerId: string;
}
/** Moved to another customer (a rare correction); the list's tenant columns follow. */
export interface WorkerTransferredData {
  workerId: string;
  customerId: string;
  factoryId: string | null;
}

export interface WorkerEventMap {
  WorkerHired: WorkerHiredData;
  WorkerPersonalDataUpdated: WorkerPersonalDataUpdatedData;
  WorkerEmploymentUpdated: WorkerEmploymentUpdatedData;
  WorkerJobAssigned: WorkerJobAssignedData;
  WorkerHazardsSet: WorkerHazardsSetData;
  WorkerHealthProtocolSet: WorkerHealthProtocolSetData;
  WorkerResigned: WorkerResignedData;
  WorkerReinstated: WorkerReinstatedData;
  WorkerTransferred: WorkerTransferredData;
}
export type WorkerEventType = keyof WorkerEventMap;
export const WORKER_STREAM_PREFIX = 'worker-';
