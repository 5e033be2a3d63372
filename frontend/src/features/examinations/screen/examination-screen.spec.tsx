import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { EXAMINATION_MESSAGES, type ExaminationDetail, type ExaminationFormData } from '@tutela/contracts';
import { ConfirmDialogHost } from '../../../components/ui/confirm-dialog/confirm-dialog-host';
import { userDataQueryOptions } from '../../../lib/session';
import { getSnackbars } from '../../../lib/snackbar-store';
import { fakeResponse } from '../../../test-support/fake-fetch';
import { userDataFixture } from '../../../test-support/user-data';
import { examinationByKeyQuery, formDefinitionQuery } from '../examinations-api';
import { DETAIL, VIS_FORM } from '../test-fixtures';
import { ExaminationScreen } from './examination-screen';

const mockNavigate = jest.fn();
jest.mock('@tanstack/react-router', () => ({
  useNavigate: () => mockNavigate,
}));

// form.io itself does not run in jsdom: a stand-in with one field shows what the screen passes and gets back.
jest.mock('../../../components/formio/formio-view', () => ({
  FormioView: (props: {
    data: ExaminationFormData;
    readOnly: boolean;
    errors?: Record<string, string[]>;
    onChange?: (d: ExaminationFormData, m: boolean) => void;
  }) => (
    <div data-testid="form" data-readonly={String(props.readOnly)} data-period={String(props.data.periodo_prossima_visita ?? '')}>
      <input
        aria-label="Limitazioni"
        readOnly={props.readOnly}
        defaultValue={String(props.data.limitazioni ?? '')}
        onChange={(e) => props.onChange?.({ ...props.data, limitazioni: e.target.value }, true)}
      />
    </div>
  ),
}));

