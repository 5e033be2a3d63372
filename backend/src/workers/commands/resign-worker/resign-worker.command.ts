import type { Principal } from '../../../auth/principal';

export class ResignWorkerCommand {
  constructor(
    readonly workerId: string,
    readonly resignedOn: string,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
