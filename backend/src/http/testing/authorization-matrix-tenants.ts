import { randomUUID } from 'node:crypto';
import { DEMO_CUSTOMER, DEMO_ENTITY } from '../../demo/demo-data';

/**
 * The tenant a record of the authorization matrix belongs to. Each kind of record has one in the demo tenant and ones
 * in other tenants (a second customer of the demo entity, another entity); authorization-matrix-seed.ts stores them.
 */
export interface Owner {
  entityId: string;
  customerId: string | null;
}

export const OTHER_ENTITY = randomUUID();
export const SECOND_CUSTOMER = randomUUID();
export const OTHER_ENTITY_CUSTOMER = randomUUID();
export const OWN_TARGET_USER = randomUUID();
export const OTHER_TARGET_USER = randomUUID();
export const OWN_WORKER = randomUUID();
export const SECOND_CUSTOMER_WORKER = randomUUID();
export const OTHER_ENTITY_WORKER = randomUUID();
export const OWN_EXAMINATION = randomUUID();
export const SECOND_CUSTOMER_EXAMINATION = randomUUID();
export const OTHER_ENTITY_EXAMINATION = randomUUID();
export const OWN_GENERAL_JOB = randomUUID();
export const OWN_CUSTOMER_JOB = randomUUID();
export const SECOND_CUSTOMER_JOB = randomUUID();
export const OTHER_ENTITY_JOB = randomUUID();
// A chat of another entity (between its users): nobody of the demo entity takes part in it.
export const OTHER_ENTITY_CHAT = randomUUID();
/** A factory (with a department) of the demo customer, of a second customer of the same entity, of another entity. */
export const OWN_FACTORY = randomUUID();
export const SECOND_FACTORY = randomUUID();
export const OTHER_ENTITY_FACTORY = randomUUID();
export const departmentOf = (factoryId: string) => `d${factoryId.slice(1)}`;
/** One DVR per tenant, in the factories above. */
export const OWN_DVR = randomUUID();
export const SECOND_CUSTOMER_DVR = randomUUID();
export const OTHER_ENTITY_DVR = randomUUID();

/** One appointment per tenant (booked, awaiting confirmation). */
export const OWN_APPOINTMENT = randomUUID();
export const SECOND_CUSTOMER_APPOINTMENT = randomUUID();
export const OTHER_ENTITY_APPOINTMENT = randomUUID();

/** A clinic ('Ambulatori') of the demo entity and one of another entity: the entity is their tenant. */
export const OWN_CALRESOURCE = randomUUID();
export const OTHER_ENTITY_CALRESOURCE = randomUUID();

/** Ids to put in a path, by the segment before the parameter, with the tenant they belong to. */
export const TENANT_FIXTURES: Record<string, Array<{ id: string; owner: Owner }>> = {
  users: [
    { id: OWN_TARGET_USER, owner: { entityId: DEMO_ENTITY.id, customerId: null } },
    { id: OTHER_TARGET_USER, owner: { entityId: OTHER_ENTITY, customerId: null } },
  ],
  entities: [
    { id: DEMO_ENTITY.id, owner: { entityId: DEMO_ENTITY.id, customerId: null } },
    { id: OTHER_ENTITY, owner: { entityId: OTHER_ENTITY, customerId: null } },
  ],
  customers: [
    { id: DEMO_CUSTOMER.id, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_CUSTOMER, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_CUSTOMER, owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
  workers: [
    { id: OWN_WORKER, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_CUSTOMER_WORKER, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_WORKER, owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
  jobs: [
    { id: OWN_GENERAL_JOB, owner: { entityId: DEMO_ENTITY.id, customerId: null } },
    { id: OWN_CUSTOMER_JOB, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_CUSTOMER_JOB, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_JOB, owner: { entityId: OTHER_ENTITY, customerId: null } },
  ],
  examinations: [
    { id: OWN_EXAMINATION, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_CUSTOMER_EXAMINATION, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_EXAMINATION, owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
  factories: [
    { id: OWN_FACTORY, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_FACTORY, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_FACTORY, owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
  dvrs: [
    { id: OWN_DVR, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_CUSTOMER_DVR, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_DVR, owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
  appointments: [
    { id: OWN_APPOINTMENT, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_CUSTOMER_APPOINTMENT, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_APPOINTMENT, owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
  calresources: [
    { id: OWN_CALRESOURCE, owner: { entityId: DEMO_ENTITY.id, customerId: null } },
    { id: OTHER_ENTITY_CALRESOURCE, owner: { entityId: OTHER_ENTITY, customerId: null } },
  ],
  chats: [{ id: OTHER_ENTITY_CHAT, owner: { entityId: OTHER_ENTITY, customerId: null } }],
  // The spec's GET /api/getuser/{id}: the user card under another path.
  getuser: [
    { id: OWN_TARGET_USER, owner: { entityId: DEMO_ENTITY.id, customerId: null } },
    { id: OTHER_TARGET_USER, owner: { entityId: OTHER_ENTITY, customerId: null } },
  ],
  departments: [
    { id: departmentOf(OWN_FACTORY), owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: departmentOf(SECOND_FACTORY), owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: departmentOf(OTHER_ENTITY_FACTORY), owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
};

/** Record kinds of the history export (`history/:kind/:id/export`) and the fixtures of each. */
export const HISTORY_KIND_FIXTURES: Record<string, string> = {
  user: 'users',
  entity: 'entities',
  customer: 'customers',
  worker: 'workers',
  job: 'jobs',
  examination: 'examinations',
  chat: 'chats',
  dvr: 'dvrs',
};
