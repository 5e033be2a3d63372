import { act, renderHook } from '@testing-library/react';
import { UPDATE_MESSAGE_MS } from '@tutela/contracts';
import { dismissSnackbar, getSnackbars } from '../../../lib/snackbar-store';
import { fakeResponse, mockFetch } from '../../../test-support/fake-fetch';
import { useUpdateNotice, VERSION_CHECK_INTERVAL_MS } from './use-update-notice';

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

function fakeJsonResponse(body: unknown): Response {
  return { ...fakeResponse(200, body), json: async () => body } as Response;
}

describe('useUpdateNotice', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '<meta name="tutela-build" content="build-1">';
  });
  afterEach(() => {
    jest.useRealTimers();
    getSnackbars().forEach((m) => dismissSnackbar(m.id));
  });

  it('announces a newer deployed build once, with Reload for 40 s', async () => {
    mockFetch(fakeJsonResponse({ buildId: 'build-1' }), fakeJsonResponse({ buildId: 'build-2' }), fakeJsonResponse({ buildId: 'build-2' }));
    renderHook(() => useUpdateNotice());

    act(() => jest.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS));
    await flush();
    expect(getSnackbars()).toHaveLength(0);

    act(() => jest.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS));
    await flush();
    const [notice] = getSnackbars();
    expect(notice.message).toBe('Attenzione è presente un aggiornamento dell\'applicazione. Premere il bottone "Reload"');
    expect(notice.action?.label).toBe('Reload');
    expect(notice.durationMs).toBe(UPDATE_MESSAGE_MS);
    expect(UPDATE_MESSAGE_MS).toBe(40_000);

    dismissSnackbar(notice.id);
    act(() => jest.advanceTimersByTime(VERSION_CHECK_INTERVAL_MS));
    await flush();
    expect(getSnackbars()).toHaveLength(0);
  });

  it('does nothing when the page was not built (no build id)', async () => {
    document.head.innerHTML = '<meta name="tutela-build" content="%TUTELA_BUILD_ID%">';
    const fetchMock = mockFetch();
    renderHook(() => useUpdateNotice());
    act(() => jest.advanceTimersByTime(3 * VERSION_CHECK_INTERVAL_MS));
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