/** fetch by URL: GETs answer the current record, POSTs the queued answers. */
function serve(detail: () => ExaminationDetail, posts: Response[]) {
  const fn = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return posts.shift() ?? fakeResponse(500);
    if (url.includes('/by-key/')) return fakeResponse(200, { data: detail() });
    return fakeResponse(404);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

function renderScreen(detail: ExaminationDetail) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(userDataQueryOptions('md').queryKey, userDataFixture());
  client.setQueryData(examinationByKeyQuery('k1').queryKey, detail);
  client.setQueryData(formDefinitionQuery('VIS', 1).queryKey, VIS_FORM);
  return render(
    <QueryClientProvider client={client}>
      <ExaminationScreen examKey="k1" />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
}

const bodyOf = (fn: jest.Mock, index: number) => JSON.parse((fn.mock.calls[index][1] as RequestInit).body as string);

describe('ExaminationScreen', () => {
  beforeAll(() => {
    // Headless UI's menu watches its anchor's size; jsdom has no ResizeObserver.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  beforeEach(() => mockNavigate.mockReset());

  it('shows the toolbar, side menu and suggestions, prefills the PV period and saves with the loaded revision', async () => {
    renderScreen({
      ...DETAIL,
      suggested_examinations: [
        {
          examination_type_id: 15,
          extype: 'Elettrocardiogramma',
          next: '2027-01-10',
        },
      ],
    });
    expect(screen.getByTestId('examination-worker').textContent).toBe('Bianchi Anna');
    expect(screen.getByTestId('examination-date').textContent).toBe('20/11/2026');
    expect(screen.getByText('05/05/1985 (41 anni)')).toBeTruthy();
    expect(screen.getByTestId('examination-status').textContent).toBe('NON FIRMATA');
    expect(screen.getByRole('button', { name: 'Firma' })).toBeTruthy();
    const menu = screen.getByRole('navigation', {
      name: 'Sezioni della visita',
    });
    expect(within(menu).getByRole('button', { name: 'Anamnesi lavorativa' })).toBeTruthy();
    expect(
      within(menu).getByRole('button', {
        name: 'Questionario AUDIT-C (alcol)',
      }),
    ).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Invalidità' })).toBeTruthy();
    expect(screen.getByTestId('suggested-examinations').textContent).toContain('Elettrocardiogramma — 10/01/2027');
    expect(screen.getByTestId('form').dataset.period).toBe('12');

    const fetchMock = serve(() => DETAIL, [fakeResponse(200, { data: { id: 'x-1', revision: 4, position: 10 } })]);
    fireEvent.change(screen.getByLabelText('Limitazioni'), {
      target: { value: 'Niente carichi > 10 kg' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salva' })));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/md/examinations');
    expect(bodyOf(fetchMock, 0)).toMatchObject({
      examination_id: 'x-1',
      revision: 3,
      worker_id: 'w-1',
      time_key: 't1',
      status: 0,
      type_id: 10,
      form_code: 'VIS',
      form_version: 1,
      exdata: {
        tipo_visita: 'PV',
        limitazioni: 'Niente carichi > 10 kg',
        periodo_prossima_visita: 12,
      },
    });
  });

  it('keeps what was typed on a 409 and offers to reload; shows 422 messages by field label', async () => {
    renderScreen(DETAIL);
    serve(
      () => DETAIL,
      [
        fakeResponse(409, { message: 'conflict' }),
        fakeResponse(422, {
          message: 'Dati non validi',
          errors: {
            'exdata.limitazioni': [EXAMINATION_MESSAGES.LIMITAZIONI_REQUIRED],
          },
        }),
      ],
    );
    fireEvent.change(screen.getByLabelText('Limitazioni'), {
      target: { value: 'testo' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salva' })));
    expect(screen.getByRole('alert').textContent).toContain(EXAMINATION_MESSAGES.CONFLICT);
    expect((screen.getByLabelText('Limitazioni') as HTMLInputElement).value).toBe('testo');
    expect(screen.getByRole('button', { name: 'Ricarica' })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salva' })));
    expect(screen.getByRole('alert').textContent).toBe(`Limitazioni: ${EXAMINATION_MESSAGES.LIMITAZIONI_REQUIRED}`);
  });

  it('shows Firma disabled, with the refusal as its explanation, to whoever may fill but not sign the visit', () => {
    renderScreen({ ...DETAIL, can_sign: false });
    expect(screen.getByRole('button', { name: 'Salva' })).toBeTruthy();
    const sign = screen.getByRole('button', { name: 'Firma' });
    expect((sign as HTMLButtonElement).disabled).toBe(true);
    expect(sign.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(sign.getAttribute('aria-describedby')!)?.textContent).toBe(EXAMINATION_MESSAGES.SIGN_FORBIDDEN);
    expect(sign.parentElement?.title).toBe(EXAMINATION_MESSAGES.SIGN_FORBIDDEN);
  });

  it('shows a signed visit read-only and reopens it after the "Riapri la visita" confirmation', async () => {
    const signed: ExaminationDetail = {
      ...DETAIL,
      status: 1,
      outcome: 'IL',
      versions: [
        {
          version: 1,
          signed_by: { id: 'u-1', name: 'Mario Rossi' },
          signed_at: '2026-11-20T10:30:00Z',
          outcome: 'IL',
          archived: false,
        },
      ],
    };
    renderScreen(signed);
    expect(screen.getByTestId('examination-status').textContent).toBe('FIRMATA');
    expect(screen.getByTestId('form').dataset.readonly).toBe('true');
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Versioni archiviate' }).textContent).toContain('Mario Rossi');

    const fetchMock = serve(
      () => ({ ...signed, status: 0, revision: 5 }),
      [fakeResponse(200, { data: { id: 'x-1', revision: 5, position: 11 } })],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Impostazioni visita' }));
    expect(
      screen.queryByRole('menuitem', {
        name: EXAMINATION_MESSAGES.EXIT_WITHOUT_SAVING,
      }),
    ).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Riapri la visita' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Riapri la visita')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Riapri' })));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/md/examinations/x-1/reopen');
    expect(bodyOf(fetchMock, 0)).toEqual({ revision: 3 });
    expect(await screen.findByText('NON FIRMATA')).toBeTruthy();
    expect(getSnackbars()).toContainEqual(
      expect.objectContaining({
        message: EXAMINATION_MESSAGES.REOPENED,
        kind: 'success',
      }),
    );
  });

  it("'Esci senza salvare' leaves for the worker card without saving", async () => {
    renderScreen(DETAIL);
    const fetchMock = serve(() => DETAIL, []);
    fireEvent.click(screen.getByRole('button', { name: 'Impostazioni visita' }));
    fireEvent.click(
      await screen.findByRole('menuitem', {
        name: EXAMINATION_MESSAGES.EXIT_WITHOUT_SAVING,
      }),
    );
    expect(mockNavigate).toHaveBeenCalledWith({
      to: '/workers/list/card/$id',
      params: { id: 'w-1' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
