import type { RecordedEvent } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import { diffFields, eventsUntil, flattenFields, foldSteps, stateAt, tolerantFold, type HistoryFold } from './record-timeline';

type Counter = { total: number; tags: string[] };
const counter: HistoryFold<Counter> = {
  initialState: () => ({ total: 0, tags: [] }),
  evolve: (state, event) => {
    if (event.type === 'Added') return { ...state, total: state.total + (event.data as { n: number }).n };
    if (event.type === 'Tagged')
      return {
        ...state,
        tags: [...state.tags, (event.data as { tag: string }).tag],
      };
    throw new Error(`unknown ${event.type}`);
  },
};

function recorded(revision: number, type: string, data: object, occurredAt: string): RecordedEvent {
  return {
    id: `e${revision}`,
    stream: 'counter-1',
    revision,
    position: 100 + revision,
    type,
    schemaVersion: 1,
    data,
    metadata: {
      actorId: 'u1',
      actorName: 'Elena Conti',
      actorRole: 'entity_administrator',
      entityId: 'e1',
      correlationId: 'c',
      causationId: null,
      commandId: 'c',
      occurredAt,
    },
  } as RecordedEvent;
}

const events = [
  recorded(0, 'Added', { n: 1 }, '2026-01-10T09:00:00.000Z'),
  recorded(1, 'Tagged', { tag: 'a' }, '2026-02-10T09:00:00.000Z'),
  recorded(2, 'Added', { n: 5 }, '2026-03-10T09:00:00.000Z'),
];

describe('record timeline', () => {
  it('flattens nested objects to dotted fields, keeps arrays whole and drops secrets', () => {
    expect(
      flattenFields({
        a: { b: 1, c: { d: null } },
        list: [1, 2],
        passwordHash: 'x',
        empty: {},
      }),
    ).toEqual({
      'a.b': 1,
      'a.c.d': null,
      list: [1, 2],
      empty: {},
    });
  });

  it('diffs fields that changed, appeared or disappeared, and nothing else', () => {
    expect(diffFields({ a: 1, b: [1], gone: 'x', same: 's' }, { a: 2, b: [1, 2], same: 's', added: true })).toEqual([
      { field: 'a', before: 1, after: 2 },
      { field: 'b', before: [1], after: [1, 2] },
      { field: 'added', before: null, after: true },
      { field: 'gone', before: 'x', after: null },
    ]);
  });

  it('gives every event with the fields it changed', () => {
    const steps = foldSteps(events, counter, (state) => flattenFields(state));
    expect(steps.map((step) => step.changes)).toEqual([
      [{ field: 'total', before: 0, after: 1 }],
      [{ field: 'tags', before: [], after: ['a'] }],
      [{ field: 'total', before: 1, after: 6 }],
    ]);
  });

  it('folds up to a revision or to the last event that had happened by a date', () => {
    expect(stateAt(events, counter, { revision: 1 }).state).toEqual({
      total: 1,
      tags: ['a'],
    });
    expect(stateAt(events, counter, { at: new Date('2026-03-01T00:00:00Z') }).last.revision).toBe(1);
    expect(stateAt(events, counter, { at: new Date('2026-03-10T09:00:00.000Z') }).state.total).toBe(6);
    expect(stateAt(events, counter, { at: new Date('2027-01-01T00:00:00Z') }).last.revision).toBe(2);
  });

  it('refuses a point before the record existed', () => {
    expect(() => eventsUntil(events, { at: new Date('2026-01-01T00:00:00Z') })).toThrow(DomainError);
  });

  it('passes over event types the fold does not know', () => {
    const tolerant = tolerantFold(counter, ['Added', 'Tagged']);
    const withFuture = [...events, recorded(3, 'SomethingNew', {}, '2026-04-01T00:00:00Z')];
    expect(stateAt(withFuture, tolerant, { revision: 3 }).state.total).toBe(6);
  });
});
