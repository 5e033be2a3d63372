import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RECURRING_YES, type AppointmentBookingAnswer, type AppointmentConflict } from '@tutela/contracts';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { DomainError } from '../../../shared/domain-error';
import { bookingPlan } from '../../domain/appointment-booking';
import type { BookAppointment } from '../../domain/appointment-commands';
import { appointmentReservations, busyError, busyText } from '../../domain/appointment-conflicts';
import { appointmentStream } from '../../domain/appointment.decider';
import { appointmentStreamDeclaration as declaration } from '../../domain/appointment.stream';
import { streamContext, type AppointmentCaller } from '../appointment-caller';
import { AppointmentBookings } from '../appointment-bookings';
import { AppointmentParties } from '../appointment-parties';
import { BookAppointmentCommand } from './book-appointment.command';

const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

export type BookAppointmentResult = { data: string } | AppointmentBookingAnswer;

/**
 * Books the plan of a request (bookingPlan: one command per occurrence, each its own stream). First every command
 * is decided without appending (the caller's access, the rules) and its intervals checked against the bookings of
 * other streams; a single appointment that conflicts, or a series with a conflicting date and no
 * `book_free_occurrences`, is refused whole with every conflict (409). Then each occurrence is appended, its
 * intervals booked in the append's transaction: a race lost after the check is a 409 of the database; in a series
 * booked whole, the occurrences already booked by this request are cancelled again (nothing stays half-booked).
 */
@CommandHandler(BookAppointmentCommand)
export class BookAppointmentHandler implements ICommandHandler<BookAppointmentCommand, BookAppointmentResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly bookings: AppointmentBookings,
    private readonly parties: AppointmentParties,
  ) {}

  async execute({ request, appointmentId, options, caller }: BookAppointmentCommand): Promise<BookAppointmentResult> {
    const { principal } = caller;
    const plan = bookingPlan(request, {
      appointmentId,
      entityId: principal.entityId,
      providerClinicsAllowed: false,
      today: ROME_DAY.format(new Date()),
    });
    await this.parties.check(request, principal);
    const series = request.recurring === RECURRING_YES;
    const refused: AppointmentBookingAnswer['refused'] = [];
    const free: BookAppointment[] = [];
    for (const command of plan) {
      const conflicts = await this.preCheck(command, caller, series);
      if (conflicts.length) refused.push({ date: command.occurrence?.date ?? command.request.appointment_date ?? '', conflicts });
      else free.push(command);
    }
    const allConflicts = (): AppointmentConflict[] => refused.flatMap((occurrence) => occurrence.conflicts);
    if (options.checkOnly) return { data: busyText(allConflicts()) };
    if (refused.length && (!series || !options.bookFreeOccurrences || free.length === 0)) throw busyError(allConflicts());

    const booked: AppointmentBookingAnswer['booked'] = [];
    let position = 0;
    for (const command of free) {
      try {
        const result = await this.pipeline.run(
          declaration,
          command.appointmentId,
          command,
          streamContext(caller, command.appointmentId, series),
          {
            wait: false,
          },
        );
        position = Math.max(position, result.position);
        booked.push({ id: command.appointmentId, date: command.occurrence?.date ?? command.request.appointment_date ?? '' });
      } catch (error) {
        const busy = error instanceof DomainError && error.conflicts;
        if (!busy || !series) throw error;
        refused.push({ date: command.occurrence?.date ?? '', conflicts: error.conflicts as AppointmentConflict[] });
        if (!options.bookFreeOccurrences) {
          await this.release(booked, caller);
          throw busyError(allConflicts());
        }
      }
    }
    if (position > 0) await this.pipeline.waitFor(position);
    return { id: appointmentId, series_id: series ? appointmentId : null, booked, refused };
  }

  /** The command decided without appending, and the intervals it would book checked against other streams'. */
  private async preCheck(command: BookAppointment, caller: AppointmentCaller, many: boolean): Promise<AppointmentConflict[]> {
    const dry = await this.pipeline.run(declaration, command.appointmentId, command, streamContext(caller, command.appointmentId, many), {
      dryRun: true,
    });
    const before = declaration.decider.initialState();
    return this.bookings.conflictsOf(appointmentStream(command.appointmentId), appointmentReservations(before, dry.events));
  }

  /** A series booked whole lost a race on one date: the dates this request booked are cancelled again. */
  private async release(booked: AppointmentBookingAnswer['booked'], caller: AppointmentCaller): Promise<void> {
    for (const { id, date } of booked) {
      const command = {
        type: 'CancelAppointment' as const,
        appointmentId: id,
        target: { scope: 'this' as const, pivotId: id, pivotDate: date, seriesId: null },
        reason: 'Serie non prenotata: un altro appuntamento occupa una delle date',
      };
      await this.pipeline.run(declaration, id, command, streamContext(caller, `${id}:release`, true), { wait: false });
    }
  }
}
