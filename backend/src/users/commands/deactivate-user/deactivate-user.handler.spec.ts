import { USER_MESSAGES } from '@tutela/contracts';
import { userCreated, userHandlerHarness } from '../../testing/user-handler-harness';
import { DeactivateUserCommand } from './deactivate-user.command';
import { DeactivateUserHandler } from './deactivate-user.handler';

describe('DeactivateUserHandler', () => {
  it('deactivates another user, tagging the event with that user entity', async () => {
    const h = userHandlerHarness();
    await h.given('user-u1', [userCreated('u1', 'e7')]);
    await new DeactivateUserHandler(h.pipeline).execute(new DeactivateUserCommand('u1', 'dimesso', h.options()));
    const [, event] = await h.store.readStream('user-u1');
    expect(event).toMatchObject({ type: 'UserDeactivated', data: { reason: 'dimesso' } });
    expect(event.metadata.entityId).toBe('e7');
  });

  it('refuses to let an administrator deactivate themselves', async () => {
    const h = userHandlerHarness();
    await h.given('user-u1', [userCreated('u1')]);
    const options = { ...h.options(), actor: { userId: 'u1', name: 'Mario Rossi', role: 'entity_administrator', entityId: 'e1' } };
    await expect(new DeactivateUserHandler(h.pipeline).execute(new DeactivateUserCommand('u1', null, options))).rejects.toMatchObject({
      message: USER_MESSAGES.CANNOT_DEACTIVATE_SELF,
    });
    expect(await h.store.readStream('user-u1')).toHaveLength(1);
  });
});
