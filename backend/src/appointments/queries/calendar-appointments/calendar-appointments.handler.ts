import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AppointmentRow, Database } from '@tutela/contracts';
import { calendarAppointments } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { toAppointmentRow } from '../appointment-row-mapping';
import { CalendarAppointmentsQuery } from './calendar-appointments.query';

/** Calendario (calappointments): the appointments of one physician, or of all in scope, overlapping a date range. */
@QueryHandler(CalendarAppointmentsQuery)
export class CalendarAppointmentsHandler implements IQueryHandler<CalendarAppointmentsQuery, AppointmentRow[]> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ filter, scope }: CalendarAppointmentsQuery): Promise<AppointmentRow[]> {
    // One company asked for: the scope narrowed to it (the controller checked it is the caller's).
    const narrowed = filter.customerId ? { ...scope, customerIds: [filter.customerId] } : scope;
    return (await calendarAppointments(this.db, narrowed, filter)).map(toAppointmentRow);
  }
}
