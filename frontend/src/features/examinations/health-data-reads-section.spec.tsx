import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { HealthDataReadRow, PagedResponse } from '@tutela/contracts';
import { fakeResponse, mockFetch } from '../../test-support/fake-fetch';
import { HealthDataReadsSection } from './health-data-reads-section';

const READ: HealthDataReadRow = {
  id: '7',
  read_at: '2026-11-20T09:05:00.000Z',
  user_id: 'u-1',
  user_name: 'Giulia Neri',
  user_role: 'nurse',
  what: 'pdf versione 2',
  examination_id: 'x-1',
};

const page = (rows: HealthDataReadRow[], total: number): PagedResponse<HealthDataReadRow> => ({
  data: rows,
  meta: { total, page: 1, per_page: 10, sort: 'read_at', order: 'desc' },
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HealthDataReadsSection workerId="w-1" />
    </QueryClientProvider>,
  );
}

describe('HealthDataReadsSection', () => {
  it("lists who read the worker's clinical data, with the role's label and an Italian date", async () => {
    const fetchMock = mockFetch(fakeResponse(200, page([READ], 1)));
    renderSection();
    const row = (await screen.findByText('Giulia Neri')).closest('tr')!;
    expect(within(row).getByText('pdf versione 2')).toBeTruthy();
    expect(within(row).getByText(/^20\/11\/2026 \d{2}:05$/)).toBeTruthy();
    expect(within(row).queryByText('nurse')).toBeNull();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/md/workers/w-1/health-data-reads?page=1&per_page=10');
    // One page only: no paging buttons.
    expect(screen.queryByRole('button', { name: 'Successivi' })).toBeNull();
  });

  it('says when nobody has read the data yet', async () => {
    mockFetch(fakeResponse(200, page([], 0)));
    renderSection();
    expect(await screen.findByText('Nessun accesso registrato.')).toBeTruthy();
  });
});
