import type { RecordedEvent } from '@tutela/contracts';
import { chunkBySize, toOutgoingMessage } from './event-message.mapper';

const metadata = {
  actorId: 'system',
  actorName: 'Sistema',
  actorRole: 'system',
  entityId: 'e1',
  correlationId: 'c1',
  causationId: null,
  commandId: 'c1',
  occurredAt: '2025-01-01T00:00:00.000Z',
};

const recorded = (type: string, data: unknown, revision = 0): RecordedEvent => ({
  id: `00000000-0000-4000-8000-00000000000${revision}`,
  stream: 'user-0b9a',
  revision,
  position: 10 + revision,
  type,
  schemaVersion: 1,
  data,
  metadata,
});

// Events written before credentials left the log: immutable, so every exit must strip their hashes.
const oldStyle = [
  recorded('UserCreated', {
    userId: '0b9a',
    entityId: 'e1',
    email: 'mario@example.it',
    firstName: 'Mario',
    lastName: 'Rossi',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    passwordExpiresAt: null,
    mustChangePassword: true,
  }),
  recorded('UserPasswordResetRequested', { tokenHash: 'ab12cd34'.repeat(8), expiresAt: '2025-01-01T01:00:00.000Z', app: 'md' }, 1),
  recorded('UserPasswordChanged', { passwordHash: '$argon2id$v=19$altro', passwordExpiresAt: '2025-07-01T00:00:00.000Z', via: 'reset' }, 2),
];

describe('event message mapper', () => {
  it('relays old-style user events without their password or reset-token hashes', () => {
    const values = oldStyle.map((event) => toOutgoingMessage(event).value);
    for (const value of values) expect(value).not.toMatch(/argon2|ab12cd34|passwordHash|tokenHash/);
    const created = JSON.parse(values[0]) as RecordedEvent<Record<string, unknown>>;
    expect(created.data).toEqual({
      userId: '0b9a',
      entityId: 'e1',
      email: 'mario@example.it',
      firstName: 'Mario',
      lastName: 'Rossi',
      passwordExpiresAt: null,
      mustChangePassword: true,
    });
    expect(JSON.parse(values[1]).data).toEqual({ expiresAt: '2025-01-01T01:00:00.000Z', app: 'md' });
  });

  it('keeps the envelope and the references of new events as they are', () => {
    const event = recorded('UserPasswordChanged', { passwordRef: 'r-1', passwordExpiresAt: null, via: 'self' });
    const message = toOutgoingMessage(event);
    expect(JSON.parse(message.value)).toEqual(event);
    expect(message.headers['event-id']).toBe(event.id);
  });

  it('redacts inside size-limited chunks too (the path the relay takes)', () => {
    const chunks = chunkBySize(oldStyle, 1_000_000);
    expect(
      chunks
        .flatMap((chunk) => chunk.messages)
        .map((m) => m.value)
        .join('\n'),
    ).not.toMatch(/argon2|ab12cd34/);
  });
});
