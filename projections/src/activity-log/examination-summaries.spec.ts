import type { RecordedEvent } from '@tutela/contracts';
import { activityLogRow } from './activity-log-row';

const event = (type: string, data: object): RecordedEvent => ({
  id: 'ev',
  stream: 'examination-x1',
  revision: 1,
  position: 5,
  type,
  schemaVersion: 1,
  data,
  metadata: {
    actorId: 'u1',
    actorName: 'Marco Bianchi',
    actorRole: 'doctor',
    entityId: 'en',
    customerId: 'c',
    factoryId: null,
    correlationId: 'c',
    causationId: null,
    commandId: 'c',
    occurredAt: '2026-03-02T10:00:00.000Z',
  },
});

describe('examination activity', () => {
  it('says what happened to the visit, as ESAME, with who did it, and keeps clinical data out', () => {
    const signed = activityLogRow(
      event('ExaminationSigned', { examinationId: 'x1', version: 2, outcome: 'ID', data: { anamnesi: 'segreto' } }),
    );
    expect(signed).toMatchObject({
      subject_type: 'ESAME',
      description: 'MODIFICA',
      causer_name: 'Marco Bianchi',
      summary: 'Visita firmata (versione 2): giudizio «Idoneo».',
    });
    expect(JSON.stringify(signed.properties)).not.toContain('segreto');
    expect(activityLogRow(event('ExaminationReopened', { examinationId: 'x1', archivedVersion: 1 })).summary).toBe(
      'Visita riaperta: versione 1 archiviata.',
    );
    expect(activityLogRow(event('ExaminationFileAttached', { examinationId: 'x1', fileName: 'referto.pdf' })).summary).toBe(
      'Allegato aggiunto: referto.pdf.',
    );
    expect(activityLogRow(event('ExaminationFileDeleted', { examinationId: 'x1', fileId: 'f1' }))).toMatchObject({
      description: 'ELIMINAZIONE',
      summary: 'Allegato eliminato.',
    });
    expect(
      activityLogRow(
        event('ExaminationStarted', { examinationId: 'x1', kind: 'VIS', typeId: 10, examinationDate: '2026-03-02', hazards: [] }),
      ),
    ).toMatchObject({
      description: 'INSERIMENTO',
      summary: 'Visita iniziata: periodica del 02/03/2026.',
    });
  });

  it('shows a PDF download (the visit’s downloads stream) as DOWNLOAD ESAME on the visit itself', () => {
    const download = activityLogRow({
      ...event('ExaminationPdfDownloaded', { examinationId: 'x1', workerId: 'w1', version: 2 }),
      stream: 'examination-x1-downloads',
    });
    expect(download).toMatchObject({
      log_name: 'examination',
      subject_type: 'ESAME',
      subject_id: 'x1',
      description: 'DOWNLOAD ESAME',
      causer_name: 'Marco Bianchi',
      summary: 'Pdf della visita scaricato (versione 2).',
    });
  });
});
