import { Body, Controller, Get, HttpCode, Param, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  scopeOf,
  EXAMINATION_MESSAGES,
  EXAMINATION_PDF_MIN_LEVEL,
  HEALTH_DATA_READS_MIN_LEVEL,
  type HealthDataReadRow,
  type ExaminationDetail,
  type ExaminationListRow,
  type ExaminationVersion,
  type PagedResponse,
} from '@tutela/contracts';
import { RequireLevel } from '../../auth/guard/auth-metadata';
import { ClinicalData } from '../../auth/guard/clinical-data';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import { CommandId } from '../../http/idempotency/idempotency-metadata';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { DeleteFileCommand } from '../commands/delete-file/delete-file.command';
import { DeleteFileRequestDto } from '../commands/delete-file/delete-file.request.dto';
import { ReopenExaminationCommand } from '../commands/reopen-examination/reopen-examination.command';
import { ReopenExaminationRequestDto } from '../commands/reopen-examination/reopen-examination.request.dto';
import { visitCommandOf } from '../commands/sign-examination/sign-examination.command';
import { SaveExaminationRequestDto } from '../commands/save-examination/save-examination.request.dto';
import { SaveRecordCommand } from '../commands/save-record/save-record.command';
import { SaveRecordRequestDto } from '../commands/save-record/save-record.request.dto';
import type { ExaminationCommandResult } from '../commands/existing-examination';
import { ExaminationKeys } from '../infrastructure/examination-keys';
import { ExaminationWorkers } from '../infrastructure/examination-workers';
import { GetExaminationQuery, GetExaminationVersionQuery } from '../queries/get-examination/get-examination.query';
import { PageRequestDto } from '../../http/paging/page-request.dto';
import { ListHealthDataReadsQuery } from '../queries/list-health-data-reads/list-health-data-reads.query';
import { ListExaminationsQuery } from '../queries/list-examinations/list-examinations.query';
import { ListExaminationsRequestDto } from '../queries/list-examinations/list-examinations.request.dto';
import { ExaminationPdfService } from '../pdf/examination-pdf.service';
import { commandAnswer } from './examination-answer';
import { ExaminationKeyRequestDto } from './examination-key.request.dto';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';

type Answer = ReturnType<typeof commandAnswer>;

/** A new visit's time key: the moment it was opened, to the millisecond (yyyyMMddHHmmssSSS, UTC). */
const timeKeyOf = (now: Date) => now.toISOString().replace(/\D/g, '').slice(0, 17);

/**
 * Medical examinations (medicine only). Reads: any signed-in md user inside their scope; lists hide the outcome
 * from staff below level 5, clinical data is for clinical roles (ExaminationReader). Writes: the decider's role
 * rules (fill: doctor, specializing, system administrator; sign: not specializing), 403 with the Italian message.
 */
