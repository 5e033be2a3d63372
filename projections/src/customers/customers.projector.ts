import type { CustomerCreatedData, RecordedEvent } from '@tutela/contracts';
import type { Projector } from '../runtime/projector';
import { CUSTOMERS_MIGRATIONS, CUSTOMERS_TABLES } from './customers-schema';

export const CUSTOMERS_PROJECTOR_NAME = 'customers';

/** Client companies, for the customer lists, the header's customer search and the customer autocomplete. */
export const customersProjector: Projector = {
  name: CUSTOMERS_PROJECTOR_NAME,
  migrations: CUSTOMERS_MIGRATIONS,
  tables: CUSTOMERS_TABLES,
  handles: ['CustomerCreated'],
  async apply(event, tx) {
    const d = (event as RecordedEvent<CustomerCreatedData>).data;
    await tx.query(
      `INSERT INTO customers (id, entity_id, company_name, vat_number, fiscal_code, address, city, phone, email, ateco,
                              resigned, created_at, updated_at, last_position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, $11, $11, $12)
       ON CONFLICT (id) DO NOTHING`,
      [
        d.customerId,
        d.entityId,
        d.companyName,
        d.vatNumber ?? null,
        d.fiscalCode ?? null,
        d.address ?? null,
        d.city ?? null,
        d.phone ?? null,
        d.email ?? null,
        d.ateco ?? null,
        event.metadata.occurredAt,
        event.position,
      ],
    );
  },
};
