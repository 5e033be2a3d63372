import type { Principal } from '../../../auth/principal';
import type { CreateDvrRequestDto } from './create-dvr.request.dto';

export class CreateDvrCommand {
  constructor(
    readonly body: CreateDvrRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
