import type { RecordedEvent } from '@tutela/contracts';
import type { ClientRevision } from '../../shared/command-runner';

/**
 * A change saved from a card opened at `revision` conflicts only with a later event of the same kind touching one
 * of the same fields: another user's edit of those fields must not be silently overwritten, while, say, a job
 * assignment meanwhile does not invalidate a corrected birth date.
 */
export function editConflicts(revision: number | undefined, eventType: string, fields: readonly string[]): ClientRevision | undefined {
  if (revision === undefined) return undefined;
  return {
    revision,
    conflictsWith: (event: RecordedEvent) =>
      event.type === eventType && fields.some((field) => Object.prototype.hasOwnProperty.call(event.data as object, field)),
  };
}
