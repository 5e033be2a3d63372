import { ALL_TENANTS, USER_MESSAGES } from '@tutela/contracts';
import { SYSTEM_ACTOR } from '../../../shared/event-metadata';
import type { CredentialSecrets } from '../../infrastructure/credential-secrets';
import type { PasswordHasher } from '../../infrastructure/password-hasher';
import type { PasswordRules } from '../../infrastructure/password-rules';
import type { UserReadModel } from '../../infrastructure/user-read-model';
import { InMemoryCredentialSecrets } from '../../testing/in-memory-credential-secrets';
import { userCreated, userHandlerHarness } from '../../testing/user-handler-harness';
import { RequestPasswordResetCommand } from '../request-password-reset/request-password-reset.command';
import { RequestPasswordResetHandler } from '../request-password-reset/request-password-reset.handler';
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

  /** `old`: the link was requested before tokens left the log, so its event holds the token's sha256. */
  async function setup(style: 'new' | 'old' = 'new') {
    const h = userHandlerHarness();
    const secrets = new InMemoryCredentialSecrets();
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    await h.given('user-u1', [userCreated('u1', 'e1', 'mario@x.it')]);
    if (style === 'old') {
      await h.given('user-u1', [{ type: 'UserPasswordResetRequested', data: { tokenHash: resetTokenHash('segreto'), expiresAt } }]);
    } else {
      const request = new RequestPasswordResetHandler(h.pipeline, secrets as unknown as CredentialSecrets);
      await request.execute(new RequestPasswordResetCommand('u1', resetTokenHash('segreto'), expiresAt, 'md', h.options()));
    }
    return { h, secrets, handler: new ResetPasswordHandler(h.pipeline, hasher, rules, readModel, secrets as unknown as CredentialSecrets) };
  }

  it('records a reset request by reference: the token hash stays in the secrets store', async () => {
    const { h, secrets } = await setup();
    const [, requested] = await h.store.readStream('user-u1');
    expect(JSON.stringify(requested.data)).not.toContain(resetTokenHash('segreto'));
    expect(secrets.hashOf((requested.data as { tokenRef: string }).tokenRef)).toBe(resetTokenHash('segreto'));
  });

  it.each(['new', 'old'] as const)('changes the password with the mailed token (%s-style link), acting as the user', async (style) => {
    const { h, handler, secrets } = await setup(style);
    await handler.execute(new ResetPasswordCommand(input, 'c1'));
    const last = (await h.store.readStream('user-u1'))[2];
    expect(last).toMatchObject({ type: 'UserPasswordChanged', data: { via: 'reset' } });
    expect(JSON.stringify(last.data)).not.toContain('hashed:');
    expect(secrets.hashOf((last.data as { passwordRef: string }).passwordRef)).toBe('hashed:Nuova-Pass1');
    expect(last.metadata).toMatchObject({ actorId: 'u1', actorName: 'Mario Rossi', entityId: 'e1' });
  });

  it.each(['new', 'old'] as const)('answers an unknown e-mail exactly like a wrong token (%s-style link)', async (style) => {
    const { h, handler, secrets } = await setup(style);
    const rowsBefore = secrets.rows.size;
    const expected = { fieldErrors: { token: [USER_MESSAGES.RESET_TOKEN_INVALID] } };
    await expect(handler.execute(new ResetPasswordCommand({ ...input, email: 'ignoto@x.it' }, 'c2'))).rejects.toMatchObject(expected);
    await expect(handler.execute(new ResetPasswordCommand({ ...input, token: 'altro' }, 'c3'))).rejects.toMatchObject(expected);
    expect(await h.store.readStream('user-u1')).toHaveLength(2);
    // The password of a refused reset is not kept.
    expect(secrets.rows.size).toBe(rowsBefore);
  });

  it('accepts only the latest link: an older token of the same user is refused', async () => {
    const { h, handler, secrets } = await setup();
    const request = new RequestPasswordResetHandler(h.pipeline, secrets as unknown as CredentialSecrets);
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    await request.execute(
      new RequestPasswordResetCommand('u1', resetTokenHash('nuovo'), expiresAt, null, {
        actor: SYSTEM_ACTOR,
        commandId: 'r2',
        scope: ALL_TENANTS,
      }),
    );
    await expect(handler.execute(new ResetPasswordCommand(input, 'c4'))).rejects.toMatchObject({
      fieldErrors: { token: [USER_MESSAGES.RESET_TOKEN_INVALID] },
    });
    await handler.execute(new ResetPasswordCommand({ ...input, token: 'nuovo' }, 'c5'));
    expect(await h.store.readStream('user-u1')).toHaveLength(4);
  });
});