@ApiTags('visite')
@ApiBearerAuth()
@Controller('md')
export class ExaminationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly keys: ExaminationKeys,
    private readonly workers: ExaminationWorkers,
    private readonly pdf: ExaminationPdfService,
  ) {}

  @IdempotentPost('examination-keys')
  @HttpCode(200)
  @ApiOperation({ summary: 'Chiave cifrata della pagina visita (examination/1/{key}) per un lavoratore' })
  async key(
    @CurrentPrincipal() principal: Principal,
    @Body() body: ExaminationKeyRequestDto,
  ): Promise<{ data: { key: string; time_key: string } }> {
    await this.workers.inScope(body.worker_id, scopeOf(principal));
    const timeKey = body.time_key ?? timeKeyOf(new Date());
    return { data: { key: this.keys.seal(body.worker_id, timeKey), time_key: timeKey } };
  }

  @Get('examinations')
  @ApiOperation({ summary: 'Visite effettuate (paginato, filtri)' })
  list(@CurrentPrincipal() principal: Principal, @Query() params: ListExaminationsRequestDto): Promise<PagedResponse<ExaminationListRow>> {
    return this.queries.execute(new ListExaminationsQuery(params, principal));
  }

  @Get('examinations/by-key/:key')
  @ClinicalData()
  @ApiOperation({ summary: 'Visita dalla chiave della pagina (bozza se non ancora iniziata)' })
  byKey(@CurrentPrincipal() principal: Principal, @Param('key') key: string): Promise<{ data: ExaminationDetail }> {
    return this.queries.execute(new GetExaminationQuery(null, key, principal));
  }

  @Get('examinations/:id')
  @ClinicalData()
  @ApiOperation({ summary: 'Visita (dati clinici: solo ruoli clinici; ogni lettura è registrata)' })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: ExaminationDetail }> {
    return this.queries.execute(new GetExaminationQuery(id, null, principal));
  }

  @Get('examinations/:id/versions/:version')
  @ClinicalData()
  @ApiOperation({ summary: 'Versione firmata della visita (anche archiviata), sola lettura' })
  version(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('version') version: string,
  ): Promise<{ data: ExaminationVersion }> {
    if (!/^\d{1,6}$/.test(version)) throw new DomainError(EXAMINATION_MESSAGES.NOT_FOUND, 'not_found');
    return this.queries.execute(new GetExaminationVersionQuery(id, Number(version), principal));
  }

  @Get('workers/:id/examinations')
  @ApiOperation({ summary: 'Visite e schede INV/VAC del lavoratore' })
  ofWorker(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ data: ExaminationListRow[] }> {
    return this.queries.execute(new ListExaminationsQuery(null, principal, id));
  }

  @Get('workers/:id/examinations/pdf.zip')
  @ClinicalData()
  @RequireLevel(EXAMINATION_PDF_MIN_LEVEL)
  @ApiOperation({ summary: 'Pdf di tutte le visite firmate del lavoratore in un archivio zip (DOWNLOAD ESAMI)' })
  async downloadAll(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<StreamableFile> {
    const { bytes, fileName } = await this.pdf.renderWorkerZip(id, principal);
    return new StreamableFile(bytes, { type: 'application/zip', disposition: `attachment; filename="${fileName}"`, length: bytes.length });
  }

  @Get('workers/:id/health-data-reads')
  @RequireLevel(HEALTH_DATA_READS_MIN_LEVEL)
  @ApiOperation({ summary: 'Accessi ai dati sanitari del lavoratore (chi, quando, cosa; paginato, dal più recente)' })
  healthDataReads(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query() page: PageRequestDto,
  ): Promise<PagedResponse<HealthDataReadRow>> {
    return this.queries.execute(new ListHealthDataReadsQuery(id, page, principal));
  }

  @IdempotentPost('examinations')
  @HttpCode(200)
  @ApiOperation({ summary: 'Inizia, salva (NF / ATT) o firma (FI) la visita' })
  async save(
    @CurrentPrincipal() principal: Principal,
    @Body() body: SaveExaminationRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    // One route, two use cases: status 1 signs (SignExaminationCommand), any other status saves.
    return commandAnswer(
      await this.commands.execute<object, ExaminationCommandResult>(visitCommandOf(body, principal, commandId)),
      EXAMINATION_MESSAGES.SAVED,
    );
  }

  /** The spec's delete call (part 2 §7.2): the same command, rules and answer as DELETE examinations/{id}/files/{fileId}. */
  @IdempotentPost('examinations/delfile')
  @HttpCode(200)
  @ApiOperation({ summary: 'Elimina un allegato della visita (alias della specifica di DELETE examinations/{id}/files/{fileId})' })
  async deleteFile(
    @CurrentPrincipal() principal: Principal,
    @Body() body: DeleteFileRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    const command = new DeleteFileCommand(body.examinationID, body.fileID, principal, commandId);
    return commandAnswer(
      await this.commands.execute<DeleteFileCommand, ExaminationCommandResult>(command),
      EXAMINATION_MESSAGES.FILE_DELETED,
    );
  }

  @IdempotentPost('examinations/:id/reopen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Riapri la visita firmata (la versione firmata resta archiviata)' })
  async reopen(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: ReopenExaminationRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return commandAnswer(
      await this.commands.execute<ReopenExaminationCommand, ExaminationCommandResult>(
        new ReopenExaminationCommand(id, body.revision, principal, commandId),
      ),
    );
  }

  @IdempotentPost('examinationssp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Scheda invalidità (INV) o vaccinazioni (VAC) del lavoratore' })
  async saveRecord(
    @CurrentPrincipal() principal: Principal,
    @Body() body: SaveRecordRequestDto,
    @CommandId() commandId: string,
  ): Promise<Answer> {
    return commandAnswer(
      await this.commands.execute<SaveRecordCommand, ExaminationCommandResult>(new SaveRecordCommand(body, principal, commandId)),
      EXAMINATION_MESSAGES.SAVED,
    );
  }
}
