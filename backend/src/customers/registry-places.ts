import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@tutela/contracts';
import { DATABASE } from '../shared/tokens';

/**
 * Whether a site (factory) belongs to a customer and a department to a site, from the customers context's read
 * models. Where those tables do not exist yet (a store without factories) nothing can be checked and the ids
 * are taken as given.
 */
@Injectable()
export class RegistryPlaces {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async factoryOfCustomer(customerId: string, factoryId: string): Promise<boolean> {
    if (!(await this.tableExists('customer_factories'))) return true;
    const { rows } = await this.db.query('SELECT 1 FROM customer_factories WHERE id = $1 AND customer_id = $2', [factoryId, customerId]);
    return rows.length > 0;
  }

  async departmentOfFactory(factoryId: string | null, departmentId: string): Promise<boolean> {
    if (!(await this.tableExists('customer_departments'))) return true;
    const { rows } = await this.db.query('SELECT 1 FROM customer_departments WHERE id = $1 AND ($2::text IS NULL OR factory_id = $2)', [
      departmentId,
      factoryId,
    ]);
    return rows.length > 0;
  }

  /** The customer's entity, or null when the customer does not exist. */
  async customerEntity(customerId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ entity_id: string }>('SELECT entity_id FROM customers WHERE id = $1', [customerId]);
    return rows[0]?.entity_id ?? null;
  }

  private async tableExists(table: string): Promise<boolean> {
    const { rows } = await this.db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]);
    return rows[0]?.found != null;
  }
}
