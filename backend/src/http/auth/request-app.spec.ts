import { isPasswordChangePath, requestApp } from './request-app';

describe('requestApp', () => {
  it('takes the application from the /api/{app}/ prefix first', () => {
    expect(requestApp('/api/sr/workers', 'fr', 'md')).toBe('sr');
    expect(requestApp('/api/fr', undefined, 'md')).toBe('fr');
  });

  it('then from the x-tutela-app header, then from the token', () => {
    expect(requestApp('/api/getuserdata', 'FR', 'md')).toBe('fr');
    expect(requestApp('/api/getuserdata', ['sr'], 'md')).toBe('sr');
    expect(requestApp('/api/getuserdata', 'xx', 'md')).toBe('md');
    expect(requestApp('/api/mdx/workers', undefined, 'fr')).toBe('fr');
  });
});

describe('isPasswordChangePath', () => {
  it.each(['/api/getuserdata', '/api/md/getuserdata', '/api/fr/userschpwd', '/api/md/userschpwd', '/api/auth/logout', '/api/logout/'])(
    'allows %s',
    (path) => expect(isPasswordChangePath(path)).toBe(true),
  );
  it.each(['/api/md/workers', '/api/md/getuserdata/extra', '/getuserdata', '/api/md/users'])('refuses %s', (path) =>
    expect(isPasswordChangePath(path)).toBe(false),
  );
});
