import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EXAMINATION_MESSAGES, type ExaminationListRow } from '@tutela/contracts';
import type { ReactNode } from 'react';
import { ConfirmDialogHost } from '../../components/ui/confirm-dialog/confirm-dialog-host';
import { onApiError } from '../../lib/api-events';
import { userDataQueryOptions } from '../../lib/session';
import { getSnackbars } from '../../lib/snackbar-store';
import { fakeResponse, mockFetch } from '../../test-support/fake-fetch';
import { userDataFixture } from '../../test-support/user-data';
import { preloadFormioRendererWhenIdle } from '../../components/formio/formio-view';
import { formDefinitionQuery, workerExaminationsQuery } from './examinations-api';
import { ExaminationFilesPanel } from './screen/examination-files-panel';
import { DETAIL } from './test-fixtures';
import { WorkerExaminationsPanel } from './worker-examinations-panel';

jest.mock('../../components/formio/formio-view', () => ({ preloadFormioRendererWhenIdle: jest.fn() }));
const mockNavigate = jest.fn();
jest.mock('@tanstack/react-router', () => ({
  useNavigate: () => mockNavigate,
  Link: ({ children, params, ...rest }: { children: ReactNode; params: { key: string }; to: string }) => (
    <a href={`/examination/1/${params.key}`} aria-label={(rest as { 'aria-label'?: string })['aria-label']}>
      {children}
    </a>
  ),
}));

const ROW: ExaminationListRow = {
  id: 'x-1',
  kind: 'VIS',
  type_id: 10,
  extype: 'Visita medica periodica',
  worker_id: 'w-1',
  worker_name: 'Bianchi Anna',
  customer_id: 'c-1',
  company_name: 'Officine Demo S.p.A.',
  factory_id: null,
  examinationdate: '2026-11-20',
  status: 1,
  outcome: 'IL',
  outcome_bis: 'PV',
  doctor_name: 'Mario Rossi',
  availability: {
    EMA: false,
    BIO: false,
    SPI: true,
    AUD: true,
    ECG: false,
    DRG: false,
  },
  lab_status: null,
  versions: 2,
  key: 'enc-key-1',
};

function renderWith(children: ReactNode, role = 'doctor') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(
    userDataQueryOptions('md').queryKey,
    userDataFixture({
      permission: {
        level: 6,
        role,
        second_role: null,
        show_application_switch: false,
      },
    }),
  );
  client.setQueryData(workerExaminationsQuery('w-1').queryKey, [
    ROW,
    {
      ...ROW,
      id: 'x-2',
      status: 0,
      outcome: 'ID',
      outcome_bis: 'VP',
      examinationdate: '2025-01-10',
      versions: 0,
      key: 'enc-key-2',
    },
    {
      ...ROW,
      id: 'inv-1',
      kind: 'INV',
      type_id: 22,
      outcome: null,
      key: 'enc-inv',
    },
  ]);
  const rendered = render(
    <QueryClientProvider client={client}>
      {children}
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
  return { ...rendered, client };
}

