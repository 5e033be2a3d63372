import type { Principal } from '../../../http/principal';

export class ResignWorkerCommand {
  constructor(
    readonly workerId: string,
    readonly resignedOn: string,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
