import type { Principal } from '../../../auth/principal';
import type { SaveRecordRequestDto } from './save-record.request.dto';

export class SaveRecordCommand {
  constructor(
    readonly body: SaveRecordRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
    readonly now: Date = new Date(),
  ) {}
}
