import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EXAMINATION_MESSAGES, type ExaminationFormData, type ExaminationListRow } from '@tutela/contracts';
import { getSnackbars } from '../../../lib/snackbar-store';
import { fakeResponse } from '../../../test-support/fake-fetch';
import { DETAIL, VIS_FORM } from '../test-fixtures';
import { ExaminationRecordDialog } from './examination-record-dialog';

jest.mock('../../../components/formio/formio-view', () => ({
  FormioView: (props: {
    data: ExaminationFormData;
    errors?: Record<string, string[]>;
    onChange?: (d: ExaminationFormData, m: boolean) => void;
  }) => (
    <>
      <input
        aria-label="Percentuale"
        defaultValue={String(props.data.percentuale_invalidita ?? '')}
        onChange={(e) => props.onChange?.({ percentuale_invalidita: Number(e.target.value) }, true)}
      />
      {Object.entries(props.errors ?? {}).map(([key, messages]) => (
        <p key={key}>{`${key}: ${messages.join(' ')}`}</p>
      ))}
    </>
  ),
}));

const INV_FORM = { ...VIS_FORM, id: 2, code: 'INV', kind: 'INV' as const };
const INV_ROW = {
  id: 'inv-1',
  kind: 'INV',
  type_id: 22,
  key: 'k-inv',
} as ExaminationListRow;

function serve(rows: ExaminationListRow[], saveStatus = 200, refusal: object = {}) {
  const fn = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST')
      return fakeResponse(saveStatus, saveStatus === 200 ? { data: { id: 'inv-1', revision: 2, position: 1 } } : refusal);
    if (url.endsWith('/workers/w-1/examinations')) return fakeResponse(200, { data: rows });
    if (url.startsWith('/api/md/formio/INV')) return fakeResponse(200, { data: INV_FORM });
    if (url.endsWith('/examinations/inv-1'))
      return fakeResponse(200, {
        data: {
          ...DETAIL,
          id: 'inv-1',
          kind: 'INV',
          exdata: { percentuale_invalidita: 30 },
          form_code: 'INV',
          revision: 7,
        },
      });
    return fakeResponse(404);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

function renderDialog() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  const onClose = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <ExaminationRecordDialog kind="INV" visit={DETAIL} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const lastPost = (fn: jest.Mock) =>
  JSON.parse((fn.mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === 'POST')![1] as RequestInit).body as string);

describe('ExaminationRecordDialog', () => {
  it('creates the record (tmp) with the latest INV form when the worker has none', async () => {
    const fetchMock = serve([]);
    const onClose = renderDialog();
    fireEvent.change(await screen.findByLabelText('Percentuale'), {
      target: { value: '46' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salva' })));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/md/formio/INV')).toBe(true);
    expect(lastPost(fetchMock)).toMatchObject({
      tmp: true,
      type: 'INV',
      type_id: 22,
      worker_id: 'w-1',
      customer_id: 'c-1',
      exdata: { percentuale_invalidita: 46 },
    });
    expect(lastPost(fetchMock)).not.toHaveProperty('id');
    expect(getSnackbars().at(-1)).toMatchObject({
      message: EXAMINATION_MESSAGES.SAVED,
      kind: 'success',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("updates the existing record with its revision, and says 'Errore nel salvataggio…' when refused", async () => {
    // The server's form check names the field by its form.io data path.
    const fetchMock = serve([INV_ROW], 422, {
      message: EXAMINATION_MESSAGES.INV_SAVE_FAILED,
      errors: { 'data.data_riconoscimento': ['Data non valida'] },
    });
    const onClose = renderDialog();
    expect(((await screen.findByLabelText('Percentuale')) as HTMLInputElement).value).toBe('30');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salva' })));
    expect(lastPost(fetchMock)).toMatchObject({
      id: 'inv-1',
      revision: 7,
      tmp: false,
      exdata: { percentuale_invalidita: 30 },
    });
    expect(getSnackbars().at(-1)).toMatchObject({
      message: EXAMINATION_MESSAGES.INV_SAVE_FAILED,
      kind: 'error',
    });
    // …and the form shows the refused field under its own key.
    expect(screen.getByText('data_riconoscimento: Data non valida')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
