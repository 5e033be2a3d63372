import { requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  const body = { email: 'mario@x.it', first_name: 'Mario', settings: { level: 3, factories_id: ['f1'] } };

  it('is the same for the same request whatever the order of keys', () => {
    const reordered = { settings: { factories_id: ['f1'], level: 3 }, first_name: 'Mario', email: 'mario@x.it' };
    expect(requestFingerprint('post', '/api/md/users', reordered)).toBe(requestFingerprint('POST', '/api/md/users', body));
  });

  it('differs when the method, the path, a value or an array order differs', () => {
    const base = requestFingerprint('POST', '/api/md/users', body);
    expect(requestFingerprint('PUT', '/api/md/users', body)).not.toBe(base);
    expect(requestFingerprint('POST', '/api/md/users/1', body)).not.toBe(base);
    expect(requestFingerprint('POST', '/api/md/users', { ...body, first_name: 'Maria' })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/md/users', { ...body, settings: { level: 3, factories_id: ['f1', 'f2'] } })).not.toBe(base);
  });

  it('leaves passwords and tokens out, so it can never be used to guess them', () => {
    const a = requestFingerprint('POST', '/api/md/userschpwd', { password: 'Prima-Pass-1', password_confirmation: 'Prima-Pass-1' });
    const b = requestFingerprint('POST', '/api/md/userschpwd', { password: 'Altra-Pass-2', password_confirmation: 'Altra-Pass-2' });
    expect(a).toBe(b);
    const reset = (token: string) => requestFingerprint('POST', '/api/auth/password/reset', { email: 'm@x.it', token, password: 'x' });
    expect(reset('t1')).toBe(reset('t2'));
  });

  it('treats a missing body like an empty one only when both are null-ish', () => {
    expect(requestFingerprint('DELETE', '/x', undefined)).toBe(requestFingerprint('DELETE', '/x', null));
    expect(requestFingerprint('DELETE', '/x', {})).not.toBe(requestFingerprint('DELETE', '/x', null));
  });
});
