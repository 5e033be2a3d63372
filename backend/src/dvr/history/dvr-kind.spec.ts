import type { ModuleRef } from '@nestjs/core';
import { DVR_MESSAGES, DVR_STATUS, HISTORY_KIND_LABELS, type RecordedEvent } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { DATABASE, EVENT_STORE } from '../../shared/tokens';
import { foldSteps, stateAt } from '../../history/domain/record-timeline';
import { HISTORY_KIND_REGISTRY } from '../../history/history-kinds';
import { dvrDetailAt, dvrHistoryFields, dvrHistoryFold } from './dvr.history-kind';

const DVR = 'dvr-d1';
const consultant = { id: 'hse', name: 'Paolo Ferri', role: 'hse_manager' };

function recorded(revision: number, type: string, data: object): RecordedEvent {
  return {
    id: `${DVR}-${revision}`,
    stream: DVR,
    revision,
    position: revision + 1,
    type,
    schemaVersion: 1,
    data,
    metadata: {
      actorId: 'hse',
      actorName: 'Paolo Ferri',
      actorRole: 'hse_manager',
      entityId: 'e',
      correlationId: 'c',
      causationId: null,
      commandId: 'c',
      occurredAt: `2026-0${revision + 1}-15T10:00:00.000Z`,
    },
  } as RecordedEvent;
}

const created = {
  dvrId: 'd1',
  entityId: 'e',
  customerId: 'c',
  factoryId: 'f',
  code: 'SEDE',
  title: 'DVR di sede',
  formCode: 'DVR-SEDE',
  formVersion: 1,
};
const first = { areas: [{ area_id: 'a', name: 'Reparto', job_ids: ['j'] }] };
const second = { areas: [{ area_id: 'a', name: 'Reparto presse', job_ids: ['j'] }] };
const events = [
  recorded(0, 'DvrCreated', created),
  recorded(1, 'DvrDataSaved', { dvrId: 'd1', data: first, formCode: 'DVR-SEDE', formVersion: 1, sections: ['areas'] }),
  recorded(2, 'DvrSigned', {
    dvrId: 'd1',
    revisionNumber: 1,
    data: first,
    formCode: 'DVR-SEDE',
    formVersion: 2,
    signedBy: consultant,
    signedAt: '2026-03-15T10:00:00.000Z',
    documentDate: '2026-03-15',
    jobHazards: [],
  }),
  recorded(3, 'DvrHazardsApplied', { dvrId: 'd1', revisionNumber: 1, jobs: [{ jobId: 'j', added: ['RUMORE'], removed: [] }], workers: 4 }),
  recorded(4, 'DvrReopened', { dvrId: 'd1', archivedRevision: 1, reopenedBy: consultant, reopenedAt: '2026-05-15T10:00:00.000Z' }),
  recorded(5, 'DvrDataSaved', { dvrId: 'd1', data: second, formCode: 'DVR-SEDE', formVersion: 2, sections: ['areas'] }),
  recorded(6, 'DvrFutureEvent', { dvrId: 'd1' }),
];

describe('dvr history kind', () => {
  it('is a registered kind with its label', () => {
    expect(HISTORY_KIND_REGISTRY.dvr.kind).toBe('dvr');
    expect(HISTORY_KIND_LABELS.dvr).toBe('DVR');
  });

  it("diffs the document's data, its status and its revisions event by event", () => {
    const steps = foldSteps(events, dvrHistoryFold, dvrHistoryFields);
    expect(steps[2].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'open', after: 'signed' },
        { field: 'formVersion', before: 1, after: 2 },
        { field: 'signedRevisions', before: [], after: [1] },
      ]),
    );
    expect(steps[3].changes).toEqual([
      { field: 'hazardsApplied.revision', before: null, after: 1 },
      { field: 'hazardsApplied.jobs', before: null, after: 1 },
      { field: 'hazardsApplied.workers', before: null, after: 4 },
    ]);
    expect(steps[4].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'signed', after: 'open' },
        { field: 'archivedRevisions', before: [], after: [1] },
      ]),
    );
    expect(steps[5].changes).toEqual([{ field: 'data.areas', before: first.areas, after: second.areas }]);
    // An event type of a newer version is passed over, not a failure.
    expect(steps[6].changes).toEqual([]);
  });

  it('rebuilds the DVR as it stood at a date: signed with revision 1, then open with revision 1 archived', () => {
    const signed = stateAt(events, dvrHistoryFold, { at: new Date('2026-04-20T00:00:00.000Z') }).state;
    expect(dvrDetailAt(signed)).toEqual({
      customer_id: expect.any(String),
      factory_id: expect.any(String),
      code: 'SEDE',
      title: 'DVR di sede',
      status: DVR_STATUS.SIGNED,
      dvrdata: first,
      form_code: 'DVR-SEDE',
      form_version: 2,
      revisions: [
        {
          number: 1,
          signed_by: { id: 'hse', name: 'Paolo Ferri' },
          signed_at: '2026-03-15T10:00:00.000Z',
          document_date: '2026-03-15',
          archived: false,
        },
      ],
      hazards_applied: { revision: 1, jobs: 1, workers: 4 },
    });
    const reopened = dvrDetailAt(stateAt(events, dvrHistoryFold, { revision: 5 }).state);
    expect(reopened).toMatchObject({ status: DVR_STATUS.OPEN, dvrdata: second, revisions: [{ number: 1, archived: true }] });
    expect(dvrDetailAt(dvrHistoryFold.initialState())).toBeNull();
  });

  describe('who may read it', () => {
    const principal = (customerIds: string[] = [], factoryIds: string[] = [], entityId = 'e') =>
      ({
        entityId,
        roles: [{ grantId: 'g', name: 'hse_manager', customerId: null, factoryId: null }],
        customerIds,
        factoryIds,
        app: 'sr',
        level: 8,
      }) as unknown as Principal;
    const moduleRef = (stream: RecordedEvent[]) =>
      ({
        get: (token: unknown) =>
          token === EVENT_STORE
            ? { readStream: async () => stream.slice(0, 1) }
            : token === DATABASE
              ? {
                  query: async (sql: string) => ({
                    rows: sql.includes('to_regclass') ? [{ found: 'customer_factories' }] : [{ name: 'Sede di Bergamo' }],
                  }),
                }
              : null,
      }) as unknown as ModuleRef;
    const current = (p: Principal, stream = events) =>
      HISTORY_KIND_REGISTRY.dvr.current('d1', { principal: p, moduleRef: moduleRef(stream) });

    it("answers the DVR to its entity's staff and to its customer's users, with the factory in the title", async () => {
      const today = await current(principal());
      expect(HISTORY_KIND_REGISTRY.dvr.title(today)).toBe('DVR di sede – Sede di Bergamo');
      await expect(current(principal(['c']))).resolves.toBeTruthy();
      await expect(current(principal(['c'], ['f']))).resolves.toBeTruthy();
    });

    it('answers 404 out of scope (another entity, customer or factory) and for a stream that is no DVR', async () => {
      for (const outside of [principal([], [], 'other'), principal(['c2']), principal(['c'], ['f2'])]) {
        await expect(current(outside)).rejects.toMatchObject({ kind: 'not_found', message: DVR_MESSAGES.NOT_FOUND });
      }
      await expect(current(principal(), [])).rejects.toMatchObject({ kind: 'not_found' });
    });
  });
});
