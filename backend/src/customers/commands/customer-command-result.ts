import type { CustomerEvent } from '@tutela/contracts';
import { commandAnswerOf, type PipelineResult } from '../../shared/command-pipeline';
import type { CommandResult } from '../../shared/command-runner';
import type { CustomerState } from '../domain/customer-state';

export type CustomerCommandResult = PipelineResult<CustomerState, CustomerEvent>;

export function customerCommandAnswer(result: CommandResult): { data: CommandResult } {
  return { data: commandAnswerOf(result) };
}
