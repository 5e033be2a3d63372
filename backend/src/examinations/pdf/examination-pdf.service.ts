import { Inject, Injectable } from '@nestjs/common';
import { EXAMINATION_MESSAGES, workerDisplayName, type ExaminationKind, type FormDefinition } from '@tutela/contracts';
import type { Database, ExaminationVersionTableRow, FormDefinitionRow } from '@tutela/projections';
import type { Principal } from '../../http/principal';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';
import { examinationScopeOf } from '../infrastructure/examination-access';
import { ExaminationDownloads } from '../infrastructure/examination-downloads';
import { ExaminationWorkers } from '../infrastructure/examination-workers';
import { ExaminationReader } from '../queries/examination-reader';
import { toVersion } from '../queries/examination-row-mapping';
import { renderExaminationPdf } from './examination-pdf';

/** The PDF of the current signed version (a visit not signed has none); the download is audited both ways. */
@Injectable()
export class ExaminationPdfService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly reader: ExaminationReader,
    private readonly workers: ExaminationWorkers,
    private readonly downloads: ExaminationDownloads,
  ) {}

  async render(examinationId: string, principal: Principal): Promise<{ bytes: Buffer; fileName: string }> {
    const row = await this.reader.row(examinationId, principal);
    const { rows } = await this.db.query<ExaminationVersionTableRow>(
      'SELECT * FROM examination_versions WHERE examination_id = $1 AND NOT archived ORDER BY version DESC LIMIT 1',
      [row.id],
    );
    if (row.status !== 1 || !rows[0]) throw new DomainError(EXAMINATION_MESSAGES.NOT_SIGNED, 'not_found');
    const worker = await this.workers.inScope(row.worker_id, examinationScopeOf(principal));
    const version = toVersion(rows[0]);
    const { rows: forms } = await this.db.query<FormDefinitionRow>('SELECT * FROM form_definitions WHERE code = $1 AND version = $2', [version.form_code, version.form_version]);
    const form: FormDefinition | null = forms[0]
      ? { id: forms[0].id, code: forms[0].code, version: forms[0].version, title: forms[0].title, kind: forms[0].kind as ExaminationKind, schema: forms[0].schema }
      : null;
    await this.reader.audit(principal, row.id, row.worker_id, `pdf versione ${version.version}`);
    const bytes = await renderExaminationPdf({
      workerName: workerDisplayName(worker.first_name, worker.last_name),
      birthDate: worker.birth_date,
      companyName: worker.company_name ?? '',
      typeId: row.type_id,
      version,
      form,
    });
    await this.downloads.pdfDownloaded(principal, row, version.version);
    return { bytes, fileName: `visita-${row.examination_date}-v${version.version}.pdf` };
  }
}
