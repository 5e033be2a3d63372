import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { Database, EventStore } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { DEMO_CUSTOMER } from '../demo/demo-data';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoAuth } from '../platform/testing/demo-auth';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { demoWorkerId } from '../workers/public';
import { AppointmentSummonsReactor } from './reactions/appointment-summons.reactor';

const SECRETARY = 'segreteria@tutela.demo';
const DOCTOR = 'medico@tutela.demo';
const WORKER_MAIL = 'mario.rossi@example.it';
const CUSTOMER_MAIL = 'hr@azienda.it';

interface OutboxRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  attachments: { filename: string; content_type: string; content: string }[];
  dedupe_key: string;
}

describe.each(apiTestTargets())('appointment summons by mail on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  let physician: string;
  const http = () => request(app.getHttpServer());
  const auth = demoAuth(http);
  const store = () => app.get<EventStore>(EVENT_STORE);
  const db = () => app.get<Database>(DATABASE);
  const post = async (path: string, body: object) =>
    http()
      .post(`/api/md/${path}`)
      .set(await auth(SECRETARY))
      .set('Idempotency-Key', randomUUID())
      .send(body);

  /** A 30-minute visit that mails the worker and the customer (May: Rome is UTC+2). */
  const visit = (date: string, extra: object = {}) => ({
    customer_id: DEMO_CUSTOMER.id,
    med_id: physician,
    multi: 0,
    worker_id: demoWorkerId(0),
    visit: 1,
    appointment_date: date,
    appointment_time: '09:00',
    appointment_date_end: date,
    appointment_time_end: '09:30',
    location: 3,
    location_address: 'Via Roma 1, Milano',
    note: 'Portare gli esami precedenti',
    send_mail: 1,
    mail_address: WORKER_MAIL,
    send_mail_to_customer: 1,
    mail_customer: CUSTOMER_MAIL,
    recurring: 1,
    ...extra,
  });

  /** The summons queued for one appointment (its .ics names it), oldest first. */
  const summons = async (id: string) =>
    (
      await db().query<OutboxRow>(
        `SELECT id, kind, to_address, subject, body_text, attachments, dedupe_key FROM mail_outbox
          WHERE kind = 'appointment_summons' AND attachments::text LIKE $1 ORDER BY id`,
        [`%UID:${id}@tutela%`],
      )
    ).rows;
  const streamOf = (id: string) => store().readStream(`appointment-${id}`);
  const card = async (id: string) =>
    http()
      .get(`/api/md/appointments/${id}`)
      .set(await auth(SECRETARY));

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    const { rows } = await db().query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DOCTOR]);
    physician = rows[0].id;
  });

  afterAll(async () => {
    await created?.close();
  });

  it('a booking that asks to mail queues one summons per address with its .ics and records it on the appointment; a replay queues nothing', async () => {
    const booked = await post('appointments', visit('2038-05-03'));
    expect(booked.status).toBe(200);
    const id = booked.body.data.id as string;

    const rows = await summons(id);
    expect(rows.map((r) => r.to_address)).toEqual([WORKER_MAIL, CUSTOMER_MAIL]);
    const [bookedEvent, queued] = await streamOf(id);
    for (const row of rows) {
      expect(row.subject).toBe('Convocazione a visita medica del 03/05/2038 alle 09:00');
      expect(row.dedupe_key).toBe(`${bookedEvent.id}:${row.to_address}`);
      expect(row.body_text).toContain('Data: 03/05/2038\nOra: 09:00–09:30\nLuogo: Via Roma 1, Milano\nMedico: ');
      expect(row.body_text).toContain('Note: Portare gli esami precedenti');
      expect(row.body_text).toContain("Il file allegato (appuntamento.ics) aggiunge l'appuntamento al suo calendario.");
      expect(row.attachments).toHaveLength(1);
      const [ics] = row.attachments;
      expect(ics).toMatchObject({ filename: 'appuntamento.ics', content_type: 'text/calendar; charset=utf-8; method=REQUEST' });
      for (const line of ['METHOD:REQUEST', `UID:${id}@tutela`, 'SEQUENCE:0', 'DTSTART:20380503T070000Z', 'DTEND:20380503T073000Z']) {
        expect(ics.content).toContain(`\r\n${line}\r\n`);
      }
      expect(ics.content).toContain('\r\nSUMMARY:Visita medica – ');
      expect(ics.content).toContain('\r\nLOCATION:Via Roma 1\\, Milano\r\n');
      expect(ics.content).toContain(`\r\nATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${row.to_address}\r\n`);
    }
    expect(rows[1].body_text.startsWith('Spettabile ')).toBe(true);

    expect(queued).toMatchObject({
      type: 'AppointmentMailQueued',
      data: {
        appointmentId: id,
        reason: 'booked',
        recipients: [
          { address: WORKER_MAIL, role: 'worker' },
          { address: CUSTOMER_MAIL, role: 'customer' },
        ],
        outboxIds: rows.map((r) => r.id),
        causationEventId: bookedEvent.id,
      },
    });
    const shown = await card(id);
    expect(shown.status).toBe(200);
    expect(shown.body.data.mails).toEqual([{ reason: 'booked', recipients: [WORKER_MAIL, CUSTOMER_MAIL], queued_at: expect.any(String) }]);

    // The reaction heard again (a retry, a restart before its checkpoint): no mail, no event.
    expect(await app.get(AppointmentSummonsReactor).react(bookedEvent)).toBeGreaterThanOrEqual(0);
    expect((await summons(id)).map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(await streamOf(id)).toHaveLength(2);
  });

  it('a move mails again with a higher SEQUENCE (the mail did not make the revision stale); a cancellation mails METHOD:CANCEL', async () => {
    const id = (await post('appointments', visit('2038-05-04'))).body.data.id as string;
    // Revision 0 is the booking's: the summons recorded since is no edit of the user's.
    const moved = await post(`appointments/${id}/move`, {
      appointment_date: '2038-05-05',
      appointment_time: '11:00',
      appointment_time_end: '11:30',
      revision: 0,
    });
    expect(moved.status).toBe(200);
    const afterMove = await summons(id);
    expect(afterMove).toHaveLength(4);
    const move = afterMove[2];
    expect(move.subject).toBe('Appuntamento spostato: visita medica del 05/05/2038 alle 11:00');
    expect(move.attachments[0].content).toContain('\r\nSEQUENCE:2\r\nDTSTART:20380505T090000Z\r\n');
    expect(move.attachments[0].content).toContain('\r\nMETHOD:REQUEST\r\n');

    const cancelled = await post(`appointments/${id}/cancel`, { reason: 'Malattia' });
    expect(cancelled.status).toBe(200);
    const afterCancel = await summons(id);
    expect(afterCancel).toHaveLength(6);
    const cancel = afterCancel[4];
    expect(cancel.subject).toBe('Appuntamento annullato: visita medica del 05/05/2038 alle 11:00');
    expect(cancel.body_text).toContain('Motivo: Malattia');
    expect(cancel.attachments[0].content_type).toBe('text/calendar; charset=utf-8; method=CANCEL');
    for (const line of ['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:4'])
      expect(cancel.attachments[0].content).toContain(`\r\n${line}\r\n`);

    expect((await streamOf(id)).map((e) => e.type)).toEqual([
      'AppointmentBooked',
      'AppointmentMailQueued',
      'AppointmentMoved',
      'AppointmentMailQueued',
      'AppointmentCancelled',
      'AppointmentMailQueued',
    ]);
    expect((await card(id)).body.data.mails.map((m: { reason: string }) => m.reason)).toEqual(['booked', 'moved', 'cancelled']);
  });

  it('a multi booking with send_mail_multi mails each worker at their own address, greeting them by name', async () => {
    const { rows: workers } = await db().query<{ id: string }>(
      'SELECT id FROM workers WHERE customer_id = $1 AND NOT resigned ORDER BY id LIMIT 3',
      [DEMO_CUSTOMER.id],
    );
    const [first, second, third] = workers.map((w) => w.id);
    // Arranged in the workers' read model: two of the three have an address, the third none.
    await db().query(
      `UPDATE workers SET email = CASE id WHEN $1 THEN 'primo@example.it' WHEN $2 THEN 'secondo@example.it' END WHERE id IN ($1, $2, $3)`,
      [first, second, third],
    );
    const booked = await post(
      'appointments',
      visit('2038-05-07', {
        multi: 1,
        select_workers: 1,
        selected: [first, second, third],
        appointment_duration: 10,
        send_mail: 0,
        send_mail_multi: 1,
        send_mail_to_customer: 0,
      }),
    );
    expect(booked.status).toBe(200);
    const id = booked.body.data.id as string;
    const rows = await summons(id);
    expect(rows.map((r) => r.to_address)).toEqual(['primo@example.it', 'secondo@example.it']);
    const { rows: names } = await db().query<{ name: string }>(
      "SELECT last_name || ' ' || first_name AS name FROM workers WHERE id = ANY($1::text[]) ORDER BY array_position($1::text[], id)",
      [[first, second]],
    );
    expect(rows.map((r) => r.body_text.split('\n')[0])).toEqual(names.map((n) => `Gentile ${n.name},`));
    const queued = (await streamOf(id))[1];
    expect(queued.data).toMatchObject({
      recipients: [
        { address: 'primo@example.it', role: 'worker' },
        { address: 'secondo@example.it', role: 'worker' },
      ],
    });
  });

  it('a booking that asks for no mail queues none and records nothing', async () => {
    const id = (await post('appointments', visit('2038-05-06', { send_mail: 0, send_mail_to_customer: 0 }))).body.data.id as string;
    expect(await summons(id)).toEqual([]);
    expect((await streamOf(id)).map((e) => e.type)).toEqual(['AppointmentBooked']);
    expect((await card(id)).body.data.mails).toEqual([]);
  });
});
