import type { Principal } from '../../../http/principal';
import type { CreateDvrRequestDto } from './create-dvr.request.dto';

export class CreateDvrCommand {
  constructor(
    readonly body: CreateDvrRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
