import type { CommandResult } from '../../shared/command-runner';

/** What a command answers: the record's id, its stream revision (the screen's next `revision`) and the position. */
export function commandAnswer(result: CommandResult, message?: string): { data: CommandResult; message?: string } {
  const data = { id: result.id, revision: result.revision, position: result.position };
  return message ? { data, message } : { data };
}
