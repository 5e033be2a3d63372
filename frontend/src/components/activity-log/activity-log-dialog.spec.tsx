import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ActivityLogDialog } from './activity-log-dialog';
import { operationLabel, subjectLabel } from './activity-log-columns';

describe('activity labels', () => {
  it('keeps Italian labels and translates the original keys', () => {
    expect(operationLabel('INSERIMENTO')).toBe('INSERIMENTO');
    expect(operationLabel('updated')).toBe('MODIFICA');
    expect(operationLabel('download_zip')).toBe('DOWNLOAD ESAMI');
    expect(subjectLabel('Worker')).toBe('LAVORATORE');
    expect(subjectLabel('UTENTE')).toBe('UTENTE');
    expect(subjectLabel('Something')).toBe('Something');
  });
});

describe('ActivityLogDialog', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("shows 'Ultime attività' with the record's log, dates dd/MM/yyyy HH:mm", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          data: [
            {
              id: 7,
              causer_name: 'Elena Conti',
              created_at: '2025-02-03T09:04:00',
              updated_at: '2025-02-03T09:04:00',
              description: 'MODIFICA',
              subject_type: 'UTENTE',
              subject_id: 'u-1',
              log_name: 'user',
              summary: 'Modificati: cognome',
            },
          ],
          meta: {
            total: 1,
            page: 1,
            per_page: 10,
            sort: 'created_at',
            order: 'desc',
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false } },
    });
    render(
      <QueryClientProvider client={client}>
        <ActivityLogDialog open onClose={() => undefined} logName="user" subjectId="u-1" userLevel={8} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Ultime attività')).toBeTruthy();
    expect(await screen.findByText('Elena Conti')).toBeTruthy();
    expect(screen.getByText('03/02/2025 09:04')).toBeTruthy();
    for (const header of ['Data operazione', 'Operazione effettuata', 'Effettuata su', 'Utente', 'Dettaglio', 'Cronologia', 'Storico']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    // Each row opens the record's Cronologia.
    expect(screen.getByRole('link', { name: 'Apri la cronologia' }).getAttribute('href')).toBe('/history/user/u-1');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const url = String(fetchMock.mock.calls[0][0]);
    expect(url).toContain('/api/md/activities/log?');
    expect(url).toContain('logName=user');
    expect(url).toContain('subjectId=u-1');
    expect(url).toContain('page=1');
  });
  it("downloads the row's record history for an inspector from the 'Storico' column", async () => {
    const row = {
      id: 8,
      causer_name: 'Elena Conti',
      created_at: '2025-02-03T09:04:00',
      updated_at: '2025-02-03T09:04:00',
      description: 'MODIFICA',
      subject_type: 'LAVORATORE',
      subject_id: '6f1c2b1e-1111-4aaa-8bbb-123456789abc',
      log_name: 'worker',
      summary: 'Modificati: cognome',
    };
    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('/export')
        ? new Response(JSON.stringify({ format: 'tutela-history/1', events: [] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(
            JSON.stringify({
              data: [row],
              meta: {
                total: 1,
                page: 1,
                per_page: 10,
                sort: 'created_at',
                order: 'desc',
              },
            }),
            {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
    );
    const createObjectURL = jest.fn(() => 'blob:storico');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false } },
    });
    render(
      <QueryClientProvider client={client}>
        <ActivityLogDialog open onClose={() => undefined} logName="worker" subjectId={row.subject_id} userLevel={8} />
      </QueryClientProvider>,
    );
    (await screen.findByTestId('activity-history-download')).click();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContainEqual(
      expect.stringContaining(`/api/md/history/worker/${row.subject_id}/export`),
    );
  });
});
