import type { Principal } from '../../../http/principal';
import type { SaveExaminationRequestDto } from './save-examination.request.dto';

export class SaveExaminationCommand {
  constructor(
    readonly body: SaveExaminationRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
    readonly now: Date = new Date(),
  ) {}
}
