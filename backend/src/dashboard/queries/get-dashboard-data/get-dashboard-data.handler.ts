import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
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
import {
  customerNameInScope,
  entityUsersCount,
  entityUsersWithExpiredPassword,
  operationsInYear,
  passwordExpiresAt,
} from '@tutela/projections';
import { entityFailedLoginsSince, successfulLoginsSince } from '../../../auth/login/login-attempts';
import type { Principal } from '../../../auth/principal';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { GetDashboardDataQuery } from './get-dashboard-data.query';

const DAY_MS = 86_400_000;

/**
 * Figures of the home dashboard, each one a count over a read model inside the caller's scope (the activity log's,
 * users' and customers' queries in projections; the login attempts' in auth).
 */
@QueryHandler(GetDashboardDataQuery)
export class GetDashboardDataHandler implements IQueryHandler<GetDashboardDataQuery, DashboardData> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ principal, year, now, params }: GetDashboardDataQuery): Promise<DashboardData> {
    const customer = params.customer_id ? await this.customerInScope(principal, params.customer_id) : null;
    const figures: DashboardFigure[] = [];
    const add = (key: DashboardFigureKey, value: number) => figures.push({ key, label: DASHBOARD_FIGURE_LABELS[key], value });

    add('my_operations_year', await operationsInYear(this.db, { causerId: principal.userId }, year));
    add('my_logins_30d', await successfulLoginsSince(this.db, principal.userId, new Date(now.getTime() - 30 * DAY_MS)));

    const expiresAt = await passwordExpiresAt(this.db, principal.userId);
    if (expiresAt) add('password_days_left', Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / DAY_MS)));

    if (principal.customerIds.length > 0) {
      add('customer_operations_year', await operationsInYear(this.db, { customerIds: principal.customerIds }, year));
    }

    if (principal.level >= DASHBOARD_ENTITY_FIGURES_MIN_LEVEL) {
      const entity = principal.entityId;
      add('active_users', await entityUsersCount(this.db, entity, 'active'));
      add('inactive_users', await entityUsersCount(this.db, entity, 'inactive'));
      add('users_password_expired', await entityUsersWithExpiredPassword(this.db, entity, now));
      add('entity_operations_year', await operationsInYear(this.db, { entityId: entity }, year));
      add('failed_logins_7d', await entityFailedLoginsSince(this.db, entity, new Date(now.getTime() - 7 * DAY_MS)));
    }
    if (customer) {
      add('selected_customer_operations_year', await operationsInYear(this.db, { customerId: customer.id }, year));
    }
    const notApplied: DashboardParameter[] = [];
    if (params.med_id !== undefined) notApplied.push('med_id');
    if (params.mcview !== undefined) notApplied.push('mcview');
    return { year, figures, customer, not_applied: notApplied };
  }

  /** The chosen company, or 404 as for an unknown id when it is outside the caller's scope (never a hint it exists). */
  private async customerInScope(principal: Principal, customerId: string): Promise<{ id: string; company_name: string }> {
    const customer = await customerNameInScope(this.db, scopeOf(principal), customerId);
    if (!customer) throw new DomainError(CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND, 'not_found');
    return customer;
  }
}
