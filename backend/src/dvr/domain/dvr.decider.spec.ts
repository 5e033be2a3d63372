import { DVR_MESSAGES, type DvrCreatedData } from '@tutela/contracts';
import { deciderSpec } from '../../shared/testing/decider-specification';
import type { DvrActor } from './dvr-commands';
import { changedSections, dvrDecider, previouslyApplied, type DvrEvent } from './dvr.decider';
import { fold } from '../../shared/decider';

const NOW = '2026-03-02T10:00:00.000Z';
const hse: DvrActor = { id: 'u-hse', name: 'Paolo Ferri', role: 'hse_manager', level: 8, customerSide: false };
const doctor: DvrActor = { id: 'u-doc', name: 'Marco Bianchi', role: 'doctor', level: 6, customerSide: false };
const junior: DvrActor = { id: 'u-jr', name: 'Ivo Junior', role: 'hse_junior', level: 5, customerSide: false };
const nurse: DvrActor = { id: 'u-nurse', name: 'Giulia Neri', role: 'nurse', level: 4, customerSide: false };
const rspp: DvrActor = { id: 'u-rspp', name: 'Davide Russo', role: 'RSPP', level: 5, customerSide: true };

const created: DvrCreatedData = {
  dvrId: 'd1',
  entityId: 'en1',
  customerId: 'c1',
  factoryId: 'f1',
  code: 'SEDE',
  title: 'DVR di sede',
  formCode: 'DVR-SEDE',
  formVersion: 1,
};
const createdEvent: DvrEvent = { type: 'DvrCreated', data: created };
const saved = (data: Record<string, unknown>, sections: string[]): DvrEvent => ({
  type: 'DvrDataSaved',
  data: { dvrId: 'd1', data, formCode: 'DVR-SEDE', formVersion: 1, sections },
});
const jobHazards = [{ jobId: 'j1', hazards: [{ hazardId: 'RUMORE' }] }] as never[];
const signed = (revisionNumber: number, data: Record<string, unknown> = { card: { a: 1 } }, hazards = jobHazards): DvrEvent => ({
  type: 'DvrSigned',
  data: {
    dvrId: 'd1',
    revisionNumber,
    data,
    formCode: 'DVR-SEDE',
    formVersion: 1,
    signedBy: { id: 'u-hse', name: 'Paolo Ferri', role: 'hse_manager' },
    signedAt: NOW,
    documentDate: '2026-03-02',
    jobHazards: hazards,
  },
});
const reopened = (archivedRevision: number): DvrEvent => ({
  type: 'DvrReopened',
  data: { dvrId: 'd1', archivedRevision, reopenedBy: { id: 'u-hse', name: 'Paolo Ferri', role: 'hse_manager' }, reopenedAt: NOW },
});
const applied = (revisionNumber: number): DvrEvent => ({
  type: 'DvrHazardsApplied',
  data: { dvrId: 'd1', revisionNumber, jobs: [{ jobId: 'j1', added: ['RUMORE'], removed: [] }], workers: 3 },
});
const savedA = saved({ card: { a: 1 } }, ['card']);
const sign = (actor: DvrActor = hse) => ({ type: 'SignDvr' as const, actor, now: NOW, documentDate: '2026-03-02', jobHazards });
const reopen = (actor: DvrActor = hse) => ({ type: 'ReopenDvr' as const, actor, now: NOW });
const save = (data: Record<string, unknown>, actor: DvrActor = hse) => ({
  type: 'SaveDvrData' as const,
  actor,
  data,
  formCode: 'DVR-SEDE',
  formVersion: 1,
});

const spec = deciderSpec(dvrDecider);

