import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import {
  ACTIVITY_OPERATIONS,
  EXAMINATION_MESSAGES,
  type EventStore,
  type HealthDataReadRow,
  type ExaminationDetail,
  type ExaminationListRow,
  type Database,
} from '@tutela/contracts';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { DEMO_CUSTOMER } from '../demo/demo-data';
import { demoWorkerId } from '../workers/seed/demo-workers-seed';
import { seedDemoExaminations } from './seed/demo-examinations-seed';
import {
  CUSTOMER,
  DOCTOR,
  ENTITY_ADMIN,
  FOREIGN_WORKER,
  NURSE,
  SECOND_CUSTOMER,
  SECOND_CUSTOMER_WORKER,
  SECRETARY,
  SPECIALIZING,
  useExaminationsApi,
  WORKER,
} from './testing/examinations-api-harness';

describe.each(apiTestTargets())('examinations API on $label', (target) => {
  const api = useExaminationsApi(target);
  const { http, auth, get, post, visit } = api;
  let app: INestApplication;
  beforeAll(() => {
    app = api.app();
  });

  it('seeds demo visits through the commands, once', async () => {
    const visits = (await get(DOCTOR, `/api/md/workers/${demoWorkerId(4)}/examinations`)).body.data as ExaminationListRow[];
    expect(visits.map((row) => [row.status, row.versions, row.outcome])).toEqual([[1, 2, 'IP']]);
    expect((await get(DOCTOR, `/api/md/workers/${demoWorkerId(1)}`)).body.data).toMatchObject({
      suitability: 'IL',
      last_visit: '2025-12-02',
    });
    const store = app.get<EventStore>(EVENT_STORE);
    const head = await store.headPosition();
    await seedDemoExaminations(app);
    expect(await store.headPosition()).toBe(head);
  });

  it('serves the form definitions by code and by id', async () => {
    const byCode = await get(NURSE, '/api/md/formio/VIS');
    expect(byCode.status).toBe(200);
    expect(byCode.body.data).toMatchObject({ code: 'VIS', version: 1, kind: 'VIS' });
    expect((await get(NURSE, `/api/md/formio/${byCode.body.data.id}`)).body.data.code).toBe('VIS');
    expect((await get(NURSE, '/api/md/formio/INV')).body.data.kind).toBe('INV');
    expect((await get(NURSE, '/api/md/formio/NOPE')).status).toBe(404);
    // The DVR forms answer under every application: the sr safety consultant fills them.
    const site = await get('hse@tutela.demo', '/api/sr/formio/DVR-SEDE');
    expect(site.status).toBe(200);
    expect(site.body.data).toEqual(expect.objectContaining({ code: 'DVR-SEDE', version: 1, kind: 'DVR' }));
    expect((await get('hse@tutela.demo', `/api/sr/formio/${site.body.data.id}`)).body.data.code).toBe('DVR-SEDE');
    expect((await get('hse@tutela.demo', '/api/sr/formio/dvr-sede?version=1')).body.data.code).toBe('DVR-SEDE');
    expect((await get('hse@tutela.demo', '/api/sr/formio/DVR-NOPE')).status).toBe(404);
    expect((await get('hse@tutela.demo', '/api/sr/formio/DVR--SEDE')).status).toBe(404);
  });

  it('walks a visit through draft, save, sign, reopen and a second signature, with the roles’ rules', async () => {
    const keyRes = await post(DOCTOR, '/api/md/examination-keys', { worker_id: WORKER, time_key: 'k1' });
    expect(keyRes.status).toBe(200);
    const key = keyRes.body.data.key as string;
    const draft = await get(DOCTOR, `/api/md/examinations/by-key/${key}`);
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ id: null, status: 0, can_edit: true, can_sign: true, protocol_next_period: 12, revision: -1 });

    // No giudizio on NF: 422 on the field; a pending visit (ATT) may be saved without.
    const noJudgement = await post(DOCTOR, '/api/md/examinations', visit('k1', { exdata: {} }));
    expect(noJudgement.status).toBe(422);
    expect(noJudgement.body.errors.giudizio).toEqual([EXAMINATION_MESSAGES.GIUDIZIO_REQUIRED]);
    const limits = await post(DOCTOR, '/api/md/examinations', visit('k1', { exdata: { giudizio: 'IL' } }));
    expect(limits.status).toBe(422);
    expect(limits.body.errors.limitazioni).toEqual([EXAMINATION_MESSAGES.LIMITAZIONI_REQUIRED]);
    const pending = await post(DOCTOR, '/api/md/examinations', visit('k1', { status: -1, exdata: {} }));
    expect(pending.status).toBe(200);
    const id = pending.body.data.id as string;

    // Nurses read but cannot save; specializing doctors save but cannot sign.
    const nurseSave = await post(NURSE, '/api/md/examinations', visit('k1', { revision: pending.body.data.revision }));
    expect(nurseSave.status).toBe(403);
    expect(nurseSave.body.message).toBe(EXAMINATION_MESSAGES.EDIT_FORBIDDEN);
    const nurseView = await get(NURSE, `/api/md/examinations/${id}`);
    expect(nurseView.status).toBe(200);
    expect(nurseView.body.data).toMatchObject({ can_edit: false, can_sign: false });
    const specSaved = await post(SPECIALIZING, '/api/md/examinations', visit('k1', { revision: pending.body.data.revision }));
    expect(specSaved.status).toBe(200);
    const specSign = await post(SPECIALIZING, '/api/md/examinations', visit('k1', { status: 1, revision: specSaved.body.data.revision }));
    expect(specSign.status).toBe(403);
    expect(specSign.body.message).toBe(EXAMINATION_MESSAGES.SIGN_FORBIDDEN);

    // A stale revision is a 409 and nothing is written.
    const stale = await post(DOCTOR, '/api/md/examinations', visit('k1', { status: 1, revision: pending.body.data.revision }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(EXAMINATION_MESSAGES.CONFLICT);
    const signed = await post(
      DOCTOR,
      '/api/md/examinations',
      visit('k1', { status: 1, revision: specSaved.body.data.revision, exdata: { giudizio: 'ID', accertamenti_eseguiti: [15] } }),
    );
    expect(signed.status).toBe(200);
    const afterSign = await post(DOCTOR, '/api/md/examinations', visit('k1', { revision: signed.body.data.revision }));
    expect(afterSign.status).toBe(422);
    expect(afterSign.body.message).toBe(EXAMINATION_MESSAGES.SIGNED_READ_ONLY);

    // The worker follows the signature.
    const worker = (await get(DOCTOR, `/api/md/workers/${WORKER}`)).body.data;
    expect(worker).toMatchObject({ suitability: 'ID', last_visit: '2026-03-02', next_visit: '2027-03-02' });
    expect(worker.health_protocol).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ examination_type_id: 10, last: '2026-03-02', next: '2027-03-02' }),
        expect.objectContaining({ examination_type_id: 15, last: '2026-03-02', next: '2028-03-02' }),
      ]),
    );

    // Reopening: not for nurses; specializing may; then a second signature keeps both versions.
    const nurseReopen = await post(NURSE, `/api/md/examinations/${id}/reopen`, {});
    expect(nurseReopen.status).toBe(403);
    expect(nurseReopen.body.message).toBe(EXAMINATION_MESSAGES.REOPEN_FORBIDDEN);
    const reopened = await post(SPECIALIZING, `/api/md/examinations/${id}/reopen`, { revision: signed.body.data.revision });
    expect(reopened.status).toBe(200);
    expect((await get(DOCTOR, `/api/md/workers/${WORKER}`)).body.data.suitability).toBeNull();
    const second = await post(
      DOCTOR,
      '/api/md/examinations',
      visit('k1', { status: 1, revision: reopened.body.data.revision, exdata: { giudizio: 'IP', prescrizioni: 'Occhiali' } }),
    );
    expect(second.status).toBe(200);
    const detail = (await get(DOCTOR, `/api/md/examinations/by-key/${key}`)).body.data as ExaminationDetail;
    expect(detail.versions.map((v) => [v.version, v.archived, v.outcome])).toEqual([
      [1, true, 'ID'],
      [2, false, 'IP'],
    ]);
    expect(detail).toMatchObject({ status: 1, can_edit: false, can_reopen: true, can_pdf: true });
    const first = await get(DOCTOR, `/api/md/examinations/${id}/versions/1`);
    expect(first.body.data).toMatchObject({
      version: 1,
      archived: true,
      exdata: { giudizio: 'ID', accertamenti_eseguiti: [15] },
      signed_by: { name: 'Marco Bianchi' },
    });
    expect((await get(DOCTOR, `/api/md/workers/${WORKER}`)).body.data.suitability).toBe('IP');

    const pdf = await get(DOCTOR, `/api/md/examinations/${id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // Every read of the clinical data left a row.
    const db = app.get<Database>(DATABASE);
    const { rows } = await db.query<{ user_id: string; what: string }>(
      'SELECT user_id, what FROM health_data_reads WHERE examination_id = $1',
      [id],
    );
    expect(rows.map((row) => row.what)).toEqual(expect.arrayContaining(['visita', 'versione 1', 'pdf versione 2']));
  });

  it('refuses a tampered or foreign key with 404 and scopes lists and details', async () => {
    const { key } = (await post(DOCTOR, '/api/md/examination-keys', { worker_id: WORKER })).body.data;
    const bytes = Buffer.from(key, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    const tampered = await get(DOCTOR, `/api/md/examinations/by-key/${bytes.toString('base64url')}`);
    expect(tampered.status).toBe(404);
    expect(tampered.body.message).toBe(EXAMINATION_MESSAGES.KEY_INVALID);
    expect((await post(DOCTOR, '/api/md/examination-keys', { worker_id: FOREIGN_WORKER })).status).toBe(404);
    expect((await post(DOCTOR, '/api/md/examinations', visit('x', { worker_id: FOREIGN_WORKER }))).status).toBe(404);

    const other = await post(DOCTOR, '/api/md/examinations', visit('s1', { worker_id: SECOND_CUSTOMER_WORKER }));
    expect(other.status).toBe(200);
    const own = await post(DOCTOR, '/api/md/examinations', visit('s2'));
    expect(own.status).toBe(200);

    // The customer sees their own workers' rows with the outcome, never another customer's, never clinical data.
    const list = await get(CUSTOMER, '/api/md/examinations?per_page=100&sort=date&order=desc');
    expect(list.status).toBe(200);
    const rows = list.body.data as ExaminationListRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.customer_id === DEMO_CUSTOMER.id)).toBe(true);
    expect(rows.find((row) => row.id === own.body.data.id)?.outcome).toBe('ID');
    expect((await get(CUSTOMER, `/api/md/examinations/${own.body.data.id}`)).status).toBe(403);
    // The clinical-data rule answers before scope: 403 on any visit, so the answer tells no own visit from another's.
    expect((await get(CUSTOMER, `/api/md/examinations/${other.body.data.id}`)).status).toBe(403);
    expect((await get(CUSTOMER, `/api/md/workers/${SECOND_CUSTOMER_WORKER}/examinations`)).status).toBe(404);
    expect((await get(SECRETARY, `/api/md/examinations/${own.body.data.id}`)).status).toBe(403);

    const doctorList = await get(DOCTOR, `/api/md/examinations?customer_id=${SECOND_CUSTOMER}&from=2026-01-01&to=2026-12-31`);
    expect((doctorList.body.data as ExaminationListRow[]).map((row) => row.id)).toEqual([other.body.data.id]);
    const searched = (await get(DOCTOR, '/api/md/examinations?search=visitato&per_page=100')).body.data as ExaminationListRow[];
    expect(searched.map((row) => row.id)).toEqual(expect.arrayContaining([own.body.data.id, other.body.data.id]));
    expect(searched.every((row) => row.worker_name === 'Mario Visitato')).toBe(true);
    const perWorker = await get(DOCTOR, `/api/md/workers/${WORKER}/examinations`);
    expect((perWorker.body.data as ExaminationListRow[]).some((row) => row.id === own.body.data.id)).toBe(true);
    // The row's key opens the visit.
    const row = (perWorker.body.data as ExaminationListRow[]).find((r) => r.id === own.body.data.id)!;
    expect((await get(DOCTOR, `/api/md/examinations/by-key/${row.key}`)).body.data.id).toBe(own.body.data.id);
  });

  it('attaches, serves and deletes files; refuses other types', async () => {
    const saved = await post(DOCTOR, '/api/md/examinations', visit('f1'));
    const id = saved.body.data.id as string;
    const upload = await http()
      .post(`/api/md/examinations/${id}/files`)
      .set(await auth(DOCTOR))
      .attach('file', Buffer.from('%PDF-1.4 referto'), 'referto.pdf');
    expect(upload.status).toBe(201);
    expect(upload.body.data).toMatchObject({ file_name: 'referto.pdf', mime_type: 'application/pdf', size: 16 });
    const refused = await http()
      .post(`/api/md/examinations/${id}/files`)
      .set(await auth(DOCTOR))
      .attach('file', Buffer.from('<html>'), 'pagina.html');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(EXAMINATION_MESSAGES.FILE_TYPE_REFUSED);
    const tooLarge = await http()
      .post(`/api/md/examinations/${id}/files`)
      .set(await auth(DOCTOR))
      .attach('file', Buffer.alloc(20 * 1024 * 1024 + 1), 'grande.pdf');
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors.file).toEqual([EXAMINATION_MESSAGES.FILE_TOO_LARGE]);
    const nurseUpload = await http()
      .post(`/api/md/examinations/${id}/files`)
      .set(await auth(NURSE))
      .attach('file', Buffer.from('x'), 'a.pdf');
    expect(nurseUpload.status).toBe(403);
    const bytes = await get(NURSE, `/api/md/examinations/${id}/files/${upload.body.data.id}`);
    expect(bytes.status).toBe(200);
    expect(Buffer.from(bytes.body).toString()).toBe('%PDF-1.4 referto');
    const removed = await http()
      .delete(`/api/md/examinations/${id}/files/${upload.body.data.id}`)
      .set(await auth(DOCTOR));
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(EXAMINATION_MESSAGES.FILE_DELETED);
    expect((await get(DOCTOR, `/api/md/examinations/${id}`)).body.data.files).toEqual([]);
  });

  it('saves disability and vaccination records, with their own failure message', async () => {
    const body = {
      tmp: true,
      worker_id: WORKER,
      customer_id: DEMO_CUSTOMER.id,
      type: 'INV',
      type_id: 22,
      examinationdate: '2026-02-01',
      exdata: { percentuale: 40 },
    };
    const saved = await post(DOCTOR, '/api/md/examinationssp', body);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(EXAMINATION_MESSAGES.SAVED);
    const record = (await get(DOCTOR, `/api/md/examinations/${saved.body.data.id}`)).body.data as ExaminationDetail;
    expect(record).toMatchObject({ kind: 'INV', type_id: 22, form_code: 'INV', exdata: { percentuale: 40 } });
    const update = await post(DOCTOR, '/api/md/examinationssp', {
      ...body,
      tmp: false,
      id: saved.body.data.id,
      exdata: { percentuale: 50 },
      revision: saved.body.data.revision,
    });
    expect(update.status).toBe(200);
    const wrongCustomer = await post(DOCTOR, '/api/md/examinationssp', { ...body, type: 'VAC', type_id: 9, customer_id: SECOND_CUSTOMER });
    expect(wrongCustomer.status).toBe(422);
    expect(wrongCustomer.body.message).toBe(EXAMINATION_MESSAGES.VAC_SAVE_FAILED);
    const nurse = await post(NURSE, '/api/md/examinationssp', body);
    expect(nurse.status).toBe(403);
    expect(nurse.body.message).toBe(EXAMINATION_MESSAGES.INV_SAVE_FAILED);
  });

  it('records a PDF download as DOWNLOAD ESAME with its user, without moving the visit’s revision', async () => {
    const signed = await post(DOCTOR, '/api/md/examinations', visit('d1', { status: 1 }));
    expect(signed.status).toBe(200);
    const id = signed.body.data.id as string;
    expect((await get(DOCTOR, `/api/md/examinations/${id}/pdf`)).status).toBe(200);
    expect((await get(DOCTOR, `/api/md/examinations/${id}/pdf`)).status).toBe(200);

    const store = app.get<EventStore>(EVENT_STORE);
    const downloads = await store.readStream(`examination-${id}-downloads`);
    expect(downloads.map((event) => [event.type, event.metadata.actorName, (event.data as { version: number }).version])).toEqual([
      ['ExaminationPdfDownloaded', 'Marco Bianchi', 1],
      ['ExaminationPdfDownloaded', 'Marco Bianchi', 1],
    ]);
    await app.get(ProjectionWaiter).waitFor(downloads[1].position);
    const log = await get(ENTITY_ADMIN, `/api/md/activities/log?logName=examination&subjectId=${id}&per_page=50`);
    expect(log.status).toBe(200);
    const rows = log.body.data as { description: string; subject_type: string; causer_name: string | null }[];
    expect(rows.filter((row) => row.description === ACTIVITY_OPERATIONS.download)).toEqual([
      expect.objectContaining({ subject_type: 'ESAME', causer_name: 'Marco Bianchi' }),
      expect.objectContaining({ subject_type: 'ESAME', causer_name: 'Marco Bianchi' }),
    ]);
    // The doctor's screen still holds the right revision: reopening with it is accepted, not a 409.
    expect((await get(DOCTOR, `/api/md/examinations/${id}`)).body.data.revision).toBe(signed.body.data.revision);
    expect((await post(DOCTOR, `/api/md/examinations/${id}/reopen`, { revision: signed.body.data.revision })).status).toBe(200);
  });

  it('downloads every signed visit of a worker as one zip (DOWNLOAD ESAMI), in scope, for clinical roles', async () => {
    const signedIds = (await get(DOCTOR, `/api/md/workers/${WORKER}/examinations`)).body.data
      .filter((row: { kind: string; status: number }) => row.kind === 'VIS' && row.status === 1)
      .map((row: { id: string }) => row.id);
    expect(signedIds.length).toBeGreaterThan(0);
    const zip = await http()
      .get(`/api/md/workers/${WORKER}/examinations/pdf.zip`)
      .set(await auth(DOCTOR))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toContain('application/zip');
    const bytes = zip.body as Buffer;
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // The end-of-central-directory record (the last 22 bytes, no comment) counts the files: one PDF per signed visit.
    expect(bytes.readUInt16LE(bytes.length - 22 + 10)).toBe(signedIds.length);

    const store = app.get<EventStore>(EVENT_STORE);
    const downloads = await store.readStream(`worker-${WORKER}-downloads`);
    expect(downloads.map((event) => [event.type, (event.data as { examinationIds: string[] }).examinationIds.length])).toEqual([
      ['ExaminationsZipDownloaded', signedIds.length],
    ]);
    await app.get(ProjectionWaiter).waitFor(downloads[0].position);
    const log = await get(ENTITY_ADMIN, `/api/md/activities/log?logName=worker&subjectId=${WORKER}&per_page=50`);
    expect(
      (log.body.data as { description: string; causer_name: string | null }[]).filter(
        (row) => row.description === ACTIVITY_OPERATIONS.download_zip,
      ),
    ).toEqual([expect.objectContaining({ causer_name: 'Marco Bianchi' })]);

    // Another tenant's worker, a worker without signed visits: 404; a nurse (level 5): 403.
    expect((await get(DOCTOR, `/api/md/workers/${FOREIGN_WORKER}/examinations/pdf.zip`)).status).toBe(404);
    const none = await get(DOCTOR, `/api/md/workers/${SECOND_CUSTOMER_WORKER}/examinations/pdf.zip`);
    expect(none.status).toBe(404);
    expect((await get(NURSE, `/api/md/workers/${WORKER}/examinations/pdf.zip`)).status).toBe(403);
  });

  it('lists the reads of a worker’s clinical data to level 8, newest first, in scope', async () => {
    const saved = await post(DOCTOR, '/api/md/examinations', visit('r1'));
    const id = saved.body.data.id as string;
    expect((await get(NURSE, `/api/md/examinations/${id}`)).status).toBe(200);
    const reads = await get(ENTITY_ADMIN, `/api/md/workers/${WORKER}/health-data-reads?per_page=10`);
    expect(reads.status).toBe(200);
    const rows = reads.body.data as HealthDataReadRow[];
    expect(rows[0]).toMatchObject({ user_name: 'Giulia Neri', user_role: 'nurse', what: 'visita', examination_id: id });
    const times = rows.map((row) => row.read_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(reads.body.meta).toBeDefined();
    expect((await get(DOCTOR, `/api/md/workers/${WORKER}/health-data-reads`)).status).toBe(403);
    expect((await get(ENTITY_ADMIN, `/api/md/workers/${FOREIGN_WORKER}/health-data-reads`)).status).toBe(404);
    expect((await get(ENTITY_ADMIN, `/api/md/workers/${WORKER}/health-data-reads?per_page=7`)).status).toBe(422);
  });

  it('never duplicates a visit re-sent with the same Idempotency-Key or the same worker and time key', async () => {
    const body = visit('i1', { status: -1, exdata: {} });
    const idempotencyKey = randomUUID();
    const first = await http()
      .post('/api/md/examinations')
      .set(await auth(DOCTOR))
      .set('Idempotency-Key', idempotencyKey)
      .send(body);
    const again = await http()
      .post('/api/md/examinations')
      .set(await auth(DOCTOR))
      .set('Idempotency-Key', idempotencyKey)
      .send(body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, revision: first.body.data.revision });

    // An offline client that lost the answer re-sends the start without a key: same worker and time key, same visit.
    const noKey = await post(DOCTOR, '/api/md/examinations', visit('i2', { status: -1, exdata: {} }));
    const resent = await post(DOCTOR, '/api/md/examinations', visit('i2', { status: -1, exdata: {} }));
    expect(noKey.status).toBe(200);
    // It lands on the same stream as a second save of the same data (the time key fixes the visit's id).
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ id: noKey.body.data.id, revision: noKey.body.data.revision + 1 });

    const db = app.get<Database>(DATABASE);
    for (const timeKey of ['i1', 'i2']) {
      const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM examinations WHERE worker_id = $1 AND time_key = $2', [
        WORKER,
        timeKey,
      ]);
      expect(Number(rows[0].n)).toBe(1);
    }
    const store = app.get<EventStore>(EVENT_STORE);
    const stream = await store.readStream(`examination-${first.body.data.id}`);
    expect(stream.map((event) => event.type)).toEqual(['ExaminationStarted', 'ExaminationDataSaved']);
    const resentStream = await store.readStream(`examination-${noKey.body.data.id}`);
    expect(resentStream.filter((event) => event.type === 'ExaminationStarted')).toHaveLength(1);
  });
});
