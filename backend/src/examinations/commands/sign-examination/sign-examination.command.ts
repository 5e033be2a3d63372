import { EXAMINATION_STATUS } from '@tutela/contracts';
import type { Principal } from '../../../auth/principal';
import { SaveExaminationCommand } from '../save-examination/save-examination.command';
import type { SaveExaminationRequestDto } from '../save-examination/save-examination.request.dto';

/** Sign the visit (POST /api/md/examinations with status 1): the form as saved with it, checked whole. */
export class SignExaminationCommand {
  constructor(
    readonly body: SaveExaminationRequestDto,
    readonly principal: Principal,
    readonly commandId: string,
    readonly now: Date = new Date(),
  ) {}
}

/**
 * The command for the visit form's POST: status 1 signs, any other saves. The HTTP API keeps one route for both
 * (the client sends the status it wants); the use cases are two.
 */
export function visitCommandOf(
  body: SaveExaminationRequestDto,
  principal: Principal,
  commandId: string,
  now?: Date,
): SaveExaminationCommand | SignExaminationCommand {
  return body.status === EXAMINATION_STATUS.FI
    ? new SignExaminationCommand(body, principal, commandId, now)
    : new SaveExaminationCommand(body, principal, commandId, now);
}
