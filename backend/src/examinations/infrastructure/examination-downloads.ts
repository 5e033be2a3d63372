import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  EXAMINATION_DOWNLOADS_SUFFIX,
  EXAMINATION_PDF_DOWNLOADED,
  EXAMINATION_STREAM_PREFIX,
  EXAMINATIONS_ZIP_DOWNLOADED,
  WORKER_STREAM_PREFIX,
  type EventStore,
  type ExaminationPdfDownloadedData,
  type ExaminationsZipDownloadedData,
} from '@tutela/contracts';
import { actorOf } from '../../auth/actor';
import type { Principal } from '../../auth/principal';
import { eventIdFor } from '../../shared/command-runner';
import { eventMetadata } from '../../shared/event-metadata';
import { EVENT_STORE } from '../../shared/tokens';

/**
 * Records a PDF download as an event (DOWNLOAD ESAME, with its user, in 'Ultime attività'). It goes to the visit's
 * downloads stream rather than the visit's own: appending to the visit would move its revision, and a doctor
 * whose screen is open on it would get a 409 on the next save for a mere download. Each download is a new
 * command, so any stream revision is fine.
 */
@Injectable()
export class ExaminationDownloads {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async pdfDownloaded(
    principal: Principal,
    visit: { id: string; worker_id: string; customer_id: string; factory_id: string | null },
    version: number,
  ): Promise<void> {
    const commandId = `examination:pdf:${randomUUID()}`;
    const data: ExaminationPdfDownloadedData = { examinationId: visit.id, workerId: visit.worker_id, version };
    await this.store.append(
      `${EXAMINATION_STREAM_PREFIX}${visit.id}${EXAMINATION_DOWNLOADS_SUFFIX}`,
      [
        {
          id: eventIdFor(commandId, 0),
          type: EXAMINATION_PDF_DOWNLOADED,
          data,
          metadata: eventMetadata(actorOf(principal), commandId, { customerId: visit.customer_id, factoryId: visit.factory_id }),
        },
      ],
      { expectedRevision: 'any' },
    );
  }

  /** Every signed visit of a worker in one zip (DOWNLOAD ESAMI), on the worker's downloads stream. */
  async zipDownloaded(
    principal: Principal,
    worker: { id: string; customer_id: string; factory_id: string | null },
    examinationIds: string[],
  ): Promise<void> {
    const commandId = `examination:zip:${randomUUID()}`;
    const data: ExaminationsZipDownloadedData = { workerId: worker.id, examinationIds };
    await this.store.append(
      `${WORKER_STREAM_PREFIX}${worker.id}${EXAMINATION_DOWNLOADS_SUFFIX}`,
      [
        {
          id: eventIdFor(commandId, 0),
          type: EXAMINATIONS_ZIP_DOWNLOADED,
          data,
          metadata: eventMetadata(actorOf(principal), commandId, { customerId: worker.customer_id, factoryId: worker.factory_id }),
        },
      ],
      { expectedRevision: 'any' },
    );
  }
}
