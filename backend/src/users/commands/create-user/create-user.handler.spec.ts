import { ALL_TENANTS, USER_MESSAGES, type EventStore } from '@tutela/contracts';
import { InMemoryEventStore } from '@tutela/projections/src/testing/in-memory-event-store';
import type { ProjectionWaiter } from '../../../platform/projection-waiter';
import { DomainError } from '../../../shared/domain-error';
import { SYSTEM_ACTOR } from '../../../shared/event-metadata';
import type { CredentialSecrets } from '../../infrastructure/credential-secrets';
import type { EmailReservations } from '../../infrastructure/email-reservations';
import type { PasswordHasher } from '../../infrastructure/password-hasher';
import type { StreamDirectory } from '../../infrastructure/stream-directory';
import { InMemoryCredentialSecrets } from '../../testing/in-memory-credential-secrets';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { CreateUserCommand, type CreateUserInput } from './create-user.command';
import { CreateUserHandler } from './create-user.handler';

/** Reservations with the real semantics (first claim wins, same user may re-claim) kept in a Map. */
class MapReservations {
  readonly held = new Map<string, { userId: string; state: 'pending' | 'confirmed' }>();
  async claim(email: string, userId: string) {
    const holder = this.held.get(email);
    if (holder && holder.userId !== userId) return false;
    this.held.set(email, holder ?? { userId, state: 'pending' });
    return true;
  }
  async confirm(email: string, userId: string) {
    if (this.held.get(email)?.userId === userId) this.held.set(email, { userId, state: 'confirmed' });
  }
  async abandon(email: string, userId: string) {
    const holder = this.held.get(email);
    if (holder?.userId === userId && holder.state === 'pending') this.held.delete(email);
  }
}

describe('CreateUserHandler', () => {
  let store: EventStore;
  let reservations: MapReservations;
  let handler: CreateUserHandler;
  let secrets: InMemoryCredentialSecrets;
  const waited: number[] = [];

  beforeEach(() => {
    store = new InMemoryEventStore();
    reservations = new MapReservations();
    const waiter = { waitFor: async (position: number) => waited.push(position) > 0 } as unknown as ProjectionWaiter;
    const hasher = { hash: async (p: string) => `hashed:${p}`, randomPassword: () => 'Random-Pass-123!' } as unknown as PasswordHasher;
    const directory = { entity: async (id: string) => (id === 'e1' ? { entityId: 'e1' } : null) } as unknown as StreamDirectory;
    secrets = new InMemoryCredentialSecrets();
    handler = new CreateUserHandler(
      new CommandPipeline(store, waiter),
      reservations as unknown as EmailReservations,
      hasher,
      directory,
      secrets as unknown as CredentialSecrets,
    );
  });

  const input = (over: Partial<CreateUserInput> = {}): CreateUserInput => ({
    userId: 'u1',
    entityId: 'e1',
    email: 'Mario@X.it',
    firstName: 'Mario',
    lastName: 'Rossi',
    password: 'Password-Sicura-1',
    ...over,
  });
  const run = (i: CreateUserInput, commandId = 'c1') =>
    handler.execute(new CreateUserCommand(i, { actor: SYSTEM_ACTOR, commandId, scope: ALL_TENANTS }));

  it('appends UserCreated tagged with the new user entity, confirms the e-mail and waits for the read models', async () => {
    const result = await run(input());
    expect(result).toMatchObject({ id: 'u1', revision: 0, position: 1 });
    const [event] = await store.readStream('user-u1');
    expect(event.type).toBe('UserCreated');
    expect(event.data).toMatchObject({ email: 'mario@x.it', mustChangePassword: false });
    // The hash is kept apart; the immutable event names it only.
    expect(JSON.stringify(event.data)).not.toContain('hashed:');
    expect(secrets.hashOf((event.data as { passwordRef: string }).passwordRef)).toBe('hashed:Password-Sicura-1');
    expect(event.metadata.entityId).toBe('e1');
    expect(reservations.held.get('mario@x.it')).toEqual({ userId: 'u1', state: 'confirmed' });
    expect(waited).toContain(1);
  });

  it('without a password sets a random one and requires a change', async () => {
    await run(input({ password: null }));
    const [event] = await store.readStream('user-u1');
    expect(event.data).toMatchObject({ mustChangePassword: true, passwordExpiresAt: null });
    expect(secrets.hashOf((event.data as { passwordRef: string }).passwordRef)).toBe('hashed:Random-Pass-123!');
  });

  it('refuses a taken e-mail and appends nothing', async () => {
    await run(input());
    await expect(run(input({ userId: 'u2', email: 'MARIO@x.it' }), 'c2')).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { email: [USER_MESSAGES.EMAIL_TAKEN] },
    });
    expect(await store.readStream('user-u2')).toEqual([]);
  });

  it('refuses a weak password, an unknown entity and a bad e-mail before claiming anything', async () => {
    await expect(run(input({ password: 'debole' }))).rejects.toBeInstanceOf(DomainError);
    await expect(run(input({ entityId: 'e9' }))).rejects.toMatchObject({ fieldErrors: { entity_id: [USER_MESSAGES.ENTITY_NOT_FOUND] } });
    await expect(run(input({ email: 'non-valida' }))).rejects.toMatchObject({ fieldErrors: { email: ['Email non valida'] } });
    expect(reservations.held.size).toBe(0);
    expect(await store.headPosition()).toBe(0);
  });

  it('frees the claim when the decider refuses, so the address stays available', async () => {
    await expect(run(input({ lastName: ' ' }))).rejects.toBeInstanceOf(DomainError);
    expect(reservations.held.size).toBe(0);
    expect(secrets.rows.size).toBe(0);
  });

  it('answers a retried creation (same command id) with the first outcome instead of "already exists"', async () => {
    const first = await run(input(), 'same');
    expect(await run(input(), 'same')).toMatchObject({ id: 'u1', revision: first.revision, position: first.position });
    expect(await store.readStream('user-u1')).toHaveLength(1);
    expect(secrets.rows.size).toBe(1);
  });
});
