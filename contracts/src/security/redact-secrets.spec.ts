import { isSecretKey, redactSecrets } from './redact-secrets';

describe('redactSecrets', () => {
  it.each([
    'passwordHash',
    'tokenHash',
    'password',
    'token',
    'newPassword',
    'resetToken',
    'clientSecret',
    'secret_key',
    'api_key',
    'pin',
    'salt',
    'otp',
    'credentials',
    'password_hash',
    'password_confirmation',
    'passwordConfirm',
  ])('treats %s as secret', (key) => expect(isSecretKey(key)).toBe(true));

  it.each(['email', 'passwordExpiresAt', 'tokenExpiresAt', 'expiresAt', 'via', 'time_key', 'role', 'mustChangePassword_flag'])(
    'keeps %s',
    (key) => expect(isSecretKey(key)).toBe(false),
  );

  it('removes secrets at any depth, keeps booleans and everything else', () => {
    const data = {
      email: 'mario@example.it',
      passwordHash: '$argon2id$v=19$segreto',
      mustChangePassword: true,
      settings: { apiKey: 'k-123', level: 3, nested: [{ token: 't-1', name: 'x' }] },
      passwordExpiresAt: '2026-12-31',
    };
    expect(redactSecrets(data)).toEqual({
      email: 'mario@example.it',
      mustChangePassword: true,
      settings: { level: 3, nested: [{ name: 'x' }] },
      passwordExpiresAt: '2026-12-31',
    });
    expect(JSON.stringify(redactSecrets(data))).not.toMatch(/argon2|k-123|t-1/);
    expect(data.passwordHash).toContain('argon2');
  });

  it('drops NUL characters that PostgreSQL cannot store', () => {
    expect(redactSecrets({ note: 'a\u0000b' })).toEqual({ note: 'ab' });
    expect(redactSecrets(null)).toBeNull();
    expect(redactSecrets([1, 'x'])).toEqual([1, 'x']);
  });
});
