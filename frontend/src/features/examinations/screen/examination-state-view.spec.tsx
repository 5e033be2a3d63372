import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ExaminationFormData, ExaminationStateDetail } from '@tutela/contracts';
import { userDataQueryOptions } from '../../../lib/session';
import { userDataFixture } from '../../../test-support/user-data';
import { formDefinitionQuery } from '../examinations-api';
import { DETAIL, VIS_FORM } from '../test-fixtures';
import { ExaminationStateView } from './examination-state-view';
import { ExaminationToolbar } from './examination-toolbar';

jest.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: unknown }) => (
    <a href={to} {...rest}>
      {children as string}
    </a>
  ),
  useRouter: () => undefined,
}));

// form.io does not run in jsdom: a stand-in shows what the view passes.
jest.mock('../../../components/formio/formio-view', () => ({
  FormioView: (props: { data: ExaminationFormData; readOnly: boolean; schema: unknown }) => (
    <div data-testid="form" data-readonly={String(props.readOnly)} data-anamnesi={String(props.data.anamnesi ?? '')} />
  ),
}));

function client(level = 8) {
  const queries = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const user = userDataFixture();
  queries.setQueryData(userDataQueryOptions('md').queryKey, {
    ...user,
    permission: { ...user.permission, level },
  });
  queries.setQueryData(formDefinitionQuery('VIS', 1).queryKey, VIS_FORM);
  return queries;
}

const STATE: ExaminationStateDetail = {
  kind: 'VIS',
  examinationdate: '2026-03-02',
  status: 'FI',
  exdata: { anamnesi: 'nessuna' },
  form_code: 'VIS',
  form_version: 1,
  versions: 1,
  files: ['ecg.pdf'],
};

const noop = () => undefined;
const ACTIONS = {
  onSave: noop,
  onSign: noop,
  onExit: noop,
  onExitWithoutSaving: noop,
  onReopen: noop,
};

describe('ExaminationStateView', () => {
  it('renders the past data read-only on the form version it was filled with', () => {
    render(
      <QueryClientProvider client={client()}>
        <ExaminationStateView detail={STATE} />
      </QueryClientProvider>,
    );
    const form = screen.getByTestId('form');
    expect(form.dataset.readonly).toBe('true');
    expect(form.dataset.anamnesi).toBe('nessuna');
    expect(screen.getByTestId('examination-state').textContent).toContain(
      'Visita del 02/03/2026 · FIRMATA · modulo VIS v1 · versioni firmate 1 · allegati: ecg.pdf',
    );
  });
});

describe('Cronologia on the examination toolbar', () => {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });

  it("follows the server's can_history, not the level alone", () => {
    const toolbar = (canHistory: boolean, level: number) =>
      render(
        <QueryClientProvider client={client(level)}>
          <ExaminationToolbar
            detail={{ ...DETAIL, id: 'x-1', can_history: canHistory }}
            editable={false}
            busy={false}
            dirty={false}
            actions={ACTIONS}
          />
        </QueryClientProvider>,
      );
    const own = toolbar(true, 6);
    expect(own.getByRole('link', { name: 'Cronologia' }).getAttribute('href')).toBe('/history/examination/x-1');
    own.unmount();
    const other = toolbar(false, 8);
    expect(other.queryByRole('link', { name: 'Cronologia' })).toBeNull();
  });
});
