import { USER_MESSAGES } from '@tutela/contracts';
import type { PasswordHasher } from '../../infrastructure/password-hasher';
import type { PasswordRules } from '../../infrastructure/password-rules';
import type { UserReadModel } from '../../infrastructure/user-read-model';
import { userCreated, userHandlerHarness } from '../../testing/user-handler-harness';
import { ResetPasswordCommand } from './reset-password.command';
import { ResetPasswordHandler, resetTokenHash } from './reset-password.handler';

describe('ResetPasswordHandler', () => {
  const hasher = { hash: async (p: string) => `hashed:${p}` } as unknown as PasswordHasher;
  const rules = { strictFor: async () => false } as unknown as PasswordRules;
  const readModel = {
    credentialsByEmail: async (email: string) => (email === 'mario@x.it' ? { user_id: 'u1', email } : null),
    user: async () => ({ first_name: 'Mario', last_name: 'Rossi', entity_id: 'e1' }),
  } as unknown as UserReadModel;
  const input = { email: 'MARIO@x.it', token: 'segreto', password: 'Nuova-Pass1', confirmation: 'Nuova-Pass1' };

  async function setup() {
    const h = userHandlerHarness();
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    await h.given('user-u1', [userCreated('u1', 'e1', 'mario@x.it'), { type: 'UserPasswordResetRequested', data: { tokenHash: resetTokenHash('segreto'), expiresAt } }]);
    return { h, handler: new ResetPasswordHandler(h.runner, hasher, rules, readModel) };
  }

  it('changes the password with the mailed token, acting as the user', async () => {
    const { h, handler } = await setup();
    await handler.execute(new ResetPasswordCommand(input, 'c1'));
    const last = (await h.store.readStream('user-u1'))[2];
    expect(last).toMatchObject({ type: 'UserPasswordChanged', data: { via: 'reset', passwordHash: 'hashed:Nuova-Pass1' } });
    expect(last.metadata).toMatchObject({ actorId: 'u1', actorName: 'Mario Rossi', entityId: 'e1' });
  });

  it('answers an unknown e-mail exactly like a wrong token', async () => {
    const { h, handler } = await setup();
    const expected = { fieldErrors: { token: [USER_MESSAGES.RESET_TOKEN_INVALID] } };
    await expect(handler.execute(new ResetPasswordCommand({ ...input, email: 'ignoto@x.it' }, 'c2'))).rejects.toMatchObject(expected);
    await expect(handler.execute(new ResetPasswordCommand({ ...input, token: 'altro' }, 'c3'))).rejects.toMatchObject(expected);
    expect(await h.store.readStream('user-u1')).toHaveLength(2);
  });
});
