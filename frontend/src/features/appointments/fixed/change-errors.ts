import type { AppointmentConflict, AppointmentRow } from '@tutela/contracts';
import { ApiError } from '../../../lib/api-error';
import { CONCURRENT_EDIT_MESSAGE } from '../../../lib/concurrent-edit';
import { conflictsOf } from '../appointments-api';

/** A refused move, cancel or confirm, as a dialog shows it: a message above the form, field messages, conflicts. */
export interface ChangeFailure {
  message: string;
  fields: Record<string, string>;
  conflicts: AppointmentConflict[];
}

/**
 * 409 with conflicts: the busy message and one line per booking in the way; 409 without: someone changed the
 * appointment since the list was read (the server's message, else the app's concurrent-edit text); 422: the first
 * message of each field under it; anything else: the server's message.
 */
export function describeChangeFailure(error: unknown): ChangeFailure {
  if (!(error instanceof ApiError)) return { message: 'Operazione non riuscita: riprovare', fields: {}, conflicts: [] };
  const conflicts = conflictsOf(error);
  if (error.status === 409 && conflicts.length === 0) {
    return { message: error.message || CONCURRENT_EDIT_MESSAGE, fields: {}, conflicts };
  }
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors ?? {})) if (messages[0]) fields[field] = messages[0];
  return { message: error.message, fields, conflicts };
}

/**
 * One conflict in words without ids: the server's sentence names the physician, resource or clinic by id, which
 * says nothing to the user; the physician is the row's own (a move keeps it), the others are named by their kind.
 */
export function conflictLine(conflict: AppointmentConflict, row: Pick<AppointmentRow, 'med_id' | 'med_name'>): string {
  const who =
    conflict.kind === 'physician'
      ? conflict.id === row.med_id && row.med_name
        ? `Il medico ${row.med_name}`
        : 'Il medico'
      : conflict.kind === 'clinic'
        ? "L'ambulatorio"
        : 'Una risorsa';
  const busy = conflict.kind === 'resource' ? 'occupata' : 'occupato';
  const when = conflict.from ? `il ${conflict.date} dalle ${conflict.from} alle ${conflict.to}` : `il ${conflict.date}`;
  return `${who} è già ${busy} ${when}`;
}