describe('WorkerExaminationsPanel', () => {
  beforeEach(() => mockNavigate.mockReset());

  it('loads form.io and the latest visit form while the card is read, filed under its version for the visit screen', async () => {
    const definition = { id: 7, code: 'VIS', version: 3, title: 'Visita medica', kind: 'VIS', schema: { components: [] } };
    const fetchMock = mockFetch(fakeResponse(200, { data: definition }));
    const { client } = renderWith(<WorkerExaminationsPanel workerId="w-1" />);
    expect(preloadFormioRendererWhenIdle).toHaveBeenCalled();
    await waitFor(() => expect(client.getQueryData(formDefinitionQuery('VIS', 3).queryKey)).toEqual(definition));
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/md/formio/VIS');
  });

  it('lists the visits (not the INV/VAC records) with highlighted outcomes and open links', () => {
    renderWith(<WorkerExaminationsPanel workerId="w-1" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('IL').dataset.highlighted).toBe('true');
    expect(within(rows[1]).getByText('ID').dataset.highlighted).toBeUndefined();
    expect(rows[0].textContent).toContain('20/11/2026');
    expect(rows[0].textContent).toContain('Periodica');
    expect(rows[0].textContent).toContain('FIRMATA');
    expect(within(rows[0]).getByRole('link', { name: 'Apri la visita del 20/11/2026' }).getAttribute('href')).toBe(
      '/examination/1/enc-key-1',
    );
  });

  it('offers every signed visit as PDFs to clinical roles only, and downloads the zip with the bearer token', async () => {
    const { unmount } = renderWith(<WorkerExaminationsPanel workerId="w-1" />, 'secretary');
    expect(screen.queryByRole('button', { name: 'Scarica tutte le visite (PDF)' })).toBeNull();
    unmount();
    renderWith(<WorkerExaminationsPanel workerId="w-1" />);
    const fetchMock = mockFetch(new Response(new Blob(['PK']), { status: 200 }));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:visite'), revokeObjectURL: jest.fn() });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Scarica tutte le visite (PDF)' })));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/md/workers/w-1/examinations/pdf.zip');
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it("'Nuova visita' asks the server for a key and opens the visit", async () => {
    renderWith(<WorkerExaminationsPanel workerId="w-1" />);
    const fetchMock = mockFetch(fakeResponse(200, { data: { key: 'new-key', time_key: '1732400000' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nuova visita' })));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/md/examination-keys');
    expect(JSON.parse((fetchMock.mock.calls[0][1] as RequestInit).body as string)).toEqual({ worker_id: 'w-1' });
    expect(mockNavigate).toHaveBeenCalledWith({
      to: '/examination/1/$key',
      params: { key: 'new-key' },
    });
  });

  it('hides Nuova visita for roles that do not visit', () => {
    renderWith(<WorkerExaminationsPanel workerId="w-1" />, 'nurse');
    expect(screen.queryByRole('button', { name: 'Nuova visita' })).toBeNull();
  });
});

it("tells a user without access to visits so, without the global 'Utente non autorizzato'", async () => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  client.setQueryData(userDataQueryOptions('md').queryKey, userDataFixture());
  mockFetch(fakeResponse(403, { message: 'Forbidden' }));
  const reported = jest.fn();
  const stop = onApiError(reported);
  render(
    <QueryClientProvider client={client}>
      <WorkerExaminationsPanel workerId="w-2" />
    </QueryClientProvider>,
  );
  expect(await screen.findByText(/non sono consultabili con il tuo profilo/)).toBeTruthy();
  // the shell turns every reported 403 into the global 'Utente non autorizzato'
  expect(reported).not.toHaveBeenCalled();
  stop();
});

describe('ExaminationFilesPanel', () => {
  const detail = {
    ...DETAIL,
    files: [
      {
        id: 'f-1',
        file_name: 'audiometria.pdf',
        mime_type: 'application/pdf',
        size: 2048,
        created_at: '2026-11-20T09:00:00Z',
        created_by: 'u-1',
      },
    ],
  };

  it('deletes a file after the confirmation and says so', async () => {
    renderWith(<ExaminationFilesPanel detail={detail} />);
    expect(screen.getByRole('button', { name: 'Pdf della visita' })).toBeTruthy();
    const fetchMock = mockFetch(fakeResponse(200, { data: { id: 'x-1', revision: 4, position: 3 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Elimina audiometria.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(EXAMINATION_MESSAGES.FILE_DELETE_CONFIRM);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Procedi' })));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/md/examinations/x-1/files/f-1');
    expect((fetchMock.mock.calls[0][1] as RequestInit).method).toBe('DELETE');
    expect(getSnackbars().at(-1)).toMatchObject({
      message: EXAMINATION_MESSAGES.FILE_DELETED,
      kind: 'success',
    });
  });

  it('refuses other file types before uploading and hides the PDF without can_pdf', async () => {
    renderWith(<ExaminationFilesPanel detail={{ ...detail, can_pdf: false }} />);
    expect(screen.queryByRole('button', { name: 'Pdf della visita' })).toBeNull();
    const fetchMock = mockFetch();
    const file = new File(['x'], 'script.exe', {
      type: 'application/octet-stream',
    });
    await act(async () =>
      fireEvent.change(screen.getByLabelText('File da allegare'), {
        target: { files: [file] },
      }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSnackbars().at(-1)).toMatchObject({
      message: EXAMINATION_MESSAGES.FILE_TYPE_REFUSED,
      kind: 'error',
    });
  });
});
