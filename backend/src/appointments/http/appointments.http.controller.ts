import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  APPOINTMENT_MESSAGES,
  RECURRING_YES,
  type AppointmentBookingAnswer,
  type AppointmentRequest,
  type FreeSlotProposal,
} from '@tutela/contracts';
import { RequireLevel } from '../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import type { Principal } from '../../auth/principal';
import { commandContextOf } from '../../http/command-context';
import { CommandId } from '../../http/idempotency/idempotency-metadata';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';
import type { CommandResult } from '../../shared/command-runner';
import { derivedUuid } from '../../shared/derived-uuid';
import { DomainError } from '../../shared/domain-error';
import type { AppointmentCaller } from '../commands/appointment-caller';
import { BookAppointmentCommand } from '../commands/book-appointment/book-appointment.command';
import type { BookAppointmentResult } from '../commands/book-appointment/book-appointment.handler';
import { CancelAppointmentCommand } from '../commands/cancel-appointment/cancel-appointment.command';
import { CompleteAppointmentCommand } from '../commands/complete-appointment/complete-appointment.command';
import { ConfirmAppointmentCommand } from '../commands/confirm-appointment/confirm-appointment.command';
import { MoveAppointmentCommand } from '../commands/move-appointment/move-appointment.command';
import type { SeriesChangeResult } from '../commands/series-change';
import { FreeSlotsQuery } from '../queries/free-slots/free-slots.query';
import {
  CancelAppointmentRequestDto,
  CompleteAppointmentRequestDto,
  MoveAppointmentRequestDto,
  StoreAppointmentRequestDto,
} from './appointments.request.dto';

/** Booking, moving and cancelling (spec part 2 §6, part 1 §2 'Scadenze'): provider staff from level 6. */
export const APPOINTMENT_WRITE_LEVEL = 6;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every appointment id is a UUID: anything else names nothing (404) and never reaches the store. */
function appointmentId(value: string): string {
  if (!UUID.test(value)) throw new DomainError(APPOINTMENT_MESSAGES.NOT_FOUND, 'not_found');
  return value;
}

const callerOf = (principal: Principal, commandId: string, clientRevision?: number): AppointmentCaller => ({
  context: commandContextOf(principal, commandId, clientRevision === undefined ? {} : { clientRevision }),
  principal,
});

function requestOf(body: StoreAppointmentRequestDto): AppointmentRequest {
  const { book_free_occurrences: _bookFree, ...request } = body;
  return request as AppointmentRequest;
}

/**
 * The write side of the appointments (issue 35), under md, fr and sr. A refused booking answers 409
 * `{ message: RESOURCES_BUSY, conflicts }`; checkbusyresources answers the same conflicts as text, appending
 * nothing. Confirm is open to every signed-in user: the stream's rules allow only the appointment's coordinator
 * or a customer-side user of its customer (404 for another customer's appointment).
 */
