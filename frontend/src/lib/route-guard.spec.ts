import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { ApiError } from './api-error';
import { getToken, setToken } from './auth-token';
import { getCurrentApp } from './current-app';
import { guardDecision, requireSession, safeRedirectTarget } from './route-guard';
import { fakeResponse, mockFetch } from '../test-support/fake-fetch';
import { userDataFixture } from '../test-support/user-data';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('guardDecision', () => {
  it('sends visitors without a token to login', () => {
    expect(guardDecision(false)).toBe('login');
  });

  it('lets a user with loaded data in', () => {
    expect(guardDecision(true)).toBe('allow');
  });

  it('treats a refused token (401) as no session', () => {
    expect(guardDecision(true, new ApiError(401, 'x'))).toBe('login');
  });

  it('does not log out on other failures (server down, 500, 403)', () => {
    expect(guardDecision(true, new ApiError(0, 'x'))).toBe('error');
    expect(guardDecision(true, new ApiError(500, 'x'))).toBe('error');
    expect(guardDecision(true, new ApiError(403, 'x'))).toBe('error');
  });
});

describe('safeRedirectTarget', () => {
  it('keeps in-app paths only', () => {
    expect(safeRedirectTarget('/customers/list?page=2')).toBe('/customers/list?page=2');
    expect(safeRedirectTarget('//evil.example')).toBeUndefined();
    expect(safeRedirectTarget('https://evil.example')).toBeUndefined();
    expect(safeRedirectTarget('/authentication/login')).toBeUndefined();
    expect(safeRedirectTarget('/authentication/logout')).toBeUndefined();
    expect(safeRedirectTarget(42)).toBeUndefined();
  });
});

describe('requireSession', () => {
  async function caught(promise: Promise<unknown>): Promise<unknown> {
    try {
      await promise;
    } catch (error) {
      return error;
    }
    return undefined;
  }

  it('redirects to /authentication/login without a token, remembering the target', async () => {
    const fetchMock = mockFetch();
    const thrown = await caught(requireSession(new QueryClient(), '/customers/list'));
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string; search: unknown } }).options).toMatchObject({
      to: '/authentication/login',
      search: { redirect: '/customers/list' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the user data of the current application once', async () => {
    setToken('tok', true);
    const fetchMock = mockFetch(fakeResponse(200, { data: userDataFixture() }));
    const client = new QueryClient();
    await expect(requireSession(client, '/dashboards/home')).resolves.toBeUndefined();
    await requireSession(client, '/dashboards/home');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/md/getuserdata');
  });

  it('moves to the application a role forces', async () => {
    setToken('tok', true);
    const fetchMock = mockFetch(
      fakeResponse(200, { data: userDataFixture({ forced_app: 'sr' }) }),
      fakeResponse(200, { data: userDataFixture({ app: 'sr', forced_app: 'sr' }) }),
    );
    await requireSession(new QueryClient(), '/dashboards/home');
    expect(getCurrentApp()).toBe('sr');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/md/getuserdata', '/api/sr/getuserdata']);
  });

  it('starts in the first active application when the stored one was switched off by the entity', async () => {
    setToken('tok', true);
    localStorage.setItem('app', 'fr');
    const entity = { ...userDataFixture().entity, active_fr: false };
    const fetchMock = mockFetch(
      fakeResponse(200, { data: userDataFixture({ app: 'fr', entity }) }),
      fakeResponse(200, { data: userDataFixture({ app: 'md', entity }) }),
    );
    await requireSession(new QueryClient(), '/dashboards/home');
    expect(getCurrentApp()).toBe('md');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/fr/getuserdata', '/api/md/getuserdata']);
  });

  it('lands a user just signed in where their level is highest: hse_manager in Sicurezza', async () => {
    setToken('tok', true);
    const hse = {
      levels: { md: 4, fr: 3, sr: 8 },
      permission: { level: 4, role: 'hse_manager', second_role: null, show_application_switch: true },
    };
    const fetchMock = mockFetch(
      fakeResponse(200, { data: userDataFixture(hse) }),
      fakeResponse(200, { data: userDataFixture({ ...hse, app: 'sr' }) }),
    );
    await requireSession(new QueryClient(), '/dashboards/home');
    expect(getCurrentApp()).toBe('sr');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/md/getuserdata', '/api/sr/getuserdata']);
    expect(localStorage.getItem('last-app:u-1')).toBe('sr');
  });

  it('lands a user with the switch in the application they last worked in, kept across the logout', async () => {
    setToken('tok', true);
    localStorage.setItem('last-app:u-1', 'fr');
    const secretary = { permission: { level: 6, role: 'secretary', second_role: null, show_application_switch: true } };
    const fetchMock = mockFetch(
      fakeResponse(200, { data: userDataFixture(secretary) }),
      fakeResponse(200, { data: userDataFixture({ ...secretary, app: 'fr' }) }),
    );
    await requireSession(new QueryClient(), '/dashboards/home');
    expect(getCurrentApp()).toBe('fr');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/md/getuserdata', '/api/fr/getuserdata']);
  });

  it('drops a token the server refuses and redirects', async () => {
    setToken('expired', true);
    mockFetch(fakeResponse(401, { message: 'Token scaduto' }));
    const thrown = await caught(requireSession(new QueryClient({ defaultOptions: { queries: { retry: false } } }), '/dashboards/home'));
    expect(isRedirect(thrown)).toBe(true);
    expect(getToken()).toBeNull();
  });

  it('keeps the token and surfaces other failures', async () => {
    setToken('tok', true);
    mockFetch(fakeResponse(503, { message: 'Servizio non disponibile' }));
    const thrown = await caught(requireSession(new QueryClient({ defaultOptions: { queries: { retry: false } } }), '/dashboards/home'));
    expect(thrown).toBeInstanceOf(ApiError);
    expect(getToken()).toBe('tok');
  });
});
