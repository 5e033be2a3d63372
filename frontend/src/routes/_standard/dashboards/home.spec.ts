import { QueryClient } from '@tanstack/react-query';
import { dashboardFiguresQuery } from '../../../features/dashboard/use-dashboard-figures';
import { setCurrentApp } from '../../../lib/current-app';
import { fakeResponse, mockFetch } from '../../../test-support/fake-fetch';
import { Route } from './home';

type Loader = (args: { context: { queryClient: QueryClient } }) => unknown;
const loader = Route.options.loader as unknown as Loader;

describe('dashboard home route loader', () => {
  afterEach(() => localStorage.clear());

  it("asks for the current application's figures at once and returns without waiting for them", async () => {
    setCurrentApp('sr');
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const queryClient = new QueryClient();
    expect(loader({ context: { queryClient } })).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/sr/dashboardata?anno=');
    answer(fakeResponse(200, { data: { visits: 3 } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(dashboardFiguresQuery('sr', null).queryKey)).toEqual({ data: { visits: 3 } });
  });

  it('does not fail the route when the figures fail: the screen shows their message itself', async () => {
    mockFetch(fakeResponse(500, { message: 'Errore' }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(() => loader({ context: { queryClient } })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryState(dashboardFiguresQuery('md', null).queryKey)?.status).toBe('error');
  });
});
