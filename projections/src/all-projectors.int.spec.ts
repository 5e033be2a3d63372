import { allProjectors } from './all-projectors';
import { bookedData, romeSlot } from './appointments/appointment-event-fixtures';
import { newEvent } from './runtime/testing/event-fixtures';
import { ProjectionRuntime } from './runtime/projection-runtime';
import { silentRuntimeLogger } from './runtime/runtime-logger';
import { InMemoryEventStore } from './testing/in-memory-event-store';
import { testDatabases } from './testing/test-databases';

describe.each(testDatabases())('allProjectors on $label', (factory) => {
  it('registers unique names and migrations that can run again on an existing database', async () => {
    const projectors = allProjectors();
    expect(projectors.map((projector) => projector.name)).toContain('activity-log');
    expect(new Set(projectors.map((projector) => projector.name)).size).toBe(projectors.length);
    const db = await factory.create();
    const store = new InMemoryEventStore();
    try {
      for (let run = 0; run < 2; run++) {
        await new ProjectionRuntime({ db, eventStore: store, projectors: allProjectors(), logger: silentRuntimeLogger }).prepare();
      }
      for (const table of projectors.flatMap((projector) => projector.tables)) {
        const { rows } = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]);
        expect(rows[0].found).toBe(table);
      }
    } finally {
      await store.close();
      await db.close();
    }
  });
});

const ENTITY = '00000000-0000-4000-8000-0000000000e1';

/**
 * A history that exercises every rule of every projector, the users' set-wise fold above all: several users
 * per batch, each with grants granted, revoked and granted again, profile and password changes, reset requests
 * voided by a new password, deactivation and reactivation; entity updates; a customer created twice; events
 * for a user that does not exist. Each round appends it for new users; `time` keeps occurredAt moving.
 */
