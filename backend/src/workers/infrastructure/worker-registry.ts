import { Inject, Injectable } from '@nestjs/common';
import type { UserCustomerSettings, Database } from '@tutela/contracts';
import { DATABASE } from '../../shared/tokens';

export interface CustomerFacts {
  id: string;
  entityId: string;
  resigned: boolean;
}

/**
 * What the worker commands check in other contexts' read models: that a customer exists (and in which entity),
 * that a factory belongs to it (the customers context's `customer_factories`), and a customer-side user's
 * settings (self-managing workers is granted per factory, so their level depends on the worker's factory).
 */
@Injectable()
export class WorkerRegistry {
  private factoriesTable: boolean | null = null;

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async customer(customerId: string): Promise<CustomerFacts | null> {
    const { rows } = await this.db.query<{
      id: string;
      entity_id: string;
      resigned: boolean;
    }>('SELECT id, entity_id, resigned FROM customers WHERE id = $1', [customerId]);
    return rows[0]
      ? {
          id: rows[0].id,
          entityId: rows[0].entity_id,
          resigned: rows[0].resigned,
        }
      : null;
  }

  /** Whether the factory is one of the customer's; false when the customers' factory list is not there. */
  async factoryBelongsTo(factoryId: string, customerId: string): Promise<boolean> {
    if (this.factoriesTable !== true) {
      const { rows } = await this.db.query<{ present: boolean }>("SELECT to_regclass('customer_factories') IS NOT NULL AS present");
      this.factoriesTable = rows[0]?.present === true;
      // Without the list no factory can be vouched for: refusing is safer than trusting the client's id.
      if (!this.factoriesTable) return false;
    }
    const { rows } = await this.db.query('SELECT 1 FROM customer_factories WHERE id = $1 AND customer_id = $2', [factoryId, customerId]);
    return rows.length > 0;
  }

  async customerSettings(userId: string): Promise<UserCustomerSettings | null> {
    const { rows } = await this.db.query<{
      customer_settings: UserCustomerSettings | null;
    }>('SELECT customer_settings FROM users WHERE id = $1', [userId]);
    return rows[0]?.customer_settings ?? null;
  }
}
