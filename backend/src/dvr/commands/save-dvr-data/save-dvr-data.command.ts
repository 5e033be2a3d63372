import type { Principal } from '../../../http/principal';
import type { SaveDvrDataRequestDto } from './save-dvr-data.request.dto';

export class SaveDvrDataCommand {
  constructor(
    readonly body: SaveDvrDataRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
