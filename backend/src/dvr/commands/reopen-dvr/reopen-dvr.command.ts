import type { Principal } from '../../../auth/principal';

export class ReopenDvrCommand {
  constructor(
    readonly dvrId: string,
    readonly revision: number,
    readonly principal: Principal,
    readonly commandId: string,
    readonly now: Date = new Date(),
  ) {}
}
