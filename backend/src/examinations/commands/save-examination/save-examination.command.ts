import type { Principal } from '../../../auth/principal';
import type { SaveExaminationRequestDto } from './save-examination.request.dto';

export class SaveExaminationCommand {
  constructor(
    readonly body: SaveExaminationRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
    readonly now: Date = new Date(),
  ) {}
}
