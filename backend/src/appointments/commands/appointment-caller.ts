import type { Principal } from '../../auth/principal';
import type { CommandContext } from '../../shared/command-context';
import { derivedUuid } from '../../shared/derived-uuid';

/** Who sends an appointment command: the request's command context and the caller (entity, customers, name). */
export interface AppointmentCaller {
  context: CommandContext;
  principal: Principal;
}

/**
 * The context of one stream of a command that writes several (a series, a series-wide move): the command id is
 * derived per stream, so each stream's events have their own ids and a retry with the same key finds them again.
 */
export function streamContext(caller: AppointmentCaller, appointmentId: string, many: boolean): CommandContext {
  if (!many) return caller.context;
  return {
    ...caller.context,
    commandId: derivedUuid(`${caller.context.commandId}:appointment:${appointmentId}`),
    clientRevision: undefined,
  };
}
