/**
 * Events of a `customer-<uuid>` stream (a client company). Owned by the customers context, which will extend
 * this map with its other events (updates, factories, resignation…); the users context only writes
 * CustomerCreated for the demo seed and reads it to check that a role pivot names a customer of the same entity.
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
  phone?: string | null;
  email?: string | null;
  ateco?: string | null;
}

export interface CustomerEventMap {
  CustomerCreated: CustomerCreatedData;
}
export type CustomerEventType = keyof CustomerEventMap;