async function appendUsersHistory(store: InMemoryEventStore, round: number): Promise<void> {
  let minute = round * 1000;
  const at = () => new Date(Date.UTC(2026, 0, 1) + minute++ * 60_000).toISOString();
  const event = (type: string, data: unknown) => newEvent(type, data, { entityId: ENTITY, occurredAt: at() });
  if (round === 0) {
    await store.append(
      `entity-${ENTITY}`,
      [
        event('EntityCreated', {
          entityId: ENTITY,
          name: 'Ente',
          addressInfo: null,
          activeMd: true,
          activeFr: true,
          activeSr: false,
          generic: false,
        }),
      ],
      { expectedRevision: 'any' },
    );
  }
  await store.append(`entity-${ENTITY}`, [event('EntityUpdated', { name: `Ente ${round}`, additionalData: { round } })], {
    expectedRevision: 'any',
  });
  for (let u = 0; u < 4; u++) {
    const userId = `00000000-0000-4000-8000-${String(round * 10 + u).padStart(12, '0')}`;
    const stream = `user-${userId}`;
    const append = (...events: ReturnType<typeof event>[]) => store.append(stream, events, { expectedRevision: 'any' });
    await append(
      event('UserCreated', {
        userId,
        entityId: ENTITY,
        email: `u${round}.${u}@x.it`,
        firstName: 'Nome',
        lastName: 'Cognome',
        passwordHash: `hash-${u}`,
        passwordExpiresAt: null,
        mustChangePassword: true,
      }),
    );
    await append(
      event('UserRoleGranted', { grantId: `g-${userId}-1`, role: 'nurse', customerId: null, factoryId: null }),
      event('UserRoleGranted', { grantId: `g-${userId}-2`, role: 'RSPP', customerId: 'c-1', factoryId: 'f-1', app: 'sr' }),
    );
    await append(event('UserPasswordResetRequested', { tokenHash: `t-${u}`, expiresAt: at(), app: 'md' }));
    await append(
      event('UserRoleRevoked', { grantId: `g-${userId}-1` }),
      event('UserUpdated', { email: `n${round}.${u}@x.it`, phone: `0${u}`, customerSettings: { level: u } }),
    );
    await append(event('UserPasswordChanged', { passwordHash: `hash2-${u}`, passwordExpiresAt: at(), via: 'reset' }));
    if (u % 2 === 0) await append(event('UserPasswordResetRequested', { tokenHash: `t2-${u}`, expiresAt: at() }));
    await append(
      event('UserRoleGranted', { grantId: `g-${userId}-3`, role: 'doctor', customerId: null, factoryId: null }),
      event('UserRoleRevoked', { grantId: `g-${userId}-2` }),
    );
    await append(event('UserDeactivated', { reason: null }), event('UserPasswordChangeForced', { reason: null }));
    if (u % 2 === 1) await append(event('UserReactivated', {}));
  }
  const customerId = `customer-${round}`;
  await store.append(
    `customer-${customerId}`,
    [event('CustomerCreated', { customerId, entityId: ENTITY, companyName: `Cliente ${round}`, vatNumber: null })],
    { expectedRevision: 'any' },
  );
  await store.append(
    `customer-${customerId}`,
    [event('CustomerCreated', { customerId, entityId: ENTITY, companyName: 'Doppione', vatNumber: null })],
    { expectedRevision: 'any' },
  );
  // The customer's card, factories and departments: changed, renamed, closed and removed across batches.
  const customerEvents = (...events: ReturnType<typeof event>[]) =>
    store.append(`customer-${customerId}`, events, { expectedRevision: 'any' });
  await customerEvents(
    event('CustomerUpdated', { customerId, city: `Città ${round}` }),
    event('FactoryAdded', { customerId, factoryId: `f-${round}-1`, name: 'Sede', address: null, city: null, lat: 45.1, lng: 9.2 }),
    event('FactoryAdded', { customerId, factoryId: `f-${round}-2`, name: 'Magazzino', address: null, city: null, lat: null, lng: null }),
  );
  await customerEvents(
    event('DepartmentAdded', { customerId, factoryId: `f-${round}-1`, departmentId: `d-${round}-1`, name: 'Officina' }),
    event('DepartmentAdded', { customerId, factoryId: `f-${round}-1`, departmentId: `d-${round}-2`, name: 'Uffici' }),
    event('FactoryModulesSet', { customerId, factoryId: `f-${round}-1`, modules: ['DVR'] }),
  );
  await customerEvents(
    event('DepartmentRenamed', { customerId, factoryId: `f-${round}-1`, departmentId: `d-${round}-1`, name: 'Saldatura' }),
    event('DepartmentRemoved', { customerId, factoryId: `f-${round}-1`, departmentId: `d-${round}-2` }),
    event('FactoryUpdated', { customerId, factoryId: `f-${round}-1`, lat: 45.3 }),
    event('FactoryClosed', { customerId, factoryId: `f-${round}-2` }),
    event('CustomerStaffSet', {
      customerId,
      doctors: [{ userId: 'u', role: 'Medico competente' }],
      healthCoordinatorIds: [],
      secretaryIds: [],
    }),
    event('CustomerNoticeSet', { customerId, notice: round % 2 === 0 ? 1 : null }),
  );
  if (round % 2 === 1)
    await customerEvents(event('CustomerResigned', { customerId, resignedOn: '2026-01-31' }), event('CustomerReinstated', { customerId }));
  await store.append('user-00000000-0000-4000-8000-ffffffffffff', [event('UserUpdated', { phone: 'nessuno' })], {
    expectedRevision: 'any',
  });
  // A worker with a visit signed, reopened and signed again, with a file added and removed: the examinations
  // read models and the worker's suitability and protocol dates.
  const workerId = `w-${round}`;
  const examinationId = `x-${round}`;
  await store.append(
    `worker-${workerId}`,
    [
      event('WorkerHired', {
        workerId,
        entityId: ENTITY,
        customerId,
        factoryId: null,
        firstName: 'Mario',
        lastName: `Rossi ${round}`,
        sex: 'M',
        birthDate: '1980-01-01',
      }),
    ],
    { expectedRevision: 'any' },
  );
  const visit = (...events: ReturnType<typeof event>[]) =>
    store.append(`examination-${examinationId}`, events, { expectedRevision: 'any' });
  const signed = (version: number, outcome: string) =>
    event('ExaminationSigned', {
      examinationId,
      version,
      data: { giudizio: outcome },
      formCode: 'VIS',
      formVersion: 1,
      outcome,
      outcomeBis: 'PV',
      examinationDate: '2026-02-01',
      signedBy: { id: 'u', name: 'Dott. Medico', role: 'doctor' },
      signedAt: at(),
      performedTypeIds: [10, 11 + round],
      nextVisitPeriod: null,
      nextVisitDate: '2027-02-01',
    });
  await visit(
    event('ExaminationStarted', {
      examinationId,
      kind: 'VIS',
      typeId: 10,
      workerId,
      entityId: ENTITY,
      customerId,
      factoryId: null,
      examinationDate: '2026-02-01',
      timeKey: 't',
      jobId: null,
      jobName: null,
      hazards: [],
      doctorId: 'u',
      formCode: 'VIS',
      formVersion: 1,
    }),
    event('ExaminationDataSaved', {
      examinationId,
      data: { giudizio: 'ID' },
      status: 'NF',
      outcome: 'ID',
      outcomeBis: null,
      examinationDate: '2026-02-01',
      formCode: 'VIS',
      formVersion: 1,
    }),
  );
  await visit(
    signed(1, 'ID'),
    event('ExaminationFileAttached', {
      examinationId,
      fileId: 'f1',
      fileName: 'referto.pdf',
      mimeType: 'application/pdf',
      size: 3,
      sha256: 'abc',
    }),
  );
  await visit(
    event('ExaminationReopened', {
      examinationId,
      archivedVersion: 1,
      reopenedBy: { id: 'u', name: 'Dott. Medico', role: 'doctor' },
      reopenedAt: at(),
    }),
  );
  await visit(event('ExaminationFileDeleted', { examinationId, fileId: 'f1' }), signed(2, round % 2 ? 'IL' : 'ID'));
  // A DVR of the customer's first factory: saved, signed, applied, reopened, saved and signed again.
  const dvrId = `dvr-${round}`;
  const dvr = (...events: ReturnType<typeof event>[]) => store.append(`dvr-${dvrId}`, events, { expectedRevision: 'any' });
  const signer = { id: 'u', name: 'Consulente', role: 'hse_manager' };
  const dvrSigned = (revisionNumber: number) =>
    event('DvrSigned', {
      dvrId,
      revisionNumber,
      data: { card: { r: revisionNumber } },
      formCode: 'DVR-SEDE',
      formVersion: 1,
      signedBy: signer,
      signedAt: at(),
      documentDate: '2026-02-01',
      jobHazards: [],
    });
  await dvr(
    event('DvrCreated', {
      dvrId,
      entityId: ENTITY,
      customerId,
      factoryId: `f-${round}-1`,
      code: 'SEDE',
      title: 'DVR di sede',
      formCode: 'DVR-SEDE',
      formVersion: 1,
    }),
    event('DvrDataSaved', { dvrId, data: { card: { r: 1 } }, formCode: 'DVR-SEDE', formVersion: 1, sections: ['card'] }),
  );
  await dvr(dvrSigned(1), event('DvrHazardsApplied', { dvrId, revisionNumber: 1, jobs: [], workers: 0 }));
  await dvr(event('DvrReopened', { dvrId, archivedRevision: 1, reopenedBy: signer, reopenedAt: at() }));
  await dvr(
    event('DvrDataSaved', { dvrId, data: { card: { r: 2 } }, formCode: 'DVR-SEDE', formVersion: 1, sections: ['card'] }),
    dvrSigned(2),
  );
  // Appointments: a booking moved after its confirmation, a series occurrence completed, one cancelled (its summons mailed).
  const appointment = (id: string, ...events: ReturnType<typeof event>[]) =>
    store.append(`appointment-${id}-${round}`, events, { expectedRevision: 'any' });
  const booked = (id: string, date: string) =>
    event(
      'AppointmentBooked',
      bookedData({ appointmentId: `${id}-${round}`, entityId: ENTITY, customerId, slot: romeSlot(date, '09:00', '09:30') }),
    );
  await appointment(
    'a1',
    booked('a1', '2026-06-10'),
    event('AppointmentConfirmed', { appointmentId: `a1-${round}`, confirmedBy: { userId: 'u', name: 'Coordinatore' } }),
  );
  await appointment(
    'a1',
    event('AppointmentMoved', {
      appointmentId: `a1-${round}`,
      from: romeSlot('2026-06-10', '09:00', '09:30'),
      to: romeSlot('2026-06-11', '10:00', '10:30'),
      scope: 'this',
      confirmationReset: true,
    }),
  );
  await appointment('a2', booked('a2', '2026-06-12'), event('AppointmentCompleted', { appointmentId: `a2-${round}`, examinationId: null }));
  await appointment('a3', booked('a3', '2026-06-12'));
  await appointment('a3', event('AppointmentCancelled', { appointmentId: `a3-${round}`, scope: 'this', reason: 'malattia' }));
  await appointment(
    'a3',
    event('AppointmentMailQueued', {
      appointmentId: `a3-${round}`,
      reason: 'cancelled',
      recipients: [{ address: 'mario.rossi@example.it', role: 'worker' }],
      outboxIds: [1],
      causationEventId: `cancel-a3-${round}`,
    }),
  );
  if (round === 0) {
    await store.append(
      'form-VIS',
      [
        event('FormVersionPublished', {
          formId: 1234,
          code: 'VIS',
          version: 1,
          title: 'Visita',
          kind: 'VIS',
          schema: { components: [] },
          sha256: 'x',
        }),
      ],
      { expectedRevision: 'any' },
    );
    await store.append(
      'form-DVR-SEDE',
      [
        event('FormVersionPublished', {
          formId: 4321,
          code: 'DVR-SEDE',
          version: 1,
          title: 'DVR di sede',
          kind: 'DVR',
          schema: { components: [] },
          sha256: 'y',
        }),
      ],
      { expectedRevision: 'any' },
    );
  }
}

