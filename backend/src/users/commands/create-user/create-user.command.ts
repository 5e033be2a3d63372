import type { UserCustomerSettings } from '@tutela/contracts';
import type { CommandContext } from '../../../shared/command-context';

export interface CreateUserInput {
  userId: string;
  entityId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Absent: a random password nobody knows is set and the user must change it (reset link or admin). */
  password?: string | null;
  phone?: string | null;
  isMirEnabled?: boolean;
  staffRoles?: string[];
  customerSettings?: UserCustomerSettings | null;
}

export class CreateUserCommand {
  constructor(
    readonly input: CreateUserInput,
    readonly context: CommandContext,
  ) {}
}
