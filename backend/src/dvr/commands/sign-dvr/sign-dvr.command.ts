import type { Principal } from '../../../auth/principal';
import type { SignDvrRequestDto } from './sign-dvr.request.dto';

export class SignDvrCommand {
  constructor(
    readonly dvrId: string,
    readonly body: SignDvrRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
    readonly now: Date = new Date(),
  ) {}
}
