import { Inject, Injectable } from '@nestjs/common';
import { EXAMINATION_MESSAGES, REGISTRY_MESSAGES, type TenantScope, type Database } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import { tenantColumns, tenantFilterSql } from '@tutela/projections';
import { DATABASE } from '../../shared/tokens';

export interface DvrFactoryRow {
  id: string;
  customer_id: string;
  entity_id: string;
  name: string;
  company_name: string;
}

/** What a DVR needs from other read models: its factory (in the caller's scope) and the forms it is filled with. */
@Injectable()
export class DvrPlaces {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The customer's factory inside the scope, else 404 (another entity's or customer's factory does not exist for the caller). */
  async factory(customerId: string, factoryId: string, scope: TenantScope): Promise<DvrFactoryRow> {
    const filter = tenantFilterSql(scope, tenantColumns('f'), 3);
    // customer_factories keys the factory as `id`, not `factory_id`.
    const { rows } = await this.db.query<DvrFactoryRow>(
      `SELECT f.id, f.customer_id, f.entity_id, f.name, c.company_name
         FROM customer_factories f JOIN customers c ON c.id = f.customer_id
        WHERE f.id = $1 AND f.customer_id = $2 AND ${filter.sql.replace(`f.factory_id`, 'f.id')}`,
      [factoryId, customerId, ...filter.params],
    );
    if (!rows[0]) throw new DomainError(REGISTRY_MESSAGES.FACTORY_NOT_FOUND, 'not_found');
    return rows[0];
  }

  /** The latest published version of a form (a new DVR is filled with it), else 422. */
  async latestForm(code: string): Promise<{ code: string; version: number }> {
    const { rows } = await this.db.query<{ version: number }>(
      'SELECT version FROM form_definitions WHERE code = $1 ORDER BY version DESC LIMIT 1',
      [code],
    );
    if (!rows[0]) throw DomainError.validation('code', EXAMINATION_MESSAGES.FORM_NOT_FOUND);
    return { code, version: Number(rows[0].version) };
  }

  /** A save must name a published version of the DVR's own form. */
  async assertForm(code: string, version: number): Promise<void> {
    const { rows } = await this.db.query('SELECT 1 FROM form_definitions WHERE code = $1 AND version = $2', [code, version]);
    if (!rows[0]) throw DomainError.validation('form_version', EXAMINATION_MESSAGES.FORM_NOT_FOUND);
  }
}
