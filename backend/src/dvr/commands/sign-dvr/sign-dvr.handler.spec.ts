import type { DvrHazardsAppliedData, EventMetadata } from '@tutela/contracts';
import { InMemoryEventStore } from '@tutela/projections/src/testing/in-memory-event-store';
import type { Principal } from '../../../auth/principal';
import type { FormSubmissions } from '../../../forms/form-submissions';
import type { ProjectionWaiter } from '../../../platform/projection-waiter';
import type { DvrHazardApplyResult, DvrHazardFeed, DvrHazardSource } from '../../hazards/dvr-hazard-feed.port';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { SignedDvrHazardsToJobsReactor } from '../../reactions/signed-dvr-hazards-to-jobs.reactor';
import type { Reactions } from '../../../platform/reactions/reactions';
import { SignDvrCommand } from './sign-dvr.command';
import { SignDvrHandler } from './sign-dvr.handler';

const metadata: EventMetadata = {
  actorId: 'u',
  actorName: 'Paolo Ferri',
  actorRole: 'hse_manager',
  entityId: 'en1',
  correlationId: 'seed',
  causationId: null,
  commandId: 'seed',
  occurredAt: '2026-03-01T00:00:00.000Z',
};
const hse = {
  userId: 'u-hse',
  entityId: 'en1',
  name: 'Paolo Ferri',
  role: 'hse_manager',
  level: 8,
  roles: [],
  customerIds: [],
  factoryIds: [],
} as unknown as Principal;
const NOISE = [{ jobId: 'j1', hazards: [{ hazardId: 'RUMORE' }] }] as never[];
const DUST = [{ jobId: 'j1', hazards: [{ hazardId: 'POLVERI' }] }] as never[];

/** A feed that records what it was asked and gives the hazards of the data's `hz` key. */
class RecordingFeed implements DvrHazardFeed {
  readonly applied: DvrHazardSource[] = [];
  async jobHazards(source: DvrHazardSource) {
    return source.data.hz === 'dust' ? DUST : NOISE;
  }
  async preview() {
    return { jobs: [], workers_total: 0 };
  }
  async apply(source: DvrHazardSource): Promise<DvrHazardApplyResult> {
    this.applied.push(source);
    return { jobs: [{ jobId: 'j1', added: ['X'], removed: [] }], workers: 4, position: 0 };
  }
}

describe('SignDvrHandler', () => {
  let store: InMemoryEventStore;
  let feed: RecordingFeed;
  let handler: SignDvrHandler;
  let seq = 0;
  const given = async (...events: { type: string; data: unknown }[]) => {
    const recorded = await store.readStream('dvr-d1');
    const expectedRevision = recorded.length ? recorded[recorded.length - 1].revision : 'no_stream';
    await store.append(
      'dvr-d1',
      events.map((event) => ({ ...event, id: `given-${++seq}`, metadata })),
      { expectedRevision },
    );
  };
  const saved = (hz: string) => ({
    type: 'DvrDataSaved',
    data: { dvrId: 'd1', data: { hz }, formCode: 'DVR-SEDE', formVersion: 1, sections: ['hz'] },
  });
  const revision = async () => (await store.readStream('dvr-d1')).length - 1;
  const sign = async (applyHazards: boolean, commandId: string) =>
    handler.execute(
      new SignDvrCommand(
        'd1',
        { revision: await revision(), apply_hazards: applyHazards },
        hse,
        commandId,
        new Date('2026-03-02T09:00:00Z'),
      ),
    );

  beforeEach(async () => {
    store = new InMemoryEventStore();
    feed = new RecordingFeed();
    // Read-your-writes as the platform does it: waiting includes the reactions, here the DVR's hazard reaction.
    let reactor: SignedDvrHazardsToJobsReactor | undefined = undefined;
    let reacted = 0;
    const waiter = {
      waitFor: async () => {
        for (const event of await store.readAll({ after: reacted, limit: 1000 })) {
          reacted = event.position;
          if (reactor?.handles.includes(event.type as 'DvrSigned')) await reactor.react(event);
        }
        return true;
      },
    } as unknown as ProjectionWaiter;
    // The form check has its own specs (forms/): here every saved data passes it.
    const forms = { errors: async () => ({}) } as unknown as FormSubmissions;
    const pipeline = new CommandPipeline(store, waiter);
    reactor = new SignedDvrHazardsToJobsReactor({} as Reactions, feed, pipeline, store);
    handler = new SignDvrHandler(pipeline, feed, forms);
    await given(
      {
        type: 'DvrCreated',
        data: {
          dvrId: 'd1',
          entityId: 'en1',
          customerId: 'c1',
          factoryId: 'f1',
          code: 'SEDE',
          title: 'DVR di sede',
          formCode: 'DVR-SEDE',
          formVersion: 1,
        },
      },
      saved('noise'),
    );
  });

  it('without apply_hazards signs with the feed’s job hazards and applies nothing', async () => {
    const answer = await sign(false, 'c-1');
    expect(answer.jobs_updated).toBeUndefined();
    expect(feed.applied).toEqual([]);
    const events = await store.readStream('dvr-d1');
    expect(events.map((event) => event.type)).toEqual(['DvrCreated', 'DvrDataSaved', 'DvrSigned']);
    expect(events[2].data).toMatchObject({
      revisionNumber: 1,
      jobHazards: NOISE,
      documentDate: '2026-03-02',
      signedBy: { name: 'Paolo Ferri' },
    });
  });

  it('with apply_hazards applies after the signature, records it, and compares later signatures with the last applied revision', async () => {
    const first = await sign(true, 'c-1');
    expect(first).toMatchObject({ id: 'd1', jobs_updated: 1, workers_updated: 4, revision: 3 });
    expect(feed.applied[0]).toMatchObject({ factoryId: 'f1', data: { hz: 'noise' }, previouslyApplied: [] });
    const recorded = (await store.readStream('dvr-d1')).slice(-1)[0];
    expect(recorded.type).toBe('DvrHazardsApplied');
    expect(recorded.data as DvrHazardsAppliedData).toEqual({
      dvrId: 'd1',
      revisionNumber: 1,
      jobs: [{ jobId: 'j1', added: ['X'], removed: [] }],
      workers: 4,
    });

    // A retry of the same signature changes nothing and answers the same.
    const head = await store.headPosition();
    expect(await handler.execute(new SignDvrCommand('d1', { revision: 2, apply_hazards: true }, hse, 'c-1'))).toMatchObject({
      jobs_updated: 1,
      workers_updated: 4,
    });
    expect(await store.headPosition()).toBe(head);
    expect(feed.applied).toHaveLength(1);

    // Reopen, sign without applying, reopen, sign with applying: the feed compares with revision 1's hazards.
    const reopen = (archivedRevision: number) => ({
      type: 'DvrReopened',
      data: { dvrId: 'd1', archivedRevision, reopenedBy: { id: 'u', name: 'P', role: 'hse_manager' }, reopenedAt: '2026-03-03T00:00:00Z' },
    });
    await given(reopen(1), saved('dust'));
    await sign(false, 'c-2');
    await given(reopen(2), saved('dust2'));
    await sign(true, 'c-3');
    expect(feed.applied[1]).toMatchObject({ data: { hz: 'dust2' }, previouslyApplied: NOISE });
  });
});
