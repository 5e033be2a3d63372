import { isPasswordChangePath, requestApp } from './request-app';

describe('requestApp', () => {
  it('takes the application of a /api/{app}/ route and ignores the header there', () => {
    expect(requestApp('/api/sr/workers', 'fr', 'md')).toBe('sr');
    expect(requestApp('/api/md/users/:id', 'sr', 'sr')).toBe('md');
    expect(requestApp('/api/fr', undefined, 'md')).toBe('fr');
  });

  it("takes the application the spec's users{app}/dashboardata paths name", () => {
    expect(requestApp('/api/usersmd/dashboardata', 'sr', 'fr')).toBe('md');
    expect(requestApp('/api/usersfr/dashboardata', undefined, 'md')).toBe('fr');
    expect(requestApp('/api/userssr/dashboardata', 'md', 'md')).toBe('sr');
    expect(requestApp('/api/usersmdx/dashboardata', undefined, 'fr')).toBe('fr');
  });

  it('on application-less routes takes the x-tutela-app header, then the token', () => {
    expect(requestApp('/api/getuserdata', 'fr', 'md')).toBe('fr');
    expect(requestApp('/api/getuserdata', ['sr'], 'md')).toBe('sr');
    expect(requestApp('/api/getuserdata', 'xx', 'md')).toBe('md');
    expect(requestApp('/api/mdx/workers', undefined, 'fr')).toBe('fr');
  });

  it('never reads an application from another letter case', () => {
    expect(requestApp('/api/MD/users', undefined, 'sr')).toBe('sr');
    expect(requestApp('/API/md/users', undefined, 'sr')).toBe('sr');
    expect(requestApp('/api/getuserdata', 'MD', 'sr')).toBe('sr');
  });
});

describe('isPasswordChangePath', () => {
  it.each(['/api/getuserdata', '/api/md/getuserdata', '/api/fr/userschpwd', '/api/md/userschpwd', '/api/auth/logout'])(
    'allows %s',
    (path) => expect(isPasswordChangePath(path)).toBe(true),
  );
  it.each(['/api/md/workers', '/api/md/getuserdata/extra', '/getuserdata', '/api/md/users', '/api/MD/userschpwd', '/api/logout/'])(
    'refuses %s',
    (path) => expect(isPasswordChangePath(path)).toBe(false),
  );
});
