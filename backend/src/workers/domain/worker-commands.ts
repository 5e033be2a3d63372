import type { WorkerEmploymentUpdatedData, WorkerPersonalData } from '@tutela/contracts';

/**
 * Commands of the worker aggregate. The birth place arrives already resolved against the Belfiore list by the
 * handler (the dataset is loaded asynchronously); everything else is decided here, purely.
 */
export interface HireWorker {
  type: 'HireWorker';
  workerId: string;
  entityId: string;
  customerId: string;
  factoryId: string | null;
  personal: WorkerPersonalData;
  contract?: string | null;
  hiredOn?: string | null;
}

export interface UpdateWorkerPersonalData {
  type: 'UpdateWorkerPersonalData';
  changes: Partial<WorkerPersonalData>;
}

export interface UpdateWorkerEmployment {
  type: 'UpdateWorkerEmployment';
  changes: Omit<WorkerEmploymentUpdatedData, 'workerId'>;
}

export interface ResignWorker {
  type: 'ResignWorker';
  resignedOn: string;
}

export interface ReinstateWorker {
  type: 'ReinstateWorker';
}

export interface TransferWorker {
  type: 'TransferWorker';
  customerId: string;
  factoryId: string | null;
}

export type WorkerCommand =
  HireWorker | UpdateWorkerPersonalData | UpdateWorkerEmployment | ResignWorker | ReinstateWorker | TransferWorker;