describe('dvr decider', () => {
  describe('create', () => {
    it('creates a DVR of a known type', () => {
      spec.given([]).when({ type: 'CreateDvr', actor: hse, created }).then([createdEvent]);
    });
    it('refuses an unknown type on the code field', () => {
      spec
        .given([])
        .when({ type: 'CreateDvr', actor: hse, created: { ...created, code: 'NOPE' } })
        .thenFails('validation', DVR_MESSAGES.TYPE_UNKNOWN, 'code');
    });
    it('refuses a second site DVR of the same factory (same derived stream)', () => {
      spec.given([createdEvent]).when({ type: 'CreateDvr', actor: hse, created }).thenFails('validation', DVR_MESSAGES.SITE_EXISTS, 'code');
    });
    it('refuses customer-side users and staff below the write level', () => {
      spec.given([]).when({ type: 'CreateDvr', actor: rspp, created }).thenFails('forbidden', DVR_MESSAGES.WRITE_FORBIDDEN);
      spec.given([]).when({ type: 'CreateDvr', actor: nurse, created }).thenFails('forbidden', DVR_MESSAGES.WRITE_FORBIDDEN);
    });
  });

  describe('save', () => {
    it('saves the data with the sections that changed', () => {
      spec
        .given([createdEvent])
        .when(save({ card: { a: 1 } }))
        .then([savedA]);
      spec
        .given([createdEvent, savedA])
        .when(save({ card: { a: 1 }, areas: [{ area_id: 'x' }] }))
        .then([saved({ card: { a: 1 }, areas: [{ area_id: 'x' }] }, ['areas'])]);
    });
    it('records nothing when nothing changed', () => {
      spec
        .given([createdEvent, savedA])
        .when(save({ card: { a: 1 } }))
        .thenNothing();
    });
    it('lets a level-5 provider user save, not an RSPP', () => {
      spec
        .given([createdEvent])
        .when(save({ card: {} }, junior))
        .then([saved({ card: {} }, ['card'])]);
      spec
        .given([createdEvent])
        .when(save({ card: {} }, rspp))
        .thenFails('forbidden', DVR_MESSAGES.WRITE_FORBIDDEN);
    });
    it('refuses a save of a signed DVR', () => {
      spec
        .given([createdEvent, savedA, signed(1)])
        .when(save({ card: { a: 2 } }))
        .thenFails('validation', DVR_MESSAGES.SIGNED_READ_ONLY, 'status');
    });
    it('refuses an unknown DVR', () => {
      spec.given([]).when(save({})).thenFails('not_found', DVR_MESSAGES.NOT_FOUND);
    });
  });

  describe('sign', () => {
    it('signs revision 1 with the saved data, the signer and the job hazards', () => {
      spec
        .given([createdEvent, savedA])
        .when(sign())
        .then([signed(1)]);
    });
    it('needs saved data', () => {
      spec.given([createdEvent]).when(sign()).thenFails('validation', DVR_MESSAGES.NOTHING_TO_SIGN);
    });
    it('refuses level 6 and below', () => {
      spec.given([createdEvent, savedA]).when(sign(doctor)).thenFails('forbidden', DVR_MESSAGES.SIGN_FORBIDDEN);
      spec.given([createdEvent, savedA]).when(sign(rspp)).thenFails('forbidden', DVR_MESSAGES.WRITE_FORBIDDEN);
    });
    it('refuses signing twice and numbers the signature after a reopening', () => {
      spec
        .given([createdEvent, savedA, signed(1)])
        .when(sign())
        .thenFails('validation', DVR_MESSAGES.SIGNED_READ_ONLY);
      spec
        .given([createdEvent, savedA, signed(1), reopened(1), saved({ card: { a: 2 } }, ['card'])])
        .when(sign())
        .then([signed(2, { card: { a: 2 } })]);
    });
  });

  describe('reopen', () => {
    it('archives the signed revision', () => {
      spec
        .given([createdEvent, savedA, signed(1)])
        .when(reopen())
        .then([reopened(1)]);
    });
    it('refuses level 6 with the spec message', () => {
      spec
        .given([createdEvent, savedA, signed(1)])
        .when(reopen(doctor))
        .thenFails('forbidden', 'Permessi insufficienti per riaprire la visita');
    });
    it('refuses a DVR that is not signed', () => {
      spec.given([createdEvent, savedA]).when(reopen()).thenFails('validation', DVR_MESSAGES.NOT_SIGNED, 'status');
    });
  });

  describe('hazards applied', () => {
    const record = (revisionNumber: number) => ({
      type: 'RecordDvrHazardsApplied' as const,
      actor: hse,
      applied: { dvrId: 'd1', revisionNumber, jobs: [{ jobId: 'j1', added: ['RUMORE'], removed: [] }], workers: 3 },
    });
    it('records the apply of the current signed revision once', () => {
      spec
        .given([createdEvent, savedA, signed(1)])
        .when(record(1))
        .then([applied(1)]);
      spec
        .given([createdEvent, savedA, signed(1), applied(1)])
        .when(record(1))
        .thenNothing();
      spec
        .given([createdEvent, savedA, signed(1), reopened(1)])
        .when(record(1))
        .thenFails('validation', DVR_MESSAGES.NOT_SIGNED);
    });
    it('previouslyApplied is the last applied revision’s hazards, not the last signed one’s', () => {
      const other = [{ jobId: 'j2', hazards: [] }] as never[];
      const state = fold(dvrDecider, [
        createdEvent,
        savedA,
        signed(1),
        applied(1),
        reopened(1),
        savedA,
        signed(2, { card: { a: 1 } }, other),
      ]);
      expect(previouslyApplied(state)).toEqual(jobHazards);
      expect(previouslyApplied(fold(dvrDecider, [createdEvent, savedA, signed(1)]))).toEqual([]);
    });
  });

  it('changedSections compares top-level keys, removed ones included', () => {
    expect(changedSections({ a: 1, b: [1], c: 'x' }, { a: 1, b: [2], d: 1 })).toEqual(['b', 'c', 'd']);
    expect(changedSections(null, {})).toEqual([]);
  });
});
