import type { Principal } from '../../../auth/principal';
import type { UpdateWorkerPersonalDataRequestDto } from './update-worker-personal-data.request.dto';

export class UpdateWorkerPersonalDataCommand {
  constructor(
    readonly workerId: string,
    readonly body: UpdateWorkerPersonalDataRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
