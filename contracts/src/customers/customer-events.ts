import type { CustomerAccessLevel, CustomerNotice, FactoryModule } from '../registry/registry-messages';

/**
 * Events of a `customer-<uuid>` stream (a client company with its factories and departments), owned by the
 * customers context. Other contexts' projectors read some of them (the workers list keeps the company, factory
 * and department names it shows), so a field's meaning never changes: a new meaning is a new event type.
 *
 * Update events carry only the fields that changed (absent = unchanged, null = emptied).
 */
export interface CustomerCreatedData {
  customerId: string;
  /** The provider entity this customer belongs to: tenant of every record under it. */
  entityId: string;
  companyName: string;
  vatNumber: string | null;
  fiscalCode?: string | null;
  address?: string | null;
  city?: string | null;
  /** ISTAT code of the municipality, when known. */
  cityCode?: string | null;
  phone?: string | null;
  email?: string | null;
  ateco?: string | null;
}

export type CustomerUpdatedData = { customerId: string } & Partial<Omit<CustomerCreatedData, 'customerId' | 'entityId'>>;

/** The customer stops being a client (cessato): hidden by 'Nascondi i non attivi' and by autocompletes. */
export interface CustomerResignedData {
  customerId: string;
  /** ISO date (YYYY-MM-DD). */
  resignedOn: string;
}
export interface CustomerReinstatedData {
  customerId: string;
}

/** Contract dates per application (MEDICINA in/out of contract, HSE sr_contract_in/out, FORMAZIONE). */
export interface CustomerContractsSetData {
  customerId: string;
  md: { start: string | null; end: string | null };
  fr: {
    start: string | null;
    end: string | null;
    priceList?: string | null;
    organizingSecretaryId?: string | null;
  };
  sr: { start: string | null; end: string | null; assignments?: string | null };
}

/** Staff assigned to the customer: competent doctors with their role, health coordination, secretaries. */
export interface CustomerStaffSetData {
  customerId: string;
  doctors: { userId: string; role: string }[];
  healthCoordinatorIds: string[];
  secretaryIds: string[];
}

/** ACCESSO card: general GOLD/SILVER/disabled, md GOLD/SILVER, fr PLATINUM/GOLD/SILVER, HSE, WWBI. */
export interface CustomerAccessSetData {
  customerId: string;
  general: CustomerAccessLevel;
  md: CustomerAccessLevel;
  fr: CustomerAccessLevel;
  hse: CustomerAccessLevel;
  wwbi: boolean;
}

export interface CustomerGroupsSetData {
  customerId: string;
  groups: string[];
}
export interface CustomerNoteSetData {
  customerId: string;
  note: string | null;
}
export interface CustomerNoticeSetData {
  customerId: string;
  /** 1 delinquent, 2 seriously delinquent, null none. */
  notice: CustomerNotice | null;
}

/** A production site (stabilimento / sede) of the customer. */
export interface FactoryAddedData {
  customerId: string;
  factoryId: string;
  name: string;
  address: string | null;
  city: string | null;
  cityCode?: string | null;
  lat: number | null;
  lng: number | null;
}
export type FactoryUpdatedData = {
  customerId: string;
  factoryId: string;
} & Partial<Omit<FactoryAddedData, 'customerId' | 'factoryId'>>;
export interface FactoryClosedData {
  customerId: string;
  factoryId: string;
}
/** Modules active for the factory (CHIM, DOC, DVR…): they gate the sr menus. */
export interface FactoryModulesSetData {
  customerId: string;
  factoryId: string;
  modules: FactoryModule[];
}

export interface DepartmentAddedData {
  customerId: string;
  factoryId: string;
  departmentId: string;
  name: string;
}
export interface DepartmentRenamedData {
  customerId: string;
  factoryId: string;
  departmentId: string;
  name: string;
}
export interface DepartmentRemovedData {
  customerId: string;
  factoryId: string;
  departmentId: string;
}

export interface CustomerEventMap {
  CustomerCreated: CustomerCreatedData;
  CustomerUpdated: CustomerUpdatedData;
  CustomerResigned: CustomerResignedData;
  CustomerReinstated: CustomerReinstatedData;
  CustomerContractsSet: CustomerContractsSetData;
  CustomerStaffSet: CustomerStaffSetData;
  CustomerAccessSet: CustomerAccessSetData;
  CustomerGroupsSet: CustomerGroupsSetData;
  CustomerNoteSet: CustomerNoteSetData;
  CustomerNoticeSet: CustomerNoticeSetData;
  FactoryAdded: FactoryAddedData;
  FactoryUpdated: FactoryUpdatedData;
  FactoryClosed: FactoryClosedData;
  FactoryModulesSet: FactoryModulesSetData;
  DepartmentAdded: DepartmentAddedData;
  DepartmentRenamed: DepartmentRenamedData;
  DepartmentRemoved: DepartmentRemovedData;
}
export type CustomerEventType = keyof CustomerEventMap;
export const CUSTOMER_STREAM_PREFIX = 'customer-';

/** One event of a customer stream, discriminated by type (deciders and projectors switch on it). */
export type CustomerEvent = {
  [K in CustomerEventType]: { type: K; data: CustomerEventMap[K] };
}[CustomerEventType];

/** Every customer event type, for projectors' `handles`. */
export const CUSTOMER_EVENT_TYPES = [
  'CustomerCreated',
  'CustomerUpdated',
  'CustomerResigned',
  'CustomerReinstated',
  'CustomerContractsSet',
  'CustomerStaffSet',
  'CustomerAccessSet',
  'CustomerGroupsSet',
  'CustomerNoteSet',
  'CustomerNoticeSet',
  'FactoryAdded',
  'FactoryUpdated',
  'FactoryClosed',
  'FactoryModulesSet',
  'DepartmentAdded',
  'DepartmentRenamed',
  'DepartmentRemoved',
] as const satisfies readonly CustomerEventType[];
