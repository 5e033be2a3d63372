import { Controller, Get, HttpCode, Param, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EXAMINATION_MESSAGES, EXAMINATION_PDF_MIN_LEVEL, type ExaminationFileRow } from '@tutela/contracts';
import { RequireLevel } from '../../auth/guard/auth-metadata';
import { ClinicalData } from '../../auth/guard/clinical-data';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import { CommandId } from '../../http/idempotency/idempotency-metadata';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { AttachFileCommand, type UploadedBytes } from '../commands/attach-file/attach-file.command';
import { DeleteFileCommand } from '../commands/delete-file/delete-file.command';
import { EXAMINATION_FILE_MAX_BYTES } from '../files/file-rules';
import { FileStore } from '../files/file-store';
import { FileTooLargeInterceptor } from '../files/file-too-large.interceptor';
import type { ExaminationCommandResult } from '../commands/existing-examination';
import { ExaminationPdfService } from '../pdf/examination-pdf.service';
import { ExaminationReader } from '../queries/examination-reader';
import { toFileRows } from '../queries/examination-row-mapping';
import { commandAnswer } from './examination-answer';
import { IdempotentDelete, IdempotentPost } from '../../http/idempotency/idempotent-routes';

const fileNotFound = () => new DomainError(EXAMINATION_MESSAGES.FILE_NOT_FOUND, 'not_found');

/** Attachments of a visit and its PDF: clinical data, so the same read rule as the visit, and every read audited. */
@ApiTags('visite')
@ApiBearerAuth()
@Controller('md/examinations/:id')
export class ExaminationFilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: ExaminationReader,
    private readonly files: FileStore,
    private readonly pdf: ExaminationPdfService,
  ) {}

  @IdempotentPost('files')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileTooLargeInterceptor, FileInterceptor('file', { limits: { fileSize: EXAMINATION_FILE_MAX_BYTES, files: 1 } }))
  @ApiOperation({ summary: 'Allega un file (immagini, pdf, doc, xls, xlsx)' })
  async upload(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @UploadedFile() file: UploadedBytes | undefined,
    @CommandId() commandId: string,
  ): Promise<{ data: ExaminationFileRow }> {
    const result = await this.commands.execute<AttachFileCommand, ExaminationCommandResult>(
      new AttachFileCommand(id, file, principal, commandId),
    );
    const row = await this.reader.row(id, principal);
    const state = result.state;
    const attached = state.status === 'absent' ? undefined : state.files[state.files.length - 1];
    const shown = toFileRows(row.files).find((entry) => entry.id === attached?.fileId);
    if (!shown) throw fileNotFound();
    return { data: shown };
  }

  @Get('files/:fileId')
  @ClinicalData()
  @ApiOperation({ summary: 'Scarica un allegato' })
  async download(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('fileId') fileId: string,
  ): Promise<StreamableFile> {
    const row = await this.reader.row(id, principal);
    const file = row.files.find((entry) => entry.fileId === fileId);
    const bytes = file ? await this.files.get(file.sha256) : null;
    if (!file || !bytes) throw fileNotFound();
    await this.reader.audit(principal, row.id, row.worker_id, `allegato ${file.fileName}`);
    return new StreamableFile(bytes, {
      type: file.mimeType,
      disposition: `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      length: bytes.length,
    });
  }

  @IdempotentDelete('files/:fileId')
  @ApiOperation({ summary: 'Elimina un allegato (resta nella storia della visita)' })
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('fileId') fileId: string,
    @CommandId() commandId: string,
  ) {
    const result = await this.commands.execute<DeleteFileCommand, ExaminationCommandResult>(
      new DeleteFileCommand(id, fileId, principal, commandId),
    );
    return commandAnswer(result, EXAMINATION_MESSAGES.FILE_DELETED);
  }

  @Get('pdf')
  @ClinicalData()
  @RequireLevel(EXAMINATION_PDF_MIN_LEVEL)
  @ApiOperation({ summary: 'Pdf della visita firmata' })
  async downloadPdf(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<StreamableFile> {
    const { bytes, fileName } = await this.pdf.render(id, principal);
    return new StreamableFile(bytes, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"`, length: bytes.length });
  }
}
