import type { CustomerAccessLevel, CustomerNotice, FactoryModule } from '../registry/registry-messages';
/**
 * A row of GET /api/{md|fr|sr}/customers (customers read model), with the spec's field names (part 1 §3
 * "Customer"): the lists, the header's 'Ricerca azienda' and the customer autocomplete all read it.
 */
export interface CustomerListRow {
  id: string;
  entity_id: string;
  company_name: string;
  vat_number: string | null;
  fiscal_code: string | null;
  address: string | null;
  location: { comune: string | null };
  phone: string | null;
  email: string | null;
  ateco: string | null;
  /** A resigned customer (cessato) is hidden by 'Nascondi i non attivi' and never offered by autocompletes. */
  resigned: boolean;
  created_at: string;
}

/** A department (reparto) of a factory: GET …/factories/{factoryId}/departments, lookups/departments. */
export interface CustomerDepartmentRow {
  id: string;
  factory_id: string;
  customer_id: string;
  name: string;
}

/** A production site (stabilimento / sede) of the customer, open ones only unless said otherwise. */
export interface CustomerFactoryRow {
  id: string;
  customer_id: string;
  name: string;
  address: string | null;
  location: { comune: string | null };
  lat: number | null;
  lng: number | null;
  /** Modules active for the factory (CHIM, DOC, DVR…): they gate the sr menus. */
  modules: FactoryModule[];
  closed: boolean;
  departments: CustomerDepartmentRow[];
}

/** A staff member assigned to the customer, with the name the info dialog shows. */
export interface CustomerStaffMember {
  user_id: string;
  first_name: string;
  last_name: string;
}
export interface CustomerDoctor extends CustomerStaffMember {
  /** Role of the doctor for this customer (competent, coordinating…), free text. */
  role: string;
}

/** The customer info dialog's cards (MEDICINA, FORMAZIONE, HSE, ACCESSO, GRUPPI, NOTE). */
export interface CustomerContracts {
  md: { start: string | null; end: string | null };
  fr: { start: string | null; end: string | null; price_list: string | null; organizing_secretary_id: string | null };
  sr: { start: string | null; end: string | null; assignments: string | null };
}
export interface CustomerStaff {
  doctors: CustomerDoctor[];
  health_coordinators: CustomerStaffMember[];
  secretaries: CustomerStaffMember[];
}
export interface CustomerAccess {
  general: CustomerAccessLevel;
  md: CustomerAccessLevel;
  fr: CustomerAccessLevel;
  hse: CustomerAccessLevel;
  wwbi: boolean;
}

/** GET /api/{md|fr|sr}/customers/{id}: the customer card and its info dialog. */
export interface CustomerDetail extends CustomerListRow {
  city_code: string | null;
  ateco_desc: string | null;
  /** Stream revision the card was read at: sent back with an update, a conflicting change answers 409. */
  revision: number;
  resigned_on: string | null;
  /** Open production sites with their departments; closed ones are history. */
  factories: CustomerFactoryRow[];
  contracts: CustomerContracts;
  staff: CustomerStaff;
  access: CustomerAccess;
  groups: string[];
  note: string | null;
  /** 1 'Azienda morosa', 2 'Azienda gravemente morosa', null none. */
  default_notice: CustomerNotice | null;
}

/** GET lookups/customers?q=: the customer autocomplete and the header's 'Ricerca azienda'. */
export interface CustomerLookupRow {
  id: string;
  company_name: string;
  default_notice: CustomerNotice | null;
  /** The town, to tell apart two companies of the same name. */
  location: { comune: string | null };
}
/** GET lookups/ateco?q=. */
export interface AtecoLookupRow {
  code: string;
  description: string;
}
/** GET lookups/factories?customer_id= and lookups/departments?factory_id=, lookups/doctors. */
export interface NamedOption {
  id: string;
  name: string;
}
/** GET customer/getmodule?customer_id=: the sr modules of each open factory. */
export interface FactoryModulesRow {
  factory_id: string;
  name: string;
  modules: FactoryModule[];
}
/** GET customersmedicstaff?customer_id=: the doctors assigned to a customer. */
export type CustomerMedicStaffRow = CustomerDoctor;

/** Body of POST customers and POST customers/{id} (update sends only changed fields and `revision`). */
export interface CustomerWriteBody {
  company_name: string;
  vat_number?: string | null;
  fiscal_code?: string | null;
  address?: string | null;
  city?: string | null;
  city_code?: string | null;
  phone?: string | null;
  email?: string | null;
  ateco?: string | null;
  revision?: number;
}
export interface FactoryWriteBody {
  name: string;
  address?: string | null;
  city?: string | null;
  lat?: number | null;
  lng?: number | null;
}
/** POST customers/{id}/resign: from today when no date is sent. */
export interface ResignCustomerBody {
  resigned_on?: string;
}
/** POST customers/{id}/contracts: the MEDICINA, FORMAZIONE and HSE cards' dates (AAAA-MM-GG, null none). */
export interface CustomerContractsBody {
  md_start: string | null;
  md_end: string | null;
  fr_start: string | null;
  fr_end: string | null;
  fr_price_list: string | null;
  fr_organizing_secretary_id: string | null;
  sr_start: string | null;
  sr_end: string | null;
  sr_assignments: string | null;
}
/** POST customers/{id}/staff: users of the customer's entity. */
export interface CustomerStaffBody {
  doctors: { user_id: string; role: string }[];
  health_coordinator_ids: string[];
  secretary_ids: string[];
}
/** POST customers/{id}/groups. */
export interface SetCustomerGroupsBody {
  groups: string[];
}
/** POST customers/{id}/note. */
export interface SetCustomerNoteBody {
  note: string | null;
}
/** POST customers/{id}/notice. */
export interface SetCustomerNoticeBody {
  default_notice: CustomerNotice | null;
}
/** POST customers/{id}/factories/{factoryId}/modules. */
export interface SetFactoryModulesBody {
  modules: FactoryModule[];
}
/** POST customers/{id}/factories/{factoryId}/departments and …/departments/{departmentId}. */
export interface DepartmentNameBody {
  name: string;
}

export const CUSTOMER_SORT_KEYS = ['company_name', 'vat_number', 'city', 'created_at'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

export const CUSTOMER_MESSAGES = {
  CUSTOMER_NOT_FOUND: 'Azienda non trovata',
  CUSTOMER_SAVED: 'Azienda salvata correttamente',
  FACTORY_SAVED: 'Sede salvata correttamente',
  FACTORY_CLOSED: 'Sede chiusa',
  DEPARTMENT_SAVED: 'Reparto salvato correttamente',
  STALE_CARD: 'La scheda è stata modificata da un altro utente: ricaricare i dati',
} as const;
