import {
  CUSTOMER_MESSAGES,
  CUSTOMER_RULE_MESSAGES,
  REGISTRY_MESSAGES,
  coordinateErrors,
  dateRangeErrors,
  isIsoDate,
  isValidVatNumber,
  type CustomerEvent,
  type CustomerUpdatedData,
  type FactoryUpdatedData,
} from '@tutela/contracts';
import type { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { CustomerCommand, FactoryInput } from './customer-commands';
import { evolveCustomer, initialCustomerState, type CustomerProfile, type CustomerState, type FactoryState } from './customer-state';

type Existing = Exclude<CustomerState, { status: 'absent' }>;

export const customerStream = (customerId: string): string => `customer-${customerId}`;

function notFound(): DomainError {
  return new DomainError(CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND, 'not_found');
}

function requireExisting(state: CustomerState): Existing {
  if (state.status === 'absent') throw notFound();
  return state;
}

function requireOpenFactory(state: Existing, factoryId: string): FactoryState {
  const factory = state.factories[factoryId];
  if (!factory || factory.status !== 'open') throw new DomainError(REGISTRY_MESSAGES.FACTORY_NOT_FOUND, 'not_found');
  return factory;
}

function failIfAny(errors: Record<string, string[]>): void {
  const fields = Object.keys(errors);
  if (fields.length > 0) throw new DomainError(errors[fields[0]][0], 'validation', errors);
}

const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null ? null : value.trim() || null;

/** Trims, empties to null and checks the profile fields present in `input` (absent ones stay absent). */
function cleanProfile(input: Partial<CustomerProfile>): Partial<CustomerProfile> {
  const errors: Record<string, string[]> = {};
  const out: Partial<CustomerProfile> = {};
  for (const [key, value] of Object.entries(input) as [keyof CustomerProfile, string | null | undefined][]) {
    if (value === undefined) continue;
    (out as Record<string, string | null>)[key] = blankToNull(value);
  }
  if (input.companyName !== undefined && !out.companyName) errors.company_name = [CUSTOMER_RULE_MESSAGES.COMPANY_NAME_REQUIRED];
  if (out.vatNumber && !isValidVatNumber(out.vatNumber)) errors.vat_number = [CUSTOMER_RULE_MESSAGES.VAT_NUMBER_INVALID];
  failIfAny(errors);
  return out;
}

function cleanFactory<T extends Partial<FactoryInput>>(input: T): T {
  const out = { ...input };
  const errors: Record<string, string[]> = { ...coordinateErrors(input.lat, input.lng) };
  for (const key of ['name', 'address', 'city', 'cityCode'] as const) {
    if (input[key] !== undefined) (out as Partial<FactoryInput>)[key] = blankToNull(input[key]) as string;
  }
  if (input.name !== undefined && !out.name) errors.name = [CUSTOMER_RULE_MESSAGES.FACTORY_NAME_REQUIRED];
  failIfAny(errors);
  return out;
}

function requireDepartmentName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw DomainError.validation('name', CUSTOMER_RULE_MESSAGES.DEPARTMENT_NAME_REQUIRED);
  return trimmed;
}

/** Only the fields whose value differs from the state: an update that changes nothing appends nothing. */
function changedFields<T extends object>(current: T, changes: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => value !== undefined && (current as Record<string, unknown>)[key] !== value),
  ) as Partial<T>;
}

