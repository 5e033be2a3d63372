import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AppointmentRow, Database, PagedResponse } from '@tutela/contracts';
import { appointmentsList, type AppointmentQueryRow } from '@tutela/projections';
import { queryPage } from '../../../http/paging/query-page';
import { DATABASE } from '../../../shared/tokens';
import { toAppointmentRow } from '../appointment-row-mapping';
import { ListAppointmentsQuery } from './list-appointments.query';

/** Fissati (/appointments/flist): the booked appointments in the caller's scope, by start (projections' appointmentsList). */
@QueryHandler(ListAppointmentsQuery)
export class ListAppointmentsHandler implements IQueryHandler<ListAppointmentsQuery, PagedResponse<AppointmentRow>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ params, scope }: ListAppointmentsQuery): Promise<PagedResponse<AppointmentRow>> {
    const statement = appointmentsList(scope, {
      from: params.from,
      to: params.to,
      customerId: params.customer_id,
      physicianId: params.med,
      confirmed: params.confirmed === undefined ? null : params.confirmed === '1',
      status: params.status,
      order: params.order,
    });
    return queryPage(this.db, statement, params, (row: AppointmentQueryRow) => toAppointmentRow(row));
  }
}
