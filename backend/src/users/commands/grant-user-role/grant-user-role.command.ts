import type { AppCode } from '@tutela/contracts';
import type { CommandContext } from '../../../shared/command-context';

export interface GrantUserRoleInput {
  userId: string;
  grantId: string;
  role: string;
  customerId: string | null;
  factoryId: string | null;
  app: AppCode | null;
}

export class GrantUserRoleCommand {
  constructor(
    readonly input: GrantUserRoleInput,
    readonly context: CommandContext,
  ) {}
}