function decideCustomer(command: CustomerCommand, state: CustomerState): CustomerEvent[] {
  if (command.type === 'CreateCustomer') {
    if (state.status !== 'absent') throw new DomainError(CUSTOMER_RULE_MESSAGES.CUSTOMER_EXISTS, 'conflict');
    const profile = cleanProfile({ ...command.profile, companyName: command.profile.companyName ?? '' }) as CustomerProfile;
    return [
      {
        type: 'CustomerCreated',
        data: { customerId: command.customerId, entityId: command.entityId, ...profile, vatNumber: profile.vatNumber ?? null },
      },
    ];
  }
  const customer = requireExisting(state);
  const customerId = customer.customerId;
  switch (command.type) {
    case 'UpdateCustomer': {
      const changes = changedFields(customer.profile, cleanProfile(command.changes));
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'CustomerUpdated', data: { customerId, ...changes } as CustomerUpdatedData }];
    }
    case 'ResignCustomer': {
      if (customer.status === 'resigned') return [];
      if (!isIsoDate(command.resignedOn)) throw DomainError.validation('resigned_on', CUSTOMER_RULE_MESSAGES.DATE_INVALID);
      return [{ type: 'CustomerResigned', data: { customerId, resignedOn: command.resignedOn } }];
    }
    case 'ReinstateCustomer':
      return customer.status === 'resigned' ? [{ type: 'CustomerReinstated', data: { customerId } }] : [];
    case 'SetContracts': {
      const { md, fr, sr } = command.contracts;
      failIfAny({
        ...dateRangeErrors(md.start, md.end, { start: 'md_start', end: 'md_end' }),
        ...dateRangeErrors(fr.start, fr.end, { start: 'fr_start', end: 'fr_end' }),
        ...dateRangeErrors(sr.start, sr.end, { start: 'sr_start', end: 'sr_end' }),
      });
      return [{ type: 'CustomerContractsSet', data: { customerId, md, fr, sr } }];
    }
    case 'SetStaff':
      return [{ type: 'CustomerStaffSet', data: { customerId, ...command.staff } }];
    case 'SetAccess':
      return [{ type: 'CustomerAccessSet', data: { customerId, ...command.access } }];
    case 'SetGroups': {
      const groups = [...new Set(command.groups.map((group) => group.trim()).filter(Boolean))];
      return [{ type: 'CustomerGroupsSet', data: { customerId, groups } }];
    }
    case 'SetNote':
      return [{ type: 'CustomerNoteSet', data: { customerId, note: blankToNull(command.note) } }];
    case 'SetNotice':
      return [{ type: 'CustomerNoticeSet', data: { customerId, notice: command.notice } }];
    case 'AddFactory': {
      if (customer.status === 'resigned') throw new DomainError(REGISTRY_MESSAGES.CUSTOMER_RESIGNED, 'validation');
      if (customer.factories[command.factoryId]) throw new DomainError(CUSTOMER_RULE_MESSAGES.FACTORY_EXISTS, 'conflict');
      const factory = cleanFactory({ ...command.factory, name: command.factory.name ?? '' });
      return [
        {
          type: 'FactoryAdded',
          data: {
            customerId,
            factoryId: command.factoryId,
            name: factory.name,
            address: factory.address ?? null,
            city: factory.city ?? null,
            ...(factory.cityCode ? { cityCode: factory.cityCode } : {}),
            lat: factory.lat ?? null,
            lng: factory.lng ?? null,
          },
        },
      ];
    }
    case 'UpdateFactory': {
      const current = requireOpenFactory(customer, command.factoryId);
      const changes = changedFields(current as unknown as FactoryInput, cleanFactory(command.changes));
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'FactoryUpdated', data: { customerId, factoryId: command.factoryId, ...changes } as FactoryUpdatedData }];
    }
    case 'CloseFactory': {
      const factory = customer.factories[command.factoryId];
      if (factory?.status === 'closed') return [];
      requireOpenFactory(customer, command.factoryId);
      return [{ type: 'FactoryClosed', data: { customerId, factoryId: command.factoryId } }];
    }
    case 'SetFactoryModules': {
      requireOpenFactory(customer, command.factoryId);
      return [{ type: 'FactoryModulesSet', data: { customerId, factoryId: command.factoryId, modules: [...new Set(command.modules)] } }];
    }
    case 'AddDepartment': {
      const factory = requireOpenFactory(customer, command.factoryId);
      if (factory.departments[command.departmentId]) throw new DomainError(CUSTOMER_RULE_MESSAGES.DEPARTMENT_EXISTS, 'conflict');
      const name = requireDepartmentName(command.name);
      return [{ type: 'DepartmentAdded', data: { customerId, factoryId: command.factoryId, departmentId: command.departmentId, name } }];
    }
    case 'RenameDepartment': {
      const department = requireOpenFactory(customer, command.factoryId).departments[command.departmentId];
      if (!department) throw new DomainError(REGISTRY_MESSAGES.DEPARTMENT_NOT_FOUND, 'not_found');
      const name = requireDepartmentName(command.name);
      if (name === department.name) return [];
      return [{ type: 'DepartmentRenamed', data: { customerId, factoryId: command.factoryId, departmentId: command.departmentId, name } }];
    }
    case 'RemoveDepartment': {
      const department = requireOpenFactory(customer, command.factoryId).departments[command.departmentId];
      if (!department) throw new DomainError(REGISTRY_MESSAGES.DEPARTMENT_NOT_FOUND, 'not_found');
      return [{ type: 'DepartmentRemoved', data: { customerId, factoryId: command.factoryId, departmentId: command.departmentId } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Comando cliente non gestito: ${JSON.stringify(unknown)}`);
    }
  }
}

export const customerDecider: Decider<CustomerCommand, CustomerState, CustomerEvent> = {
  initialState: initialCustomerState,
  evolve: evolveCustomer,
  decide: decideCustomer,
};
