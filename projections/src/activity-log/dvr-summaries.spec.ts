import type { RecordedEvent } from '@tutela/contracts';
import { activityLogRow } from './activity-log-row';
import { activitySummary } from './activity-summary';

const event = (type: string, data: object): RecordedEvent => ({
  id: 'ev',
  stream: 'dvr-d1',
  revision: 1,
  position: 7,
  type,
  schemaVersion: 1,
  data,
  metadata: {
    actorId: 'u1',
    actorName: 'Paolo Ferri',
    actorRole: 'hse_manager',
    entityId: 'en',
    customerId: 'c',
    factoryId: 'f',
    correlationId: 'c',
    causationId: null,
    commandId: 'c',
    occurredAt: '2026-03-02T10:00:00.000Z',
  },
});

describe('DVR activity', () => {
  it('lists a DVR created as INSERIMENTO under DVR, in its customer and factory', () => {
    const row = activityLogRow(
      event('DvrCreated', { dvrId: 'd1', code: 'SEDE', title: 'DVR di sede', formCode: 'DVR-SEDE', formVersion: 1 }),
    );
    expect(row).toMatchObject({
      log_name: 'dvr',
      subject_type: 'DVR',
      subject_id: 'd1',
      description: 'INSERIMENTO',
      causer_name: 'Paolo Ferri',
      customer_id: 'c',
      factory_id: 'f',
      summary: 'Creazione DVR di sede.',
    });
    expect(activityLogRow(event('DvrCreated', { dvrId: 'd1', code: 'RUM', title: 'Rumore 2026' })).summary).toBe(
      'Creazione DVR specifico «Rumore 2026».',
    );
  });

  it('names the sections a save changed, by their titles, and keeps the document out of the log', () => {
    const saved = activityLogRow(
      event('DvrDataSaved', { dvrId: 'd1', sections: ['areas', 'jhaz'], data: { areas: [{ name: 'Reparto segreto' }] } }),
    );
    expect(saved).toMatchObject({ description: 'MODIFICA', summary: 'Salvataggio DVR (sezioni: Aree, Rischi per mansione).' });
    expect(JSON.stringify(saved.properties)).not.toContain('Reparto segreto');
    expect(activityLogRow(event('DvrDataSaved', { dvrId: 'd1', sections: ['card'] })).summary).toBe(
      'Salvataggio DVR (sezione: Scheda DVR).',
    );
    expect(activityLogRow(event('DvrDataSaved', { dvrId: 'd1', sections: [] })).summary).toBe('Salvataggio DVR.');
  });

  it('says which revision was signed or archived and how far the hazards went', () => {
    const signed = activityLogRow(
      event('DvrSigned', { dvrId: 'd1', revisionNumber: 2, data: { x: 1 }, jobHazards: [{ jobId: 'j', hazards: [] }] }),
    );
    expect(signed.summary).toBe('Firma DVR revisione 2.');
    expect(signed.properties.attributes).toEqual({ dvrId: 'd1', revisionNumber: 2 });
    expect(activityLogRow(event('DvrReopened', { dvrId: 'd1', archivedRevision: 1 })).summary).toBe(
      'Riapertura DVR: revisione 1 archiviata.',
    );
    const jobs = [
      { jobId: 'a', added: ['RUMORE'], removed: [] },
      { jobId: 'b', added: [], removed: ['VDT'] },
    ];
    expect(activityLogRow(event('DvrHazardsApplied', { dvrId: 'd1', revisionNumber: 2, jobs, workers: 5 })).summary).toBe(
      'Rischi del DVR applicati a 2 mansioni (5 lavoratori).',
    );
    expect(activityLogRow(event('DvrHazardsApplied', { dvrId: 'd1', revisionNumber: 2, jobs: [jobs[0]], workers: 1 })).summary).toBe(
      'Rischi del DVR applicati a 1 mansione (1 lavoratore).',
    );
  });

  it('still says what happened when a DVR event has no data', () => {
    expect(activitySummary({ eventType: 'DvrSigned', operation: 'MODIFICA', subjectType: 'DVR', attributes: null })).toBe('Firma DVR.');
  });
});
