import type { Principal } from '../../../auth/principal';
import type { SaveDvrDataRequestDto } from './save-dvr-data.request.dto';

export class SaveDvrDataCommand {
  constructor(
    readonly body: SaveDvrDataRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
