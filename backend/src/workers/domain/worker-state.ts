import type { WorkerEvent, WorkerPersonalData } from '@tutela/contracts';

/** What the decider remembers of an existing worker (no display fields: those are the read model's). */
export interface ExistingWorker {
  workerId: string;
  entityId: string;
  customerId: string;
  factoryId: string | null;
  personal: WorkerPersonalData;
  contract: string | null;
  suitability: string | null;
  businessImpact: 'ALTO' | 'BASSO' | null;
  excludeSs: boolean;
}

export type WorkerState =
  { status: 'absent' } | ({ status: 'active' } & ExistingWorker) | ({ status: 'resigned'; resignedOn: string } & ExistingWorker);

export const initialWorkerState = (): WorkerState => ({ status: 'absent' });

function withoutId<T extends { workerId: string }>(data: T): Omit<T, 'workerId'> {
  const { workerId: _workerId, ...rest } = data;
  return rest;
}

export function evolveWorker(state: WorkerState, event: WorkerEvent): WorkerState {
  if (event.type === 'WorkerHired') {
    const { workerId, entityId, customerId, factoryId, contract, hiredOn: _hiredOn, ...personal } = event.data;
    return {
      status: 'active',
      workerId,
      entityId,
      customerId,
      factoryId,
      personal,
      contract: contract ?? null,
      suitability: null,
      businessImpact: null,
      excludeSs: false,
    };
  }
  // Events of a stream that was never created cannot exist; ignoring them keeps fold total.
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'WorkerPersonalDataUpdated':
      return {
        ...state,
        personal: { ...state.personal, ...withoutId(event.data) },
      };
    case 'WorkerEmploymentUpdated': {
      const d = event.data;
      return {
        ...state,
        ...(d.contract !== undefined && { contract: d.contract }),
        ...(d.suitability !== undefined && { suitability: d.suitability }),
        ...(d.businessImpact !== undefined && {
          businessImpact: d.businessImpact,
        }),
        ...(d.excludeSs !== undefined && { excludeSs: d.excludeSs }),
      };
    }
    case 'WorkerResigned':
      return {
        ...state,
        status: 'resigned',
        resignedOn: event.data.resignedOn,
      };
    case 'WorkerReinstated': {
      if (state.status !== 'resigned') return state;
      const { resignedOn: _resignedOn, ...rest } = state;
      return { ...rest, status: 'active' };
    }
    case 'WorkerTransferred':
      return {
        ...state,
        customerId: event.data.customerId,
        factoryId: event.data.factoryId,
      };
    // The jobs context's events on this stream: the decider here does not need them.
    case 'WorkerJobAssigned':
      return { ...state, factoryId: event.data.factoryId ?? state.factoryId };
    case 'WorkerHazardsSet':
    case 'WorkerHealthProtocolSet':
      return state;
    default: {
      const unknownEvent: never = event;
      throw new Error(`Evento sconosciuto: ${JSON.stringify(unknownEvent)}`);
    }
  }
}
