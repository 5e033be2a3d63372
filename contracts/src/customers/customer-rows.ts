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

export interface CustomerFactoryRow {
  id: string;
  name: string;
}

/** GET /api/{md|fr|sr}/customers/{id}. */
export interface CustomerDetail extends CustomerListRow {
  /** Production sites (stabilimenti); empty until the customer has any. */
  factories: CustomerFactoryRow[];
}

export const CUSTOMER_SORT_KEYS = [
  "company_name",
  "vat_number",
  "city",
  "created_at",
] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

export const CUSTOMER_MESSAGES = {
  CUSTOMER_NOT_FOUND: "Azienda non trovata",
} as const;
