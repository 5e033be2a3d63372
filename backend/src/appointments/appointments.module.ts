import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { RegistryPlaces } from '../customers/public';
import { CommandPipeline } from '../shared/command-pipeline';
import { UsersInfrastructureModule } from '../users/public';
import { AppointmentBookings } from './commands/appointment-bookings';
import { AppointmentParties } from './commands/appointment-parties';
import { BookAppointmentHandler } from './commands/book-appointment/book-appointment.handler';
import { CancelAppointmentHandler } from './commands/cancel-appointment/cancel-appointment.handler';
import { CompleteAppointmentHandler } from './commands/complete-appointment/complete-appointment.handler';
import { ConfirmAppointmentHandler } from './commands/confirm-appointment/confirm-appointment.handler';
import { MoveAppointmentHandler } from './commands/move-appointment/move-appointment.handler';
import { SeriesChange } from './commands/series-change';
import { FreeSlotsHandler } from './queries/free-slots/free-slots.handler';
import { AppointmentsController } from './http/appointments.http.controller';
import { AppointmentSummonsReactor } from './reactions/appointment-summons.reactor';

/** The appointments context's write side: appointment streams, booking with no double booking, series changes, the summons by mail. */
@Module({
  // AuthModule for its mail outbox (the summons).
  imports: [UsersInfrastructureModule, AuthModule],
  controllers: [AppointmentsController],
  providers: [
    CommandPipeline,
    RegistryPlaces,
    AppointmentBookings,
    AppointmentParties,
    SeriesChange,
    BookAppointmentHandler,
    MoveAppointmentHandler,
    CancelAppointmentHandler,
    ConfirmAppointmentHandler,
    CompleteAppointmentHandler,
    FreeSlotsHandler,
    AppointmentSummonsReactor,
  ],
})
export class AppointmentsModule {}
