import type { CustomerCreatedData, RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';
import { insertRecordset, type RecordsetColumn } from '../database/recordset-sql';
import type { Projector } from '../runtime/projector';
import { CUSTOMERS_MIGRATIONS, CUSTOMERS_TABLES } from './customers-schema';

export const CUSTOMERS_PROJECTOR_NAME = 'customers';

const COLUMNS: readonly RecordsetColumn[] = [
  ['id', 'text'],
  ['entity_id', 'text'],
  ['company_name', 'text'],
  ['vat_number', 'text'],
  ['fiscal_code', 'text'],
  ['address', 'text'],
  ['city', 'text'],
  ['phone', 'text'],
  ['email', 'text'],
  ['ateco', 'text'],
  ['resigned', 'boolean'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['last_position', 'bigint'],
];

/** The first creation of each customer wins, as it does event by event (ON CONFLICT DO NOTHING). */
async function applyBatch(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
  const rows = new Map<string, Record<string, unknown>>();
  for (const event of events) {
    const d = (event as RecordedEvent<CustomerCreatedData>).data;
    if (rows.has(d.customerId)) continue;
    rows.set(d.customerId, {
      id: d.customerId,
      entity_id: d.entityId,
      company_name: d.companyName,
      vat_number: d.vatNumber ?? null,
      fiscal_code: d.fiscalCode ?? null,
      address: d.address ?? null,
      city: d.city ?? null,
      phone: d.phone ?? null,
      email: d.email ?? null,
      ateco: d.ateco ?? null,
      resigned: false,
      created_at: event.metadata.occurredAt,
      updated_at: event.metadata.occurredAt,
      last_position: event.position,
    });
  }
  await insertRecordset(tx, 'customers', COLUMNS, [...rows.values()], 'ON CONFLICT (id) DO NOTHING');
}

/** Client companies, for the customer lists, the header's customer search and the customer autocomplete. */
export const customersProjector: Projector = {
  name: CUSTOMERS_PROJECTOR_NAME,
  migrations: CUSTOMERS_MIGRATIONS,
  tables: CUSTOMERS_TABLES,
  deferIndexesOnRebuild: true,
  handles: ['CustomerCreated'],
  apply: (event, tx) => applyBatch([event], tx),
  applyBatch,
};
