export interface ResetPasswordInput {
  email: string;
  token: string;
  password: string;
  confirmation: string;
}

/** Anonymous: the token mailed to the user is the proof of identity. */
export class ResetPasswordCommand {
  constructor(
    readonly input: ResetPasswordInput,
    readonly commandId: string,
  ) {}
}
