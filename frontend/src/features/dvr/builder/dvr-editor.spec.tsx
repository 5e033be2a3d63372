import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DVR_MESSAGES, type DvrDetail, type DvrFormData, type DvrHazardsPreview } from '@tutela/contracts';
import { ConfirmDialogHost } from '../../../components/ui/confirm-dialog/confirm-dialog-host';
import { fakeResponse } from '../../../test-support/fake-fetch';
import { DvrEditor } from './dvr-editor';

const mockNavigate = jest.fn();
jest.mock('@tanstack/react-router', () => ({ useNavigate: () => mockNavigate }));

// form.io does not run in jsdom: one field stands in for the form.
jest.mock('../../../components/formio/formio-view', () => ({
  FormioView: (props: { data: DvrFormData; readOnly: boolean; onChange?: (d: DvrFormData, m: boolean) => void }) => (
    <input
      aria-label="Attività"
      data-readonly={String(props.readOnly)}
      defaultValue={String(props.data.company_activity ?? '')}
      onChange={(e) => props.onChange?.({ ...props.data, company_activity: e.target.value }, true)}
    />
  ),
}));

const DETAIL: DvrDetail = {
  id: 'd1',
  code: 'SEDE',
  title: 'DVR di sede',
  customer_id: 'c1',
  company_name: 'Officine',
  factory_id: 'f1',
  factory_name: 'Nord',
  status: 0,
  last_revision: 0,
  last_signed_at: null,
  updated_at: '2026-11-20T10:00:00Z',
  updated_by: 'Paolo Ferri',
  dvrdata: { company_activity: 'Carpenteria', document_date: '2026-11-20' },
  form_code: 'DVR-SEDE',
  form_version: 1,
  revisions: [],
  revision: 5,
  can_edit: true,
  can_sign: true,
  can_reopen: false,
  can_history: false,
};

const CHANGES: DvrHazardsPreview = {
  jobs: [{ job_id: 'j1', job_name: 'Saldatore', added: [{ hazard_id: 'RUMORE', description: 'Rumore' }], removed: [], workers: [] }],
  workers_total: 0,
};

/** GET hazards-preview answers `preview`; POSTs are recorded and accepted. */
function serve(preview: DvrHazardsPreview) {
  const posts: { url: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(init.body as string) });
      return fakeResponse(200, { data: { id: 'd1', revision: 6, position: 1 } });
    }
    if (url.endsWith('/hazards-preview')) return fakeResponse(200, { data: preview });
    return fakeResponse(200, { data: DETAIL });
  }) as unknown as typeof fetch;
  return posts;
}

function renderEditor(detail: DvrDetail = DETAIL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DvrEditor
        detail={detail}
        schemaFor={() => ({ components: [{ type: 'panel', key: 'card', title: 'Scheda' }] })}
        section={null}
        exitTo="/customers/list/card/c1/factory/f1"
        notice={null}
        onSection={() => undefined}
        onRevision={() => undefined}
      />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
}

describe('DvrEditor signing', () => {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });

  it('without job changes asks a plain confirmation and signs without carrying hazards', async () => {
    const posts = serve({ jobs: [], workers_total: 0 });
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Firma' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(DVR_MESSAGES.SIGN_CONFIRM);
    expect(dialog.textContent).toContain(DVR_MESSAGES.NO_HAZARD_CHANGES);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Firma' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ url: '/api/md/dvrs/d1/sign', body: { revision: 5, apply_hazards: false, document_date: '2026-11-20' } });
  });

  it('saves unsaved changes first, then signs with the revision the save produced and the hazards carried', async () => {
    const posts = serve(CHANGES);
    renderEditor();
    fireEvent.change(screen.getByLabelText('Attività'), { target: { value: 'Saldatura' } });
    fireEvent.click(screen.getByRole('button', { name: 'Firma' }));
    const dialog = await screen.findByRole('dialog', { name: DVR_MESSAGES.HAZARDS_PREVIEW_TITLE });
    expect(within(dialog).getByText('Saldatore')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma e firma' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[0].url).toBe('/api/md/dvrs/storedata');
    expect(posts[0].body).toMatchObject({ dvr_id: 'd1', revision: 5, tosave: true, dvrdata: { company_activity: 'Saldatura' } });
    expect(posts[1]).toEqual({ url: '/api/md/dvrs/d1/sign', body: { revision: 6, apply_hazards: true, document_date: '2026-11-20' } });
  });

  it('Annulla in the preview signs nothing', async () => {
    const posts = serve(CHANGES);
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Firma' }));
    const dialog = await screen.findByRole('dialog', { name: DVR_MESSAGES.HAZARDS_PREVIEW_TITLE });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toHaveLength(0);
  });

  it('a signed DVR is read-only and offers no save or signature', () => {
    serve(CHANGES);
    renderEditor({ ...DETAIL, status: 1, can_sign: false, can_reopen: true });
    expect(screen.getByLabelText('Attività').getAttribute('data-readonly')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Firma' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Riapri' })).toBeTruthy();
    expect(screen.getByText(DVR_MESSAGES.SIGNED_READ_ONLY)).toBeTruthy();
  });
});
