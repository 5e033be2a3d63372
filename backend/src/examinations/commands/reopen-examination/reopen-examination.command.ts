import type { Principal } from '../../../auth/principal';

export class ReopenExaminationCommand {
  constructor(
    readonly examinationId: string,
    readonly revision: number | undefined,
    readonly principal: Principal,
    readonly commandId: string,
    readonly now: Date = new Date(),
  ) {}
}
