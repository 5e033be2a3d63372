import type { Principal } from '../../../auth/principal';
import type { UpdateWorkerEmploymentRequestDto } from './update-worker-employment.request.dto';

export class UpdateWorkerEmploymentCommand {
  constructor(
    readonly workerId: string,
    readonly body: UpdateWorkerEmploymentRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
