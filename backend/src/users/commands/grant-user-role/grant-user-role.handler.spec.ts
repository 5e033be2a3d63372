import { USER_MESSAGES } from '@tutela/contracts';
import type { StreamDirectory } from '../../infrastructure/stream-directory';
import { userCreated, userHandlerHarness } from '../../testing/user-handler-harness';
import { GrantUserRoleCommand, type GrantUserRoleInput } from './grant-user-role.command';
import { GrantUserRoleHandler } from './grant-user-role.handler';

describe('GrantUserRoleHandler', () => {
  const customers: Record<string, { entityId: string }> = { c1: { entityId: 'e1' }, c2: { entityId: 'e2' } };
  const directory = { customer: async (id: string) => customers[id] ?? null } as unknown as StreamDirectory;
  const grant = (over: Partial<GrantUserRoleInput>): GrantUserRoleInput => ({
    userId: 'u1',
    grantId: 'g1',
    role: 'RSPP',
    customerId: 'c1',
    factoryId: null,
    app: null,
    ...over,
  });

  it('grants a customer role on a customer of the same entity', async () => {
    const h = userHandlerHarness();
    await h.given('user-u1', [userCreated('u1')]);
    const result = await new GrantUserRoleHandler(h.pipeline, directory).execute(new GrantUserRoleCommand(grant({}), h.options()));
    expect(result.revision).toBe(1);
    expect((await h.store.readStream('user-u1'))[1]).toMatchObject({ type: 'UserRoleGranted', data: { role: 'RSPP', customerId: 'c1' } });
    expect(h.waited).toContain(result.position);
  });

  it("refuses an unknown customer and another entity's customer alike, appending nothing", async () => {
    const h = userHandlerHarness();
    await h.given('user-u1', [userCreated('u1')]);
    const handler = new GrantUserRoleHandler(h.pipeline, directory);
    for (const customerId of ['c9', 'c2']) {
      await expect(handler.execute(new GrantUserRoleCommand(grant({ customerId }), h.options()))).rejects.toMatchObject({
        fieldErrors: { customer_id: [USER_MESSAGES.CUSTOMER_NOT_FOUND] },
      });
    }
    expect(await h.store.readStream('user-u1')).toHaveLength(1);
  });
});
