import type { RecordedEvent } from '@tutela/contracts';
import type { WorkerCommand } from './worker-commands';

/**
 * Whether an event appended after the card was opened conflicts with this edit: only a later event of the same
 * kind touching one of the same fields does. Another user's edit of those fields must not be silently overwritten,
 * while, say, a job assignment meanwhile does not invalidate a corrected birth date. Any other command that
 * carries a client revision conflicts with every later event.
 */
export function workerEditConflicts(command: WorkerCommand, event: RecordedEvent): boolean {
  if (command.type === 'UpdateWorkerPersonalData') return touches(event, 'WorkerPersonalDataUpdated', command.changes);
  if (command.type === 'UpdateWorkerEmployment') return touches(event, 'WorkerEmploymentUpdated', command.changes);
  return true;
}

function touches(event: RecordedEvent, type: string, changes: object): boolean {
  return event.type === type && Object.keys(changes).some((field) => Object.prototype.hasOwnProperty.call(event.data as object, field));
}
