import { MESSAGES, USER_MESSAGES } from '@tutela/contracts';
import type { PasswordHasher } from '../../infrastructure/password-hasher';
import type { PasswordRules } from '../../infrastructure/password-rules';
import type { UserReadModel } from '../../infrastructure/user-read-model';
import type { CredentialSecrets } from '../../infrastructure/credential-secrets';
import { InMemoryCredentialSecrets } from '../../testing/in-memory-credential-secrets';
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
    const secrets = new InMemoryCredentialSecrets();
    const handler = new ChangePasswordHandler(h.pipeline, hasher, rules, readModel, secrets as unknown as CredentialSecrets);
    const run = (input: Partial<ChangePasswordInput>, commandId?: string) =>
      handler.execute(new ChangePasswordCommand({ userId: 'u1', password: '', via: 'self', ...input }, h.options(commandId)));
    return { h, run, secrets };
  }

  it('stores the new hash apart and records only its reference, with a 180-day expiry', async () => {
    const { h, run, secrets } = await setup(false);
    const before = Date.now();
    await run({ password: 'Nuova-Pass1', confirmation: 'Nuova-Pass1' });
    const [, changed] = await h.store.readStream('user-u1');
    expect(changed.data).toMatchObject({ via: 'self' });
    expect(JSON.stringify(changed.data)).not.toContain('hashed:');
    expect(secrets.hashOf((changed.data as { passwordRef: string }).passwordRef)).toBe('hashed:Nuova-Pass1');
    const days = (Date.parse((changed.data as { passwordExpiresAt: string }).passwordExpiresAt) - before) / 86_400_000;
    expect(Math.round(days)).toBe(180);
  });

  it('answers every problem at once in Italian and appends nothing', async () => {
    const { h, run } = await setup(false);
    await expect(run({ password: 'corta', confirmation: 'altra' })).rejects.toMatchObject({
      message: MESSAGES.PASSWORD_WEAK,
      fieldErrors: { password: [MESSAGES.PASSWORD_WEAK], password_confirmation: [MESSAGES.PASSWORD_MISMATCH] },
    });
    await expect(run({ password: 'Attuale-Password-1' })).rejects.toMatchObject({
      fieldErrors: { password: [USER_MESSAGES.PASSWORD_SAME_AS_CURRENT] },
    });
    expect(await h.store.readStream('user-u1')).toHaveLength(1);
  });

  it('uses the strict variant for administrators and on request', async () => {
    const admin = await setup(true);
    await expect(admin.run({ password: 'Nuova-Pass1' })).rejects.toMatchObject({ fieldErrors: { password: [MESSAGES.PASSWORD_WEAK] } });
    const asked = await setup(false);
    await expect(asked.run({ password: 'Nuova-Pass1', strict: true })).rejects.toMatchObject({
      fieldErrors: { password: [MESSAGES.PASSWORD_WEAK] },
    });
    await admin.run({ password: 'Nuova-Password-Lunga1' });
  });

  it('answers a retry of a change that went through with its first outcome, not "same as the current password"', async () => {
    const { h, run } = await setup(false);
    const first = await run({ password: 'Attuale-Password-2', confirmation: 'Attuale-Password-2' }, 'retry-1');
    // The read model now holds the new password: checked again, the retry would be refused.
    const again = await run({ password: 'Attuale-Password-2', confirmation: 'Attuale-Password-2' }, 'retry-1');
    expect(again).toMatchObject({ revision: first.revision, position: first.position });
    expect(await h.store.readStream('user-u1')).toHaveLength(2);
  });
});
