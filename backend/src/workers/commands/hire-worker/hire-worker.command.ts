import type { Principal } from '../../../auth/principal';
import type { HireWorkerRequestDto } from './hire-worker.request.dto';

export class HireWorkerCommand {
  constructor(
    readonly workerId: string,
    readonly body: HireWorkerRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
