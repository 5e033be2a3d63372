import type { EventMetadata, RecordedEvent, TenantScope } from '@tutela/contracts';
import type { Database } from '../database/database';
import { testDatabases } from '../testing/test-databases';
import { bookedData, romeSlot } from './appointment-event-fixtures';
import {
  appointmentInScope,
  appointmentsList,
  awaitingConfirmationCount,
  calendarAppointments,
  resourceCalendarAppointments,
} from './appointments-queries';
import { appointmentsProjector } from './appointments.projector';

const ENTITY = '22222222-2222-4222-8222-222222222222';
const A1 = 'a1';
const A2 = 'a2';
const A3 = 'a3';

let position = 0;
const revisions = new Map<string, number>();
const metadata = (): EventMetadata => ({
  actorId: 'u-sec',
  actorName: 'Segreteria',
  actorRole: 'secretary',
  entityId: ENTITY,
  correlationId: 'c',
  causationId: null,
  commandId: 'c',
  occurredAt: new Date(Date.UTC(2026, 4, 20, 9, position)).toISOString(),
});
const event = (id: string, type: string, data: unknown): RecordedEvent => {
  const revision = revisions.get(id) ?? 0;
  revisions.set(id, revision + 1);
  return { id: `ev-${++position}`, stream: `appointment-${id}`, revision, position, type, schemaVersion: 1, data, metadata: metadata() };
};

function history(): RecordedEvent[] {
  position = 0;
  revisions.clear();
  const series = { seriesId: 's1', occurrenceDate: '2026-06-11', firstDate: '2026-06-11', lastDate: '2026-06-18', daysOfWeek: [4] };
  return [
    event(A1, 'AppointmentBooked', bookedData({ appointmentId: A1, entityId: ENTITY })),
    event(
      A2,
      'AppointmentBooked',
      bookedData({
        appointmentId: A2,
        entityId: ENTITY,
        customerId: 'k2',
        physicianId: 'doc2',
        resourceIds: [],
        clinicId: 'amb2',
        series,
        slot: romeSlot('2026-06-11', '14:00', '15:00'),
        confirmed: true,
      }),
    ),
    event(A3, 'AppointmentBooked', bookedData({ appointmentId: A3, entityId: ENTITY, slot: romeSlot('2026-06-12', '08:00', '08:15') })),
    event(A1, 'AppointmentConfirmed', { appointmentId: A1, confirmedBy: { userId: 'coord1', name: 'Coordinatore' } }),
    event(A1, 'AppointmentMoved', {
      appointmentId: A1,
      from: romeSlot('2026-06-10', '09:00', '09:30'),
      to: romeSlot('2026-06-10', '10:00', '10:30'),
      scope: 'this',
      confirmationReset: true,
    }),
    event(A2, 'AppointmentCompleted', { appointmentId: A2, examinationId: 'x1' }),
    event(A3, 'AppointmentCancelled', { appointmentId: A3, scope: 'this', reason: null }),
    event(A3, 'AppointmentMailQueued', {
      appointmentId: A3,
      reason: 'cancelled',
      recipients: [
        { address: 'mario.rossi@example.it', role: 'worker' },
        { address: 'hr@azienda.it', role: 'customer' },
      ],
      outboxIds: [7, 8],
      causationEventId: 'e-cancel',
    }),
  ];
}

const ALL: TenantScope = { entityId: ENTITY, customerIds: null, factoryIds: null };

