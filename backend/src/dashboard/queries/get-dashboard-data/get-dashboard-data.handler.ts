import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  ACTIVITY_LOG_TABLE,
  CUSTOMER_MESSAGES,
  DASHBOARD_ENTITY_FIGURES_MIN_LEVEL,
  DASHBOARD_FIGURE_LABELS,
  scopeOf,
  type DashboardData,
  type DashboardFigure,
  type DashboardFigureKey,
  type DashboardParameter,
  type Database,
} from '@tutela/contracts';
import { tenantFilterSql } from '@tutela/projections';
import type { Principal } from '../../../auth/principal';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { GetDashboardDataQuery } from './get-dashboard-data.query';

const DAY_MS = 86_400_000;

/** Figures of the home dashboard, each one a count over a read model inside the caller's scope. */
@QueryHandler(GetDashboardDataQuery)
export class GetDashboardDataHandler implements IQueryHandler<GetDashboardDataQuery, DashboardData> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ principal, year, now, params }: GetDashboardDataQuery): Promise<DashboardData> {
    const customer = params.customer_id ? await this.customerInScope(principal, params.customer_id) : null;
    const figures: DashboardFigure[] = [];
    const add = (key: DashboardFigureKey, value: number) => figures.push({ key, label: DASHBOARD_FIGURE_LABELS[key], value });

    add(
      'my_operations_year',
      await this.count(
        `SELECT count(*)::int AS n FROM ${ACTIVITY_LOG_TABLE} WHERE causer_id = $1 AND extract(year FROM operation_date) = $2`,
        [principal.userId, year],
      ),
    );
    add(
      'my_logins_30d',
      await this.count(`SELECT count(*)::int AS n FROM login_attempts WHERE user_id = $1 AND success AND at >= $2`, [
        principal.userId,
        new Date(now.getTime() - 30 * DAY_MS),
      ]),
    );

    const { rows } = await this.db.query<{ password_expires_at: string | Date | null }>(
      'SELECT password_expires_at FROM user_credentials WHERE user_id = $1',
      [principal.userId],
    );
    const expiresAt = rows[0]?.password_expires_at;
    if (expiresAt) add('password_days_left', Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / DAY_MS)));

    if (principal.customerIds.length > 0) {
      add(
        'customer_operations_year',
        await this.count(
          `SELECT count(*)::int AS n FROM ${ACTIVITY_LOG_TABLE} WHERE customer_id = ANY($1) AND extract(year FROM operation_date) = $2`,
          [principal.customerIds, year],
        ),
      );
    }

    if (principal.level >= DASHBOARD_ENTITY_FIGURES_MIN_LEVEL) {
      const entity = principal.entityId;
      add('active_users', await this.count('SELECT count(*)::int AS n FROM users WHERE entity_id = $1 AND active', [entity]));
      add('inactive_users', await this.count('SELECT count(*)::int AS n FROM users WHERE entity_id = $1 AND NOT active', [entity]));
      add(
        'users_password_expired',
        await this.count('SELECT count(*)::int AS n FROM users WHERE entity_id = $1 AND active AND password_expires_at < $2', [
          entity,
          now,
        ]),
      );
      add(
        'entity_operations_year',
        await this.count(
          `SELECT count(*)::int AS n FROM ${ACTIVITY_LOG_TABLE} WHERE entity_id = $1 AND extract(year FROM operation_date) = $2`,
          [entity, year],
        ),
      );
      add(
        'failed_logins_7d',
        await this.count(
          'SELECT count(*)::int AS n FROM login_attempts a JOIN users u ON u.id = a.user_id WHERE u.entity_id = $1 AND NOT a.success AND a.at >= $2',
          [entity, new Date(now.getTime() - 7 * DAY_MS)],
        ),
      );
    }
    if (customer) {
      add(
        'selected_customer_operations_year',
        await this.count(
          `SELECT count(*)::int AS n FROM ${ACTIVITY_LOG_TABLE} WHERE customer_id = $1 AND extract(year FROM operation_date) = $2`,
          [customer.id, year],
        ),
      );
    }
    const notApplied: DashboardParameter[] = [];
    if (params.med_id !== undefined) notApplied.push('med_id');
    if (params.mcview !== undefined) notApplied.push('mcview');
    return { year, figures, customer, not_applied: notApplied };
  }

  /** The chosen company, or 404 as for an unknown id when it is outside the caller's scope (never a hint it exists). */
  private async customerInScope(principal: Principal, customerId: string): Promise<{ id: string; company_name: string }> {
    const scoped = tenantFilterSql(scopeOf(principal), { entity: 'entity_id', customer: 'id' }, 2);
    const { rows } = await this.db.query<{ id: string; company_name: string }>(
      `SELECT id, company_name FROM customers WHERE id = $1 AND ${scoped.sql}`,
      [customerId, ...scoped.params],
    );
    if (rows.length === 0) throw new DomainError(CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND, 'not_found');
    return rows[0];
  }

  private async count(sql: string, params: unknown[]): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(sql, params);
    return rows[0]?.n ?? 0;
  }
}
