import { Inject, Injectable } from '@nestjs/common';
import {
  scopeOf,
  EXAMINATION_MESSAGES,
  workerDisplayName,
  type ExaminationKind,
  type FormDefinition,
  type Database,
} from '@tutela/contracts';
import type { ExaminationVersionTableRow, FormDefinitionRow } from '@tutela/projections';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';
import { ExaminationDownloads } from '../infrastructure/examination-downloads';
import { ExaminationWorkers } from '../infrastructure/examination-workers';
import { ExaminationReader } from '../queries/examination-reader';
import { toVersion } from '../queries/examination-row-mapping';
import { renderExaminationPdf } from './examination-pdf';
import { zipOf } from './zip-of';

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
    const { bytes, fileName, row, version } = await this.renderSigned(examinationId, principal);
    await this.auditRead(principal, row, version);
    await this.downloads.pdfDownloaded(principal, row, version);
    return { bytes, fileName };
  }

  /**
   * Every signed visit of a worker as one zip of PDFs (DOWNLOAD ESAMI); each visit is read through the same checks
   * as a single PDF, and once the zip is built each leaves its health-data read (one row per visit it holds). A
   * worker without signed visits answers 404.
   */
  async renderWorkerZip(workerId: string, principal: Principal): Promise<{ bytes: Buffer; fileName: string }> {
    const worker = await this.workers.inScope(workerId, scopeOf(principal));
    const { rows } = await this.db.query<{ id: string }>(
      "SELECT id FROM examinations WHERE worker_id = $1 AND kind = 'VIS' AND status = 1 ORDER BY examination_date, id",
      [workerId],
    );
    if (rows.length === 0) throw new DomainError(EXAMINATION_MESSAGES.NO_SIGNED_VISITS, 'not_found');
    const pdfs: Awaited<ReturnType<ExaminationPdfService['renderSigned']>>[] = [];
    for (const { id } of rows) pdfs.push(await this.renderSigned(id, principal));
    const bytes = await zipOf(pdfs.map((pdf) => ({ name: pdf.fileName, bytes: pdf.bytes })));
    for (const pdf of pdfs) await this.auditRead(principal, pdf.row, pdf.version);
    await this.downloads.zipDownloaded(
      principal,
      { id: workerId, customer_id: worker.customer_id, factory_id: worker.factory_id },
      rows.map((row) => row.id),
    );
    const name = workerDisplayName(worker.first_name, worker.last_name)
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .toLowerCase();
    return { bytes, fileName: `visite-${name}.zip` };
  }

  private async renderSigned(examinationId: string, principal: Principal) {
    const row = await this.reader.row(examinationId, principal);
    const { rows } = await this.db.query<ExaminationVersionTableRow>(
      'SELECT * FROM examination_versions WHERE examination_id = $1 AND NOT archived ORDER BY version DESC LIMIT 1',
      [row.id],
    );
    if (row.status !== 1 || !rows[0]) throw new DomainError(EXAMINATION_MESSAGES.NOT_SIGNED, 'not_found');
    const worker = await this.workers.inScope(row.worker_id, scopeOf(principal));
    const version = toVersion(rows[0]);
    const { rows: forms } = await this.db.query<FormDefinitionRow>('SELECT * FROM form_definitions WHERE code = $1 AND version = $2', [
      version.form_code,
      version.form_version,
    ]);
    const form: FormDefinition | null = forms[0]
      ? {
          id: forms[0].id,
          code: forms[0].code,
          version: forms[0].version,
          title: forms[0].title,
          kind: forms[0].kind as ExaminationKind,
          schema: forms[0].schema,
        }
      : null;
    const bytes = await renderExaminationPdf({
      workerName: workerDisplayName(worker.first_name, worker.last_name),
      birthDate: worker.birth_date,
      companyName: worker.company_name ?? '',
      typeId: row.type_id,
      version,
      form,
    });
    return { bytes, fileName: `visita-${row.examination_date}-v${version.version}.pdf`, row, version: version.version };
  }

  private auditRead(principal: Principal, row: { id: string; worker_id: string }, version: number): Promise<void> {
    return this.reader.audit(principal, row.id, row.worker_id, `pdf versione ${version}`);
  }
}