describe.each(testDatabases())('appointments projector on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.create();
    for (const migration of appointmentsProjector.migrations) await db.query(migration);
    // The names the queries join (owned by the users and customers read models).
    await db.query('CREATE TABLE IF NOT EXISTS users (id text PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL)');
    await db.query('CREATE TABLE IF NOT EXISTS customers (id text PRIMARY KEY, company_name text NOT NULL)');
    // And the workers' and calresources' names (the rows' worker, clinic and resource names).
    await db.query('CREATE TABLE IF NOT EXISTS workers (id text PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL)');
    await db.query('CREATE TABLE IF NOT EXISTS calresources (id text PRIMARY KEY, name text NOT NULL)');
    await db.query(`INSERT INTO users VALUES ('doc1', 'Mario', 'Rossi'), ('doc2', 'Laura', 'Bianchi')`);
    await db.query(`INSERT INTO customers VALUES ('k1', 'Acme'), ('k2', 'Beta')`);
  });
  afterEach(() => db.close());

  it('keeps one row per stream with its slot, confirmation and status', async () => {
    await db.transaction((tx) => appointmentsProjector.applyBatch!(history(), tx));
    const { rows } = await db.query<Record<string, unknown>>(
      'SELECT id, series_id, occurrence_date, customer_id, physician_id, resource_ids, clinic_id, worker_ids, start_date, start_time, end_time, confirmed, confirmed_by, status, coordination_user_id, examination_id, revision FROM appointments ORDER BY id',
    );
    expect(rows).toEqual([
      {
        id: A1,
        series_id: null,
        occurrence_date: null,
        customer_id: 'k1',
        physician_id: 'doc1',
        resource_ids: ['spiro'],
        clinic_id: 'amb1',
        worker_ids: ['w1'],
        start_date: '2026-06-10',
        start_time: '10:00',
        end_time: '10:30',
        confirmed: false,
        confirmed_by: null,
        status: 'booked',
        coordination_user_id: 'coord1',
        examination_id: null,
        revision: 2,
      },
      expect.objectContaining({
        id: A2,
        series_id: 's1',
        occurrence_date: '2026-06-11',
        confirmed: true,
        status: 'completed',
        examination_id: 'x1',
      }),
      expect.objectContaining({ id: A3, status: 'cancelled', revision: 2 }),
    ]);
    // Each summons mailed is kept on the row (delivery evidence), with when it was queued.
    const { rows: mails } = await db.query<{ id: string; mails: unknown }>('SELECT id, mails FROM appointments ORDER BY id');
    expect(mails.map((r) => r.mails)).toEqual([
      [],
      [],
      [{ reason: 'cancelled', recipients: ['mario.rossi@example.it', 'hr@azienda.it'], queued_at: expect.any(String) }],
    ]);
    const { rows: times } = await db.query<{ starts_at: Date }>(`SELECT starts_at FROM appointments WHERE id = 'a1'`);
    expect(new Date(times[0].starts_at).toISOString()).toBe('2026-06-10T08:00:00.000Z');
  });

  it('changes nothing when the events are applied again (rebuild equals live)', async () => {
    const events = history();
    await db.transaction((tx) => appointmentsProjector.applyBatch!(events, tx));
    const snapshot = async () => (await db.query('SELECT * FROM appointments ORDER BY id')).rows;
    const before = await snapshot();
    await db.transaction((tx) => appointmentsProjector.applyBatch!(events, tx));
    for (const single of events) await db.transaction((tx) => appointmentsProjector.apply(single, tx));
    expect(await snapshot()).toEqual(before);
  });

  it('answers the calendars, Fissati and the badge inside the scope', async () => {
    await db.transaction((tx) => appointmentsProjector.applyBatch!(history(), tx));
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const week = { from: '2026-06-08', to: '2026-06-14' };
    expect(ids(await calendarAppointments(db, ALL, week))).toEqual([A1, A2]);
    expect(ids(await calendarAppointments(db, ALL, { ...week, includeCancelled: true }))).toEqual([A1, A2, A3]);
    expect(ids(await calendarAppointments(db, ALL, { ...week, physicianId: 'doc2' }))).toEqual([A2]);
    const byName = await calendarAppointments(db, ALL, { ...week, physicianName: 'rossi' });
    expect(byName).toMatchObject([{ id: A1, physician_name: 'Rossi Mario', customer_name: 'Acme' }]);
    expect(ids(await calendarAppointments(db, ALL, { from: '2026-06-11', to: '2026-06-11' }))).toEqual([A2]);
    // A customer-side scope sees its own company only.
    const k2: TenantScope = { entityId: ENTITY, customerIds: ['k2'], factoryIds: null };
    expect(ids(await calendarAppointments(db, k2, week))).toEqual([A2]);
    expect(await appointmentInScope(db, k2, A1)).toBeNull();
    expect(await appointmentInScope(db, { ...ALL, entityId: 'other' }, A1)).toBeNull();
    expect((await appointmentInScope(db, ALL, A1))?.id).toBe(A1);

    expect(ids(await resourceCalendarAppointments(db, ALL, { ...week, resourceIds: ['spiro'] }))).toEqual([A1]);
    expect(ids(await resourceCalendarAppointments(db, ALL, { ...week, clinicIds: ['amb2'] }))).toEqual([A2]);
    expect(ids(await resourceCalendarAppointments(db, ALL, week))).toEqual([A1, A2]);

    const list = async (filter: Partial<Parameters<typeof appointmentsList>[1]>, scope = ALL) => {
      const s = appointmentsList(scope, { order: 'asc', ...filter });
      const { rows } = await db.query<{ id: string }>(`SELECT ${s.select} FROM ${s.from} WHERE ${s.where} ORDER BY ${s.orderBy}`, [
        ...s.params,
      ]);
      return ids(rows);
    };
    expect(await list({})).toEqual([A1, A2, A3]);
    expect(await list({ order: 'desc' })).toEqual([A3, A2, A1]);
    expect(await list({ status: 'booked' })).toEqual([A1]);
    expect(await list({ confirmed: true })).toEqual([A2]);
    expect(await list({ customerId: 'k1' })).toEqual([A1, A3]);
    expect(await list({ physicianId: 'doc2' })).toEqual([A2]);
    expect(await list({ from: '2026-06-11', to: '2026-06-12' })).toEqual([A2, A3]);
    expect(await list({}, k2)).toEqual([A2]);

    expect(await awaitingConfirmationCount(db, { userId: 'coord1', entityId: ENTITY, customerIds: null })).toBe(1);
    expect(await awaitingConfirmationCount(db, { userId: 'client', entityId: ENTITY, customerIds: ['k1'] })).toBe(1);
    expect(await awaitingConfirmationCount(db, { userId: 'client', entityId: ENTITY, customerIds: ['k2'] })).toBe(0);
  });
});