@ApiTags('appointments')
@ApiBearerAuth()
@Controller(['md', 'fr', 'sr'])
export class AppointmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @IdempotentPost('appointments')
  @HttpCode(200)
  @RequireLevel(APPOINTMENT_WRITE_LEVEL)
  @ApiOperation({ summary: 'Prenota un appuntamento o una serie (store appointments); 409 con i conflitti se occupato' })
  async store(
    @CurrentPrincipal() principal: Principal,
    @Body() body: StoreAppointmentRequestDto,
    @CommandId() commandId: string,
  ): Promise<{ data: AppointmentBookingAnswer }> {
    const bookFreeOccurrences = body.book_free_occurrences === true || body.book_free_occurrences === 1;
    // Derived from the command id: a retry with the same Idempotency-Key books the same streams (nothing new).
    const id = derivedUuid(`${commandId}:appointment`);
    const options = { bookFreeOccurrences: bookFreeOccurrences && body.recurring === RECURRING_YES, checkOnly: false };
    const command = new BookAppointmentCommand(requestOf(body), id, options, callerOf(principal, commandId));
    return { data: (await this.commands.execute<BookAppointmentCommand, BookAppointmentResult>(command)) as AppointmentBookingAnswer };
  }

  @IdempotentPost('checkbusyresources')
  @HttpCode(200)
  @RequireLevel(APPOINTMENT_WRITE_LEVEL)
  @ApiOperation({ summary: 'Risorse occupate per il payload della prenotazione: il testo dei conflitti, o vuoto; non scrive nulla' })
  async checkBusy(
    @CurrentPrincipal() principal: Principal,
    @Body() body: StoreAppointmentRequestDto,
    @CommandId() commandId: string,
  ): Promise<{ data: string }> {
    const id = derivedUuid(`${commandId}:appointment`);
    const command = new BookAppointmentCommand(
      requestOf(body),
      id,
      { bookFreeOccurrences: false, checkOnly: true },
      callerOf(principal, commandId),
    );
    return (await this.commands.execute<BookAppointmentCommand, BookAppointmentResult>(command)) as { data: string };
  }

  @IdempotentPost('appointments/free-slots')
  @HttpCode(200)
  @RequireLevel(APPOINTMENT_WRITE_LEVEL)
  @ApiOperation({
    summary: 'I primi orari liberi per medico, risorse e ambulatorio richiesti, dal momento chiesto in poi; non scrive nulla',
  })
  async freeSlots(
    @CurrentPrincipal() principal: Principal,
    @Body() body: StoreAppointmentRequestDto,
  ): Promise<{ data: FreeSlotProposal[] }> {
    return { data: await this.queries.execute<FreeSlotsQuery, FreeSlotProposal[]>(new FreeSlotsQuery(requestOf(body), principal)) };
  }

  @IdempotentPost('appointments/:id/move')
  @HttpCode(200)
  @RequireLevel(APPOINTMENT_WRITE_LEVEL)
  @ApiOperation({ summary: 'Sposta un appuntamento (scope this | following | all per una serie)' })
  async move(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: MoveAppointmentRequestDto,
    @CommandId() commandId: string,
  ): Promise<{ data: SeriesChangeResult }> {
    const to = {
      date: body.appointment_date ?? null,
      endDate: body.appointment_date_end ?? null,
      startTime: body.appointment_time ?? null,
      endTime: body.appointment_time_end ?? null,
    };
    const command = new MoveAppointmentCommand(appointmentId(id), body.scope ?? 'this', to, callerOf(principal, commandId, body.revision));
    return { data: await this.commands.execute<MoveAppointmentCommand, SeriesChangeResult>(command) };
  }

  @IdempotentPost('appointments/:id/cancel')
  @HttpCode(200)
  @RequireLevel(APPOINTMENT_WRITE_LEVEL)
  @ApiOperation({ summary: 'Annulla un appuntamento (scope this | following | all per una serie): libera gli intervalli' })
  async cancel(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: CancelAppointmentRequestDto,
    @CommandId() commandId: string,
  ): Promise<{ data: SeriesChangeResult }> {
    const command = new CancelAppointmentCommand(
      appointmentId(id),
      body.scope ?? 'this',
      body.reason ?? null,
      callerOf(principal, commandId),
    );
    return { data: await this.commands.execute<CancelAppointmentCommand, SeriesChangeResult>(command) };
  }

  @IdempotentPost('appointments/:id/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: "Conferma l'appuntamento (il referente o un utente dell'azienda cliente)" })
  async confirm(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @CommandId() commandId: string,
  ): Promise<{ data: CommandResult }> {
    const command = new ConfirmAppointmentCommand(appointmentId(id), callerOf(principal, commandId));
    return { data: await this.commands.execute<ConfirmAppointmentCommand, CommandResult>(command) };
  }

  @IdempotentPost('appointments/:id/complete')
  @HttpCode(200)
  @RequireLevel(APPOINTMENT_WRITE_LEVEL)
  @ApiOperation({ summary: 'Segna l’appuntamento come svolto (visita iniziata)' })
  async complete(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: CompleteAppointmentRequestDto,
    @CommandId() commandId: string,
  ): Promise<{ data: CommandResult }> {
    const command = new CompleteAppointmentCommand(appointmentId(id), body.examination_id ?? null, callerOf(principal, commandId));
    return { data: await this.commands.execute<CompleteAppointmentCommand, CommandResult>(command) };
  }
}
