import { Injectable } from '@nestjs/common';
import { APPOINTMENT_MESSAGES, type SeriesScope } from '@tutela/contracts';
import { CommandPipeline } from '../../shared/command-pipeline';
import type { CommandResult } from '../../shared/command-runner';
import { DomainError } from '../../shared/domain-error';
import { planSeriesChange, seriesTarget } from '../domain/appointment-booking';
import type { CancelAppointment, MoveAppointment, SeriesTarget } from '../domain/appointment-commands';
import { appointmentReservations, busyError } from '../domain/appointment-conflicts';
import { appointmentStream } from '../domain/appointment.decider';
import { appointmentStreamDeclaration as declaration } from '../domain/appointment.stream';
import { streamContext, type AppointmentCaller } from './appointment-caller';
import { AppointmentBookings } from './appointment-bookings';

type SeriesCommand = MoveAppointment | CancelAppointment;

/** What a series-wide change answers: the pivot's id and revision, and every occurrence it changed. */
export type SeriesChangeResult = CommandResult & { changed: string[] };

/**
 * A move or cancel with a series scope (planSeriesChange): the pivot first (its access, its rules, the client's
 * revision), then every occurrence the scope reaches, each on its own stream, each deciding whether it is
 * reached. A move is decided everywhere without appending first and its new intervals checked: any conflict
 * refuses the whole move (409 with the conflicts) before anything is written.
 */
@Injectable()
export class SeriesChange {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly bookings: AppointmentBookings,
  ) {}

  async run(
    pivotId: string,
    scope: SeriesScope,
    caller: AppointmentCaller,
    build: (id: string, target: SeriesTarget) => SeriesCommand,
  ): Promise<SeriesChangeResult> {
    const loaded = await this.pipeline.read(declaration, pivotId);
    if (loaded.state.status === 'none') throw new DomainError(APPOINTMENT_MESSAGES.NOT_FOUND, 'not_found');
    const target = seriesTarget(loaded.state, scope);
    const ids = [pivotId, ...planSeriesChange(loaded.state, scope).filter((id) => id !== pivotId)];
    const many = ids.length > 1;
    const context = (id: string) => (id === pivotId ? caller.context : streamContext(caller, id, many));
    if (build(pivotId, target).type === 'MoveAppointment') {
      const conflicts = [];
      for (const id of ids) {
        const dry = await this.pipeline.run(declaration, id, build(id, target), context(id), {
          dryRun: true,
          ...(id === pivotId && { loaded }),
        });
        conflicts.push(...(await this.bookings.conflictsOf(appointmentStream(id), appointmentReservations(dry.state, dry.events))));
      }
      if (conflicts.length) throw busyError(conflicts);
    }
    const changed: string[] = [];
    let answer: CommandResult | null = null;
    let position = 0;
    for (const id of ids) {
      const result = await this.pipeline.run(declaration, id, build(id, target), context(id), { wait: false });
      if (id === pivotId) answer = { id: result.id, revision: result.revision, position: result.position };
      if (result.events.length) changed.push(id);
      position = Math.max(position, result.position);
    }
    if (position > 0) await this.pipeline.waitFor(position);
    return { ...(answer as CommandResult), position, changed };
  }
}
