import type { Principal } from '../../../auth/principal';

export interface UploadedBytes {
  originalname: string;
  size: number;
  buffer: Buffer;
}

export class AttachFileCommand {
  constructor(
    readonly examinationId: string,
    readonly file: UploadedBytes | undefined,
    readonly principal: Principal,
    readonly commandId: string,
  ) {}
}
