import type { UserEvent } from '@tutela/contracts';
import { commandAnswerOf, type PipelineResult } from '../../shared/command-pipeline';
import type { CommandResult } from '../../shared/command-runner';
import type { UserState } from '../domain/user-state';

export type UserCommandResult = PipelineResult<UserState, UserEvent>;

export function commandAnswer(result: CommandResult): { data: CommandResult } {
  return { data: commandAnswerOf(result) };
}
