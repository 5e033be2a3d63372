import type { Principal } from '../../../auth/principal';
import type { TransferWorkerRequestDto } from './transfer-worker.request.dto';

export class TransferWorkerCommand {
  constructor(
    readonly workerId: string,
    readonly body: TransferWorkerRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
