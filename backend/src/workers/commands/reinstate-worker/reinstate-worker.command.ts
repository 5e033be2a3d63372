import type { Principal } from '../../../http/principal';

export class ReinstateWorkerCommand {
  constructor(
    readonly workerId: string,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
