import { Module } from '@nestjs/common';
import { AppointmentsQueriesController } from './http/appointments-queries.http.controller';
import { AwaitingConfirmationCountHandler } from './queries/awaiting-confirmation/awaiting-confirmation.handler';
import { CalendarAppointmentsHandler } from './queries/calendar-appointments/calendar-appointments.handler';
import { GetAppointmentHandler } from './queries/get-appointment/get-appointment.handler';
import { ListAppointmentsHandler } from './queries/list-appointments/list-appointments.handler';
import { ResourceCalendarHandler } from './queries/resource-calendar/resource-calendar.handler';
import { ToScheduleHandler } from './queries/to-schedule/to-schedule.handler';

/**
 * The read side of appointments: calappointments, Fissati, one appointment and the header badge, over the
 * projections' appointments read model. Kept apart from the write side's AppointmentsModule, which imports it.
 */
@Module({
  controllers: [AppointmentsQueriesController],
  providers: [
    CalendarAppointmentsHandler,
    ListAppointmentsHandler,
    GetAppointmentHandler,
    AwaitingConfirmationCountHandler,
    ResourceCalendarHandler,
    ToScheduleHandler,
  ],
  exports: [
    CalendarAppointmentsHandler,
    ListAppointmentsHandler,
    GetAppointmentHandler,
    AwaitingConfirmationCountHandler,
    ResourceCalendarHandler,
  ],
})
export class AppointmentsQueriesModule {}
