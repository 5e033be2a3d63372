import type { CustomerCreatedData, CustomerEvent } from '@tutela/contracts';

/** The customer's profile fields (those CustomerUpdated may change), as the decider compares them. */
export type CustomerProfile = Omit<CustomerCreatedData, 'customerId' | 'entityId'>;

export interface DepartmentState {
  name: string;
}

export interface FactoryState {
  status: 'open' | 'closed';
  name: string;
  address: string | null;
  city: string | null;
  cityCode: string | null;
  lat: number | null;
  lng: number | null;
  /** Live departments by id (a removed one leaves). */
  departments: Record<string, DepartmentState>;
}

/** What the decider remembers of an existing customer: enough to refuse and to emit only real changes. */
export interface ExistingCustomer {
  customerId: string;
  entityId: string;
  profile: CustomerProfile;
  factories: Record<string, FactoryState>;
}

export type CustomerState =
  { status: 'absent' } | ({ status: 'active' } & ExistingCustomer) | ({ status: 'resigned'; resignedOn: string } & ExistingCustomer);

export const initialCustomerState = (): CustomerState => ({ status: 'absent' });

function withFactory(
  state: ExistingCustomer,
  factoryId: string,
  change: (factory: FactoryState) => FactoryState,
): Record<string, FactoryState> {
  const factory = state.factories[factoryId];
  return factory ? { ...state.factories, [factoryId]: change(factory) } : state.factories;
}

/** Fields other than the profile and the factories (contracts, staff…) never decide anything: not kept. */
export function evolveCustomer(state: CustomerState, event: CustomerEvent): CustomerState {
  if (event.type === 'CustomerCreated') {
    if (state.status !== 'absent') return state;
    const { customerId, entityId, ...profile } = event.data;
    return { status: 'active', customerId, entityId, profile, factories: {} };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'CustomerUpdated': {
      const { customerId: _id, ...changes } = event.data;
      return { ...state, profile: { ...state.profile, ...changes } };
    }
    case 'CustomerResigned':
      return { ...state, status: 'resigned', resignedOn: event.data.resignedOn };
    case 'CustomerReinstated': {
      const { customerId, entityId, profile, factories } = state;
      return { status: 'active', customerId, entityId, profile, factories };
    }
    case 'CustomerContractsSet':
    case 'CustomerStaffSet':
    case 'CustomerAccessSet':
    case 'CustomerGroupsSet':
    case 'CustomerNoteSet':
    case 'CustomerNoticeSet':
    case 'FactoryModulesSet':
      return state;
    case 'FactoryAdded': {
      const d = event.data;
      const factory: FactoryState = {
        status: 'open',
        name: d.name,
        address: d.address,
        city: d.city,
        cityCode: d.cityCode ?? null,
        lat: d.lat,
        lng: d.lng,
        departments: {},
      };
      return { ...state, factories: { ...state.factories, [d.factoryId]: factory } };
    }
    case 'FactoryUpdated': {
      const { customerId: _c, factoryId, ...changes } = event.data;
      return { ...state, factories: withFactory(state, factoryId, (f) => ({ ...f, ...changes })) };
    }
    case 'FactoryClosed':
      return { ...state, factories: withFactory(state, event.data.factoryId, (f) => ({ ...f, status: 'closed' })) };
    case 'DepartmentAdded':
    case 'DepartmentRenamed': {
      const { departmentId, name } = event.data;
      return {
        ...state,
        factories: withFactory(state, event.data.factoryId, (f) => ({ ...f, departments: { ...f.departments, [departmentId]: { name } } })),
      };
    }
    case 'DepartmentRemoved': {
      const { departmentId } = event.data;
      return {
        ...state,
        factories: withFactory(state, event.data.factoryId, (f) => {
          const { [departmentId]: _removed, ...departments } = f.departments;
          return { ...f, departments };
        }),
      };
    }
    default: {
      const unknown: never = event;
      throw new Error(`Evento cliente non gestito: ${JSON.stringify(unknown)}`);
    }
  }
}
