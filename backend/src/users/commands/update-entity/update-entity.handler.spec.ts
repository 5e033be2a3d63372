import { ALL_TENANTS, USER_MESSAGES, WrongExpectedRevisionError, type EventMetadata } from '@tutela/contracts';
import { InMemoryEventStore } from '@tutela/projections/src/testing/in-memory-event-store';
import type { ProjectionWaiter } from '../../../platform/projection-waiter';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { DomainError } from '../../../shared/domain-error';
import { entityStream } from '../../domain/entity.decider';
import { UpdateEntityCommand } from './update-entity.command';
import { UpdateEntityHandler } from './update-entity.handler';

const ENTITY = 'e1';
const seedMetadata: EventMetadata = {
  actorId: 'system',
  actorName: 'Sistema',
  actorRole: 'system',
  entityId: ENTITY,
  correlationId: 'seed',
  causationId: null,
  commandId: 'seed',
  occurredAt: '2025-01-01T00:00:00.000Z',
};
const actor = { userId: 'u-admin', name: 'Elena Conti', role: 'entity_administrator', entityId: ENTITY };

async function harness() {
  const store = new InMemoryEventStore();
  const waited: number[] = [];
  const waiter = { waitFor: async (position: number) => waited.push(position) > 0 } as unknown as ProjectionWaiter;
  await store.append(
    entityStream(ENTITY),
    [
      {
        id: 'created',
        type: 'EntityCreated',
        data: { entityId: ENTITY, name: 'Ente', addressInfo: null, activeMd: true, activeFr: true, activeSr: true, generic: false },
        metadata: seedMetadata,
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return { store, waited, handler: new UpdateEntityHandler(new CommandPipeline(store, waiter)) };
}

const command = (changes: UpdateEntityCommand['changes'], extra: Partial<UpdateEntityCommand['options']> = {}) =>
  new UpdateEntityCommand(ENTITY, changes, {
    actor,
    commandId: `cmd-${Math.random()}`,
    scope: { entityId: ENTITY, customerIds: null, factoryIds: null },
    ...extra,
  });

describe('UpdateEntityHandler', () => {
  it('appends the change scoped to the entity, by the actor, and waits for the read models', async () => {
    const { store, waited, handler } = await harness();
    const result = await handler.execute(command({ activeFr: false }, { expectedRevision: 0 }));
    expect(result).toMatchObject({ id: ENTITY, revision: 1 });
    const [, updated] = await store.readStream(entityStream(ENTITY));
    expect(updated).toMatchObject({
      type: 'EntityUpdated',
      data: { activeFr: false },
      metadata: { entityId: ENTITY, actorName: 'Elena Conti' },
    });
    expect(waited).toEqual([result.position]);
  });

  it("refuses another entity's record with 404 for an entity administrator, not for a system administrator", async () => {
    const { store, handler } = await harness();
    const foreign = new UpdateEntityCommand(
      ENTITY,
      { activeFr: false },
      { actor, commandId: 'c', scope: { entityId: 'other', customerIds: null, factoryIds: null } },
    );
    await expect(handler.execute(foreign)).rejects.toMatchObject({ kind: 'not_found', message: USER_MESSAGES.ENTITY_NOT_FOUND });
    expect(await store.readStream(entityStream(ENTITY))).toHaveLength(1);
    await expect(handler.execute(command({ activeFr: false }, { scope: ALL_TENANTS }))).resolves.toMatchObject({ revision: 1 });
  });

  it('answers a stale revision with a conflict, even when the stale form would change nothing', async () => {
    const { store, handler } = await harness();
    await handler.execute(command({ name: 'Ente Nord' }, { expectedRevision: 0 }));
    await expect(handler.execute(command({ activeSr: false }, { expectedRevision: 0 }))).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(handler.execute(command({ name: 'Ente Nord' }, { expectedRevision: 0 }))).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect(await store.readStream(entityStream(ENTITY))).toHaveLength(2);
  });

  it('appends nothing, and waits for nothing, when nothing changes', async () => {
    const { store, waited, handler } = await harness();
    const result = await handler.execute(command({ name: ' Ente ', activeMd: true }, { expectedRevision: 0 }));
    expect(result).toEqual({ id: ENTITY, revision: 0, position: 0 });
    expect(await store.readStream(entityStream(ENTITY))).toHaveLength(1);
    expect(waited).toEqual([0]);
  });

  it('keeps the last-application rule of the decider', async () => {
    const { handler } = await harness();
    const error = await handler.execute(command({ activeMd: false, activeFr: false, activeSr: false })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).fieldErrors).toEqual({ applications: [USER_MESSAGES.ENTITY_NEEDS_APPLICATION] });
  });
});
