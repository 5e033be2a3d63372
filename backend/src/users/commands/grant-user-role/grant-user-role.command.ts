import type { AppCode } from '@tutela/contracts';
import type { UserCommandOptions } from '../user-command-runner';

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
    readonly options: UserCommandOptions,
  ) {}
}
