import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ALL_TENANTS, type ChatRow } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../../create-app';
import type { ApiTestTarget } from '../../platform/testing/api-test-targets';
import { demoApi } from '../../platform/testing/demo-api';
import { SYSTEM_ACTOR } from '../../shared/event-metadata';
import { CreateEntityCommand } from '../../users/commands/create-entity/create-entity.command';
import { CreateUserCommand } from '../../users/commands/create-user/create-user.command';
import { DEMO_PASSWORD } from '../../demo/demo-data';

export const OTHER_ENTITY = randomUUID();
export const FOREIGN_USER = randomUUID();
export const MEDICO = 'medico@tutela.demo';
export const SEGRETERIA = 'segreteria@tutela.demo';
export const INFERMIERE = 'infermiere@tutela.demo';
export const AMMINISTRAZIONE = 'amministrazione@tutela.demo';
export const ESTRANEO = 'chat@estraneo.it';

/**
 * The whole app with the demo seed for the chats API specs. Each spec file makes its own harness
 * (`chatsApiHarness(target)`, then `start()` in beforeAll and `close()` in afterAll); `seedForeignUser()` adds a user
 * of another entity (ESTRANEO) for the files that check that chats and alerts stop at the entity's border.
 */
export function chatsApiHarness(target: ApiTestTarget) {
  let created: CreatedApp | undefined;
  const app = (): INestApplication => {
    if (!created) throw new Error('chatsApiHarness: start() first');
    return created.app;
  };
  const api = () => request(app().getHttpServer());
  const { get, post } = demoApi(api);

  const userId = async (email: string): Promise<string> => (await get(email, '/api/md/getuserdata')).body.data.id;
  const badge = async (email: string): Promise<number> => (await get(email, '/api/md/getuserdata')).body.data.chat_notification_count;
  const rowOf = async (email: string, chatId: string): Promise<ChatRow | undefined> =>
    ((await get(email, '/api/md/chats?per_page=100')).body.data as ChatRow[]).find((row) => row.id === chatId);

  /** A SING chat the doctor opens with the secretary; its id. */
  async function openSing(title = 'Turni di luglio'): Promise<string> {
    const res = await post(MEDICO, '/api/md/chats', {
      title,
      type: 'SING',
      second_user_id: await userId(SEGRETERIA),
    });
    expect(res.status).toBe(200);
    return res.body.data.id;
  }

  return {
    api,
    get,
    post,
    userId,
    badge,
    rowOf,
    openSing,

    async start(): Promise<INestApplication> {
      created = await target.start();
      return app();
    },
    async close(): Promise<void> {
      await created?.close();
    },

    async seedForeignUser(): Promise<void> {
      const commands = app().get(CommandBus);
      await commands.execute(
        new CreateEntityCommand(
          OTHER_ENTITY,
          {
            name: 'Ente Estraneo',
            addressInfo: null,
            activeMd: true,
            activeFr: true,
            activeSr: true,
            generic: false,
          },
          SYSTEM_ACTOR,
          'chats:entity',
        ),
      );
      await commands.execute(
        new CreateUserCommand(
          {
            userId: FOREIGN_USER,
            entityId: OTHER_ENTITY,
            email: ESTRANEO,
            firstName: 'Ettore',
            lastName: 'Estraneo',
            password: DEMO_PASSWORD,
          },
          { actor: SYSTEM_ACTOR, commandId: 'chats:user', scope: ALL_TENANTS },
        ),
      );
    },
  };
}
