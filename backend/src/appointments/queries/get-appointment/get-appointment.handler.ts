import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APPOINTMENT_MESSAGES, type AppointmentRow, type Database } from '@tutela/contracts';
import { appointmentInScope } from '@tutela/projections';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { toAppointmentRow } from '../appointment-row-mapping';
import { GetAppointmentQuery } from './get-appointment.query';

/** One appointment in the caller's scope; unknown or another company's: 404. */
@QueryHandler(GetAppointmentQuery)
export class GetAppointmentHandler implements IQueryHandler<GetAppointmentQuery, AppointmentRow> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ appointmentId, scope }: GetAppointmentQuery): Promise<AppointmentRow> {
    const row = await appointmentInScope(this.db, scope, appointmentId);
    if (!row) throw new DomainError(APPOINTMENT_MESSAGES.NOT_FOUND, 'not_found');
    return toAppointmentRow(row);
  }
}