describe.each(testDatabases())('every projector, batch by batch, on $label', (factory) => {
  it('live projection in small batches, a rebuild in one large batch and event-by-event apply leave the same rows', async () => {
    const db = await factory.create();
    const store = new InMemoryEventStore();
    const tables = allProjectors().flatMap((projector) => projector.tables);
    // Whole rows as the order: a first column that is not unique alone (workers_names.kind) would leave ties to chance.
    const sorted = (rows: Record<string, unknown>[]) =>
      rows
        .map((row) => [JSON.stringify(row), row] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, row]) => row);
    const dump = async (): Promise<Record<string, Record<string, unknown>[]>> =>
      Object.fromEntries(await Promise.all(tables.map(async (table) => [table, sorted((await db.query(`SELECT * FROM ${table}`)).rows)])));
    try {
      // Live: batches of at most 3 events, cut wherever the appends fall while the runtime projects.
      const live = new ProjectionRuntime({ db, eventStore: store, projectors: allProjectors(), logger: silentRuntimeLogger, batchSize: 3 });
      await appendUsersHistory(store, 0);
      await live.start();
      for (let round = 1; round < 4; round++) await appendUsersHistory(store, round);
      // A bound, not a speed check: batches of 3 on a shared, busy machine can take a while.
      expect(await live.waitForPosition(await store.headPosition(), { timeoutMs: 90_000 })).toBe(true);
      const liveRows = await dump();
      await live.stop();
      expect(liveRows.users).toHaveLength(16);
      expect(liveRows.form_definitions.map((row) => `${row.code} ${row.kind}`).sort()).toEqual(['DVR-SEDE DVR', 'VIS VIS']);
      expect(liveRows.users[0]).toMatchObject({ roles: ['doctor'], active: false, must_change_password: true, phone: '00' });
      expect(liveRows.user_role_grants).toHaveLength(16);
      expect(liveRows.password_reset_tokens).toHaveLength(8);
      expect(liveRows.customers.map((row) => row.company_name)).toEqual(['Cliente 0', 'Cliente 1', 'Cliente 2', 'Cliente 3']);
      expect(liveRows.examination_versions).toHaveLength(8);
      expect(liveRows.dvr_revisions.map((row) => row.archived)).toEqual([true, false, true, false, true, false, true, false]);
      expect(liveRows.dvrs.map((row) => [row.status, row.last_revision])).toEqual([
        [1, 2],
        [1, 2],
        [1, 2],
        [1, 2],
      ]);
      expect(liveRows.workers.map((row) => row.suitability)).toEqual(['ID', 'IL', 'ID', 'IL']);

      // Rebuild: the whole log in one batch per projector.
      const offline = new ProjectionRuntime({
        db,
        eventStore: store,
        projectors: allProjectors(),
        logger: silentRuntimeLogger,
        catchUpBatchSize: 10_000,
      });
      await offline.rebuild('all');
      expect(await dump()).toEqual(liveRows);

      // Event by event, each in its own transaction, then every event again: replays change nothing.
      for (const table of tables) await db.query(`TRUNCATE ${table}`);
      const events = await store.readAll({ after: 0, limit: 10_000 });
      for (const projector of allProjectors()) {
        const handled = events.filter((event) => projector.handles.includes('*') || projector.handles.includes(event.type));
        for (const event of handled) await db.transaction((tx) => projector.apply(event, tx));
        await db.transaction((tx) => projector.applyBatch?.(handled, tx) ?? Promise.resolve());
      }
      expect(await dump()).toEqual(liveRows);
    } finally {
      await store.close();
      await db.close();
    }
  }, 240_000);
});
