import type {
  CustomerAccessSetData,
  CustomerContractsSetData,
  CustomerNotice,
  CustomerStaffSetData,
  FactoryModule,
} from '@tutela/contracts';
import type { CustomerProfile } from './customer-state';

/**
 * Commands of a customer stream: one shape from the controller to `decide` (no parallel DTO/command/domain
 * types). Ids of new records (customer, factory, department) are derived from the command id by the caller.
 */
export type CustomerCommand =
  | { type: 'CreateCustomer'; customerId: string; entityId: string; profile: CustomerProfile }
  | { type: 'UpdateCustomer'; changes: Partial<CustomerProfile> }
  | { type: 'ResignCustomer'; resignedOn: string }
  | { type: 'ReinstateCustomer' }
  | { type: 'SetContracts'; contracts: Omit<CustomerContractsSetData, 'customerId'> }
  | { type: 'SetStaff'; staff: Omit<CustomerStaffSetData, 'customerId'> }
  | { type: 'SetAccess'; access: Omit<CustomerAccessSetData, 'customerId'> }
  | { type: 'SetGroups'; groups: string[] }
  | { type: 'SetNote'; note: string | null }
  | { type: 'SetNotice'; notice: CustomerNotice | null }
  | { type: 'AddFactory'; factoryId: string; factory: FactoryInput }
  | { type: 'UpdateFactory'; factoryId: string; changes: Partial<FactoryInput> }
  | { type: 'CloseFactory'; factoryId: string }
  | { type: 'SetFactoryModules'; factoryId: string; modules: FactoryModule[] }
  | { type: 'AddDepartment'; factoryId: string; departmentId: string; name: string }
  | { type: 'RenameDepartment'; factoryId: string; departmentId: string; name: string }
  | { type: 'RemoveDepartment'; factoryId: string; departmentId: string };

export interface FactoryInput {
  name: string;
  address: string | null;
  city: string | null;
  cityCode?: string | null;
  lat: number | null;
  lng: number | null;
}
