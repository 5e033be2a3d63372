import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { userDataQueryOptions } from '../../lib/session';
import { setCurrentApp } from '../../lib/current-app';
import { fakeResponse, mockFetch } from '../../test-support/fake-fetch';
import { userDataFixture } from '../../test-support/user-data';
import { ExpiredPasswordDialog } from './expired-password-dialog';

function renderWith(passwdexp: boolean) {
  setCurrentApp('md');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userDataQueryOptions('md').queryKey, userDataFixture({ passwdexp }));
  render(
    <QueryClientProvider client={client}>
      <ExpiredPasswordDialog />
    </QueryClientProvider>,
  );
}

function fillAndSubmit(password: string) {
  fireEvent.change(screen.getByLabelText('Nuova password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Conferma password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Cambia password' }));
}

describe('ExpiredPasswordDialog', () => {
  afterEach(() => jest.useRealTimers());

  it('stays closed while the password is valid', () => {
    renderWith(false);
    expect(screen.queryByText('Cambio password')).toBeNull();
  });

  it('validates before sending', async () => {
    const fetchMock = mockFetch();
    renderWith(true);
    expect(await screen.findByText('Cambio password')).toBeTruthy();
    fillAndSubmit('debole');
    expect(await screen.findByText('La password non rispetta i requisiti minimi di sicurezza')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reopens 3 s after a failed change', async () => {
    const fetchMock = mockFetch(fakeResponse(422, { message: 'x', errors: { password: ['Password già usata'] } }));
    renderWith(true);
    await screen.findByText('Cambio password');
    jest.useFakeTimers();
    fillAndSubmit('Nuova-Password1');
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.queryByText('Cambio password')).toBeNull());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/md/userschpwd');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ password: 'Nuova-Password1', password_confirmation: 'Nuova-Password1' });
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByText('Cambio password')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Cambio password')).toBeTruthy();
  });
});
