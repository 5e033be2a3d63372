import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  CUSTOMER_MESSAGES,
  DASHBOARD_ENTITY_FIGURES_MIN_LEVEL,
  DASHBOARD_FIGURE_LABELS,
  addDays,
  APPOINTMENT_READ_MIN_LEVEL,
  scopeOf,
  type TenantScope,
  type DashboardData,
  type DashboardFigure,
  type DashboardFigureKey,
  type DashboardParameter,
  type Database,
} from '@tutela/contracts';
import {
  appointmentsOnDay,
  awaitingConfirmationCount,
  customerNameInScope,
  entityUsersCount,
  entityUsersWithExpiredPassword,
  operationsInYear,
  passwordExpiresAt,
  workersToScheduleCount,
} from '@tutela/projections';
import { entityFailedLoginsSince, successfulLoginsSince } from '../../../auth/login/login-attempts';
import type { Principal } from '../../../auth/principal';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { GetDashboardDataQuery } from './get-dashboard-data.query';

const DAY_MS = 86_400_000;
const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    if (principal.customerIds.length > 0 || principal.level >= APPOINTMENT_READ_MIN_LEVEL) {
      // The schedule's day, for whoever reads the schedule (Scadenze): med_id narrows it to one physician.
      for (const [key, value] of await this.scheduleFigures(principal, scopeOf(principal), now, params.med_id)) add(key, value);
    } else if (params.med_id !== undefined) {
      notApplied.push('med_id');
    }
    if (params.mcview !== undefined) notApplied.push('mcview');
    return { year, figures, customer, not_applied: notApplied };
  }

  /** Today's appointments (of med_id's physician when given), those awaiting the user's confirmation, the visits to book. */
  private async scheduleFigures(
    principal: Principal,
    scope: TenantScope,
    now: Date,
    medId: string | undefined,
  ): Promise<[DashboardFigureKey, number][]> {
    const today = ROME_DAY.format(now);
    // An id that is no UUID names no physician: nobody's appointments, never everybody's.
    const physician = medId === undefined ? null : UUID.test(medId) ? medId : '';
    const viewer = { userId: principal.userId, entityId: scope.entityId, customerIds: scope.customerIds };
    return [
      ['appointments_today', await appointmentsOnDay(this.db, scope, today, physician)],
      ['appointments_awaiting_confirmation', await awaitingConfirmationCount(this.db, viewer)],
      ['visits_to_schedule_30d', await workersToScheduleCount(this.db, scope, { to: addDays(today, 30) })],
    ];
  }

  /** The chosen company, or 404 as for an unknown id when it is outside the caller's scope (never a hint it exists). */
  private async customerInScope(principal: Principal, customerId: string): Promise<{ id: string; company_name: string }> {
    const customer = await customerNameInScope(this.db, scopeOf(principal), customerId);
    if (!customer) throw new DomainError(CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND, 'not_found');
    return customer;
  }
}
