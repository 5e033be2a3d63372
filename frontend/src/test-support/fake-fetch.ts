/** A minimal fetch Response for unit tests: apiFetch reads only ok, status, statusText and text(). */
export function fakeResponse(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)),
  } as Response;
}

export function mockFetch(...answers: Array<Response | Error>): jest.Mock {
  const fn = jest.fn();
  for (const answer of answers) {
    if (answer instanceof Error) fn.mockRejectedValueOnce(answer);
    else fn.mockResolvedValueOnce(answer);
  }
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}
