import type { Principal } from '../../../auth/principal';

export class DeleteFileCommand {
  constructor(
    readonly examinationId: string,
    readonly fileId: string,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
