import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeResponse, mockFetch } from '../../test-support/fake-fetch';
import { ProjectionsStatus, type ProjectorHealth } from './projections-status';

function renderWith(projectors: ProjectorHealth[]) {
  const fetchMock = mockFetch(fakeResponse(200, { status: 'degraded', head: 120, projections: { headPosition: 120, projectors } }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProjectionsStatus />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('ProjectionsStatus', () => {
  it('names the failed read model, the event it cannot apply, its attempts and the error; the others as up to date', async () => {
    const fetchMock = renderWith([
      { name: 'users', position: 120, lag: 0, state: 'running', lastError: null },
      {
        name: 'activity_log',
        position: 97,
        lag: 23,
        state: 'failed',
        lastError: 'invalid input syntax for type json',
        failure: {
          attempts: 4,
          event: { id: 'e1', type: 'UserCreated', stream: 'user-42', position: 98 },
          since: '2026-11-29T08:00:00.000Z',
          nextRetryAt: '2026-11-29T08:05:00.000Z',
        },
      },
      { name: 'workers', position: 110, lag: 10, state: 'running', lastError: null },
    ]);
    expect((await screen.findByTestId('projections-summary')).textContent).toContain('1 proiezione in errore');
    const failedRow = screen.getByText('activity_log').closest('tr');
    expect(failedRow?.textContent).toContain('In errore');
    expect(failedRow?.textContent).toContain('Evento UserCreated di user-42 (posizione 98)');
    expect(failedRow?.textContent).toContain('4 tentativi dal 29/11/2026');
    expect(failedRow?.textContent).toContain('invalid input syntax for type json');
    expect(screen.getByText('users').closest('tr')?.textContent).toContain('Aggiornata');
    expect(screen.getByText('workers').closest('tr')?.textContent).toContain('10 eventi indietro');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/health');
  });

  it('says all is well when every read model runs', async () => {
    renderWith([{ name: 'users', position: 5, lag: 0, state: 'running', lastError: null }]);
    expect((await screen.findByTestId('projections-summary')).textContent).toBe('Tutte le proiezioni sono in funzione');
  });
});
