import { QueryClient } from '@tanstack/react-query';
import { getToken, setToken } from '../../../lib/auth-token';
import { getCurrentApp, setCurrentApp } from '../../../lib/current-app';
import { fakeResponse, mockFetch } from '../../../test-support/fake-fetch';
import { userDataFixture } from '../../../test-support/user-data';
import { switchApplication } from './switch-application';

describe('switchApplication', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('clears local storage but the token, sets the app, refetches, goes to / and reloads after 1 s', async () => {
    setToken('tok', true);
    setCurrentApp('md');
    localStorage.setItem('table:users', '{"page":3}');
    const fetchMock = mockFetch(fakeResponse(200, { data: userDataFixture({ app: 'sr' }) }));
    const client = new QueryClient();
    const navigateHome = jest.fn();
    const reload = jest.fn();

    await switchApplication('sr', { queryClient: client, navigateHome, reload });

    expect(localStorage.getItem('table:users')).toBeNull();
    expect(getToken()).toBe('tok');
    expect(getCurrentApp()).toBe('sr');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/sr/getuserdata');
    expect(navigateHome).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps a session-only token where it was', async () => {
    setToken('tab-only', false);
    mockFetch(fakeResponse(200, { data: userDataFixture({ app: 'fr' }) }));
    await switchApplication('fr', { queryClient: new QueryClient(), navigateHome: jest.fn(), reload: jest.fn() });
    expect(sessionStorage.getItem('token')).toBe('tab-only');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('still goes home and reloads when the refetch fails', async () => {
    setToken('tok', true);
    mockFetch(fakeResponse(500, {}));
    const navigateHome = jest.fn();
    const reload = jest.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(switchApplication('fr', { queryClient: client, navigateHome, reload })).rejects.toMatchObject({ status: 500 });
    expect(navigateHome).toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalled();
  });
});
