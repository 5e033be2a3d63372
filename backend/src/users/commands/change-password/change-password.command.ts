import type { CommandContext } from '../../../shared/command-context';

export interface ChangePasswordInput {
  userId: string;
  password: string;
  /** Checked only when sent (userschpwd makes it optional, as the original payload had only password). */
  confirmation?: string;
  /** The caller asked for the strict variant even if their level does not require it. */
  strict?: boolean;
  via: 'self' | 'admin';
}

export class ChangePasswordCommand {
  constructor(
    readonly input: ChangePasswordInput,
    readonly context: CommandContext,
  ) {}
}
