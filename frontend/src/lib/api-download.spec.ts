import { fetchApiBlob } from './api-download';
import { ApiError } from './api-error';
import { onApiError } from './api-events';
import { setToken } from './auth-token';
import { setCurrentApp } from './current-app';
import { mockFetch } from '../test-support/fake-fetch';

/** A Response with the two readers fetchApiBlob uses: blob() for a file, json() for an error. */
function fileResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    blob: async () => body as Blob,
    json: async () => body,
  } as Response;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('fetchApiBlob: a file fetched with the bearer token', () => {
  it('sends the token, the application and the query, and answers the bytes', async () => {
    setToken('tok-2', false);
    setCurrentApp('md');
    const file = { size: 3 } as unknown as Blob;
    const fetchMock = mockFetch(fileResponse(200, file));
    await expect(fetchApiBlob('/api/md/templates/download', { fileName: 'template_1.xlsx', customer_id: null })).resolves.toBe(file);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/md/templates/download?fileName=template_1.xlsx');
    expect(init.headers.Authorization).toBe('Bearer tok-2');
    expect(init.headers['X-Tutela-App']).toBe('md');
  });

  it('rejects with the server’s Italian message and reports it to the shell', async () => {
    mockFetch(fileResponse(422, { message: 'Modello non valido: template_1.xlsx' }));
    const reported: ApiError[] = [];
    const off = onApiError((error) => reported.push(error));
    await expect(fetchApiBlob('/api/md/templates/download')).rejects.toMatchObject({
      status: 422,
      message: 'Modello non valido: template_1.xlsx',
    });
    off();
    expect(reported).toHaveLength(1);
  });

  it('a network failure is an ApiError with status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(fetchApiBlob('/api/md/templates/download')).rejects.toBeInstanceOf(ApiError);
  });
});
