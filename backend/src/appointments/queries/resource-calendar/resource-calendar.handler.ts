import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AppointmentRow, Database } from '@tutela/contracts';
import { resourceCalendarAppointments } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { toAppointmentRow } from '../appointment-row-mapping';
import { ResourceCalendarQuery } from './resource-calendar.query';

/** Calendario risorse / ambulatori: the booked appointments holding the resources or clinics in a date range. */
@QueryHandler(ResourceCalendarQuery)
export class ResourceCalendarHandler implements IQueryHandler<ResourceCalendarQuery, AppointmentRow[]> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ filter, scope }: ResourceCalendarQuery): Promise<AppointmentRow[]> {
    return (await resourceCalendarAppointments(this.db, scope, filter)).map(toAppointmentRow);
  }
}
