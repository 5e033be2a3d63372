import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  DAY_PLAN_MAX_WORKERS,
  parseTime,
  romeMidnight,
  scopeOf,
  validateDayPlan,
  type Database,
  type DayPlanPreview,
  type DayPlanRequest,
} from '@tutela/contracts';
import { workersToSchedule, type ToScheduleSqlRow } from '@tutela/projections';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';
import { APPOINTMENT_SLOT_SCOPE } from '../domain/appointment-conflicts';
import { planDay } from '../domain/day-plan';
import { AppointmentBookings } from './appointment-bookings';
import { AppointmentParties } from './appointment-parties';

/** Due by default within a month of the day: the visits a physician would rather do now than come back for. */
const DEFAULT_DUE_DAYS = 30;

/**
 * 'Pianifica giornata': the due workers of one customer (or one of its sites) in Da fissare's order, laid on the
 * physician's free time of the day. The preview and the commit both ask this, so the commit books what the plan
 * says at that moment (a slot taken since the preview simply moves the rest on).
 */
@Injectable()
export class DayPlanner {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly bookings: AppointmentBookings,
    private readonly parties: AppointmentParties,
  ) {}

  async plan(request: DayPlanRequest, principal: Principal): Promise<DayPlanPreview> {
    const errors = validateDayPlan(request);
    const fields = Object.keys(errors);
    if (fields.length) throw new DomainError(errors[fields[0]][0], 'validation', errors);
    const date = request.date as string;
    await this.parties.check(
      {
        customer_id: request.customer_id,
        med_id: request.med_id,
        multi: 0,
        visit: 1,
        appointment_date: date,
        appointment_date_end: date,
        send_mail: 0,
        send_mail_to_customer: 0,
        recurring: 1,
      },
      principal,
    );
    const statement = workersToSchedule(scopeOf(principal), {
      customerId: request.customer_id,
      factoryId: request.factory_id ?? null,
      to: request.todate || addDays(date, DEFAULT_DUE_DAYS),
      order: 'asc',
    });
    const { rows } = await this.db.query<ToScheduleSqlRow>(
      `SELECT ${statement.select} FROM ${statement.from} WHERE ${statement.where} ORDER BY ${statement.orderBy} LIMIT ${DAY_PLAN_MAX_WORKERS}`,
      [...statement.params],
    );
    const busy = await this.bookings.busyIntervals(
      APPOINTMENT_SLOT_SCOPE,
      [`physician:${request.med_id}`],
      romeMidnight(date),
      romeMidnight(addDays(date, 1)),
    );
    const workers = rows.map((row) => ({ workerId: row.id, name: `${row.last_name} ${row.first_name}`, nextVisit: row.next_visit }));
    return planDay(workers, busy, {
      date,
      startMinutes: parseTime(request.start_time) as number,
      endMinutes: parseTime(request.end_time) as number,
      minutes: request.minutes as number,
    });
  }
}
