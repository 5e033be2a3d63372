import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import type { EventStore, Database } from '@tutela/contracts';
import { FormsModule } from '../forms/public';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { AttachFileHandler } from './commands/attach-file/attach-file.handler';
import { DeleteFileHandler } from './commands/delete-file/delete-file.handler';
import { ReopenExaminationHandler } from './commands/reopen-examination/reopen-examination.handler';
import { SaveExaminationHandler } from './commands/save-examination/save-examination.handler';
import { SignExaminationHandler } from './commands/sign-examination/sign-examination.handler';
import { VisitSubmissions } from './commands/visit-submission';
import { SaveRecordHandler } from './commands/save-record/save-record.handler';
import { FileStore } from './files/file-store';
import { formsDirectory } from './forms/form-files';
import { loadFormDefinitions } from './forms/form-loader';
import { ExaminationFilesController } from './http/examination-files.http.controller';
import { ExaminationsController } from './http/examinations.http.controller';
import { FormsController } from './http/forms.http.controller';
import { CommandPipeline } from '../shared/command-pipeline';
import { ExaminationKeys } from './infrastructure/examination-keys';
import { ensureExaminationStorageSchema } from './infrastructure/examination-storage.schema';
import { ExaminationWorkers } from './infrastructure/examination-workers';
import { ExaminationPdfService } from './pdf/examination-pdf.service';
import { ExaminationDownloads } from './infrastructure/examination-downloads';
import { ExaminationReader } from './queries/examination-reader';
import { GetExaminationHandler, GetExaminationVersionHandler } from './queries/get-examination/get-examination.handler';
import { GetFormHandler } from './queries/get-form/get-form.handler';
import { ListHealthDataReadsHandler } from './queries/list-health-data-reads/list-health-data-reads.handler';
import { ListExaminationsHandler } from './queries/list-examinations/list-examinations.handler';

/** The examinations context: visits, INV/VAC records, their files and PDF, and the form definitions. */
@Module({
  imports: [FormsModule],
  controllers: [ExaminationsController, ExaminationFilesController, FormsController],
  providers: [
    CommandPipeline,
    ExaminationKeys,
    ExaminationWorkers,
    ExaminationReader,
    ExaminationPdfService,
    ExaminationDownloads,
    FileStore,
    VisitSubmissions,
    SaveExaminationHandler,
    SignExaminationHandler,
    ReopenExaminationHandler,
    SaveRecordHandler,
    AttachFileHandler,
    DeleteFileHandler,
    GetExaminationHandler,
    GetExaminationVersionHandler,
    ListExaminationsHandler,
    ListHealthDataReadsHandler,
    GetFormHandler,
  ],
})
export class ExaminationsModule implements OnModuleInit {
  private readonly logger = new Logger('Visite');

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Own tables first, then the form definitions of deploy/forms into the event store (a changed version stops the start). */
  async onModuleInit(): Promise<void> {
    await ensureExaminationStorageSchema(this.db);
    const dir = formsDirectory();
    if (!dir) {
      this.logger.warn('Nessuna cartella deploy/forms: nessun modulo caricato');
      return;
    }
    const report = await loadFormDefinitions(this.store, dir);
    if (report.published.length) this.logger.log(`Moduli pubblicati: ${report.published.join(', ')}`);
  }
}
