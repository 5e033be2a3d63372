import type { Principal } from '../../../auth/principal';

export class ReinstateWorkerCommand {
  constructor(
    readonly workerId: string,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
