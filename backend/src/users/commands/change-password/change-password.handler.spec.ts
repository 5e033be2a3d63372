import { MESSAGES, USER_MESSAGES } from '@tutela/contracts';
import type { PasswordHasher } from '../../infrastructure/password-hasher';
import type { PasswordRules } from '../../infrastructure/password-rules';
import type { UserReadModel } from '../../infrastructure/user-read-model';
import { userCreated, userHandlerHarness } from '../../testing/user-handler-harness';
import { ChangePasswordCommand, type ChangePasswordInput } from './change-password.command';
import { ChangePasswordHandler } from './change-password.handler';

describe('ChangePasswordHandler', () => {
  const hasher = {
    hash: async (p: string) => `hashed:${p}`,
    verify: async (stored: string | null, p: string) => stored === `hashed:${p}`,
  } as unknown as PasswordHasher;
  const readModel = { credentialsOf: async () => ({ password_hash: 'hashed:Attuale-Password-1' }) } as unknown as UserReadModel;

  async function setup(strictUser: boolean) {
    const h = userHandlerHarness();
    await h.given('user-u1', [userCreated('u1')]);
    const rules = { strictFor: async () => strictUser } as unknown as PasswordRules;
    const handler = new ChangePasswordHandler(h.runner, hasher, rules, readModel);
    const run = (input: Partial<ChangePasswordInput>) =>
      handler.execute(new ChangePasswordCommand({ userId: 'u1', password: '', via: 'self', ...input }, h.options()));
    return { h, run };
  }

  it('records the new hash with a 180-day expiry', async () => {
    const { h, run } = await setup(false);
    const before = Date.now();
    await run({ password: 'Nuova-Pass1', confirmation: 'Nuova-Pass1' });
    const [, changed] = await h.store.readStream('user-u1');
    expect(changed.data).toMatchObject({ passwordHash: 'hashed:Nuova-Pass1', via: 'self' });
    const days = (Date.parse((changed.data as { passwordExpiresAt: string }).passwordExpiresAt) - before) / 86_400_000;
    expect(Math.round(days)).toBe(180);
  });

  it('answers every problem at once in Italian and appends nothing', async () => {
    const { h, run } = await setup(false);
    await expect(run({ password: 'corta', confirmation: 'altra' })).rejects.toMatchObject({
      message: MESSAGES.PASSWORD_WEAK,
      fieldErrors: { password: [MESSAGES.PASSWORD_WEAK], password_confirmation: [MESSAGES.PASSWORD_MISMATCH] },
    });
    await expect(run({ password: 'Attuale-Password-1' })).rejects.toMatchObject({ fieldErrors: { password: [USER_MESSAGES.PASSWORD_SAME_AS_CURRENT] } });
    expect(await h.store.readStream('user-u1')).toHaveLength(1);
  });

  it('uses the strict variant for administrators and on request', async () => {
    const admin = await setup(true);
    await expect(admin.run({ password: 'Nuova-Pass1' })).rejects.toMatchObject({ fieldErrors: { password: [MESSAGES.PASSWORD_WEAK] } });
    const asked = await setup(false);
    await expect(asked.run({ password: 'Nuova-Pass1', strict: true })).rejects.toMatchObject({ fieldErrors: { password: [MESSAGES.PASSWORD_WEAK] } });
    await admin.run({ password: 'Nuova-Password-Lunga1' });
  });
});
