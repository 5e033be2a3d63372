import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { EventStore, WorkerHiredData, Database } from '@tutela/contracts';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY } from '../demo/demo-data';
import { ESTRANEO, MEDICO, SEGRETERIA, chatsApiHarness } from './testing/chats-api-harness';

// The visits due soon are served next to the chat badge (getuserdata, notifications): their test lives with the chats'.
describe.each(apiTestTargets())('expiring visit alerts on $label', (target) => {
  const chats = chatsApiHarness(target);
  const { get } = chats;
  let app: INestApplication;

  beforeAll(async () => {
    app = await chats.start();
    await chats.seedForeignUser();
  }, 120_000);
  afterAll(async () => {
    await chats.close();
  });

  it('lists the visits due within 30 days in alert_exsp and the notifications, inside the caller’s scope', async () => {
    const store = app.get<EventStore>(EVENT_STORE);
    const [soon, later] = [randomUUID(), randomUUID()];
    for (const [workerId, firstName] of [
      [soon, 'Anna'],
      [later, 'Bruno'],
    ]) {
      const data: WorkerHiredData = {
        workerId,
        entityId: DEMO_ENTITY.id,
        customerId: DEMO_CUSTOMER.id,
        factoryId: null,
        firstName,
        lastName: 'Scadenza',
        sex: 'F',
        birthDate: '1980-01-01',
        birthPlace: 'BERGAMO',
        birthPlaceCode: 'A794',
        fiscalCode: null,
        email: null,
      };
      const commandId = `chats:worker:${workerId}`;
      const { position } = await store.append(
        `worker-${workerId}`,
        [
          {
            id: eventIdFor(commandId, 0),
            type: 'WorkerHired',
            data,
            metadata: eventMetadata(SYSTEM_ACTOR, commandId, {
              customerId: DEMO_CUSTOMER.id,
            }),
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      await app.get(ProjectionWaiter).waitFor(position);
    }
    // Planned visits come with the examinations context; until then the read model's column is set here.
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const db = app.get<Database>(DATABASE);
    await db.query('UPDATE workers SET next_visit = $2 WHERE id = $1', [soon, inDays(10)]);
    await db.query('UPDATE workers SET next_visit = $2 WHERE id = $1', [later, inDays(45)]);

    for (const email of [MEDICO, SEGRETERIA]) {
      const alerts = (await get(email, '/api/md/getuserdata')).body.data.alert_exsp as { worker_id: string; examinationdate: string }[];
      expect(alerts).toContainEqual({
        worker_id: soon,
        type: 'periodica',
        examinationdate: inDays(10),
      });
      expect(alerts.map((a) => a.worker_id)).not.toContain(later);
    }
    const items = (await get(MEDICO, '/api/md/notifications')).body.data.items;
    expect(items).toContainEqual({
      kind: 'expiring_visit',
      text: 'Visita periodica in scadenza: Scadenza Anna',
      href: `/workers/list/card/${soon}`,
      date: inDays(10),
    });
    expect((await get(ESTRANEO, '/api/md/getuserdata')).body.data.alert_exsp).toEqual([]);
    expect((await get(MEDICO, '/api/fr/getuserdata')).body.data.alert_exsp).toEqual([]);
  });
});
