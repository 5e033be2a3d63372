import { apiFetch, ApiError, buildQueryString, resolveApiPath } from './api-client';
import { toApiError } from './api-error';
import { onApiError, onApiRequest } from './api-events';
import { setToken } from './auth-token';
import { setCurrentApp } from './current-app';
import { fakeResponse, mockFetch } from '../test-support/fake-fetch';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('toApiError', () => {
  it('keeps status, message and a well-formed errors map', () => {
    const error = toApiError(422, { message: 'Dati non validi', errors: { email: ['Email non valida'] } }, 'x');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Dati non validi');
    expect(error.errors).toEqual({ email: ['Email non valida'] });
  });

  it('falls back to the given text and drops a malformed errors map', () => {
    const error = toApiError(500, { errors: { a: 'not a list' } }, 'Errore 500');
    expect(error.message).toBe('Errore 500');
    expect(error.errors).toBeUndefined();
  });

  it('marks 401 and 403 as unauthorized, 404 as not found', () => {
    expect(toApiError(401, null, '').isUnauthorized).toBe(true);
    expect(toApiError(403, null, '').isUnauthorized).toBe(true);
    expect(toApiError(422, null, '').isUnauthorized).toBe(false);
    expect(toApiError(404, null, '').isNotFound).toBe(true);
  });
});

describe('resolveApiPath and buildQueryString', () => {
  it('prefixes relative resources with the current application', () => {
    expect(resolveApiPath('workers', 'fr')).toBe('/api/fr/workers');
    expect(resolveApiPath('/api/getuserdata', 'fr')).toBe('/api/getuserdata');
  });

  it('encodes values and leaves out undefined and null', () => {
    expect(buildQueryString({ name: 'Rossi Mario', include_resigned: true, page: 2, a: undefined, b: null })).toBe(
      '?name=Rossi+Mario&include_resigned=true&page=2',
    );
    expect(buildQueryString({})).toBe('');
  });
});

describe('apiFetch', () => {
  it('sends the bearer token, the current application and a JSON body', async () => {
    setToken('tok-1', true);
    setCurrentApp('sr');
    const fetchMock = mockFetch(fakeResponse(200, { data: { ok: 1 } }));
    const body = await apiFetch<{ data: { ok: number } }>('chats', { body: { title: 'x' }, query: { a: 1 } });
    expect(body).toEqual({ data: { ok: 1 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/sr/chats?a=1');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer tok-1');
    expect(init.headers['X-Tutela-App']).toBe('sr');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"title":"x"}');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = mockFetch(fakeResponse(204));
    await expect(apiFetch('/api/health')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBeUndefined();
  });

  it('rejects with ApiError carrying the errors map and reports it', async () => {
    mockFetch(fakeResponse(422, { message: 'Dati non validi', errors: { title: ['Campo obbligatorio'] } }));
    const reported: ApiError[] = [];
    const off = onApiError((e) => reported.push(e));
    await expect(apiFetch('chats', { body: {} })).rejects.toMatchObject({ status: 422, errors: { title: ['Campo obbligatorio'] } });
    off();
    expect(reported).toHaveLength(1);
  });

  it('does not report silent calls', async () => {
    mockFetch(fakeResponse(401, { message: 'Credenziali non valide' }));
    const reported: ApiError[] = [];
    const off = onApiError((e) => reported.push(e));
    await expect(apiFetch('/api/auth/login', { body: {}, silent: true })).rejects.toMatchObject({
      status: 401,
      message: 'Credenziali non valide',
    });
    off();
    expect(reported).toHaveLength(0);
  });

  it('turns a network failure into status 0 and always signals the end of the request', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const events: string[] = [];
    const off = onApiRequest((event, info) => events.push(`${event} ${info.path}`));
    await expect(apiFetch('/api/md/customers')).rejects.toMatchObject({ status: 0 });
    off();
    expect(events).toEqual(['start /api/md/customers', 'end /api/md/customers']);
  });
});
