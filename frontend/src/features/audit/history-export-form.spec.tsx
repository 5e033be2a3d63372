import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HISTORY_EXPORT_KIND_LABELS } from '@tutela/contracts';
import { setCurrentApp } from '../../lib/current-app';
import { userDataQueryOptions } from '../../lib/session';
import { userDataFixture } from '../../test-support/user-data';
import { HistoryExportForm } from './history-export-form';

function renderAs(role: string) {
  setCurrentApp('sr');
  const client = new QueryClient();
  client.setQueryData(
    userDataQueryOptions('sr').queryKey,
    userDataFixture({
      app: 'sr',
      permission: { level: 8, role, second_role: null, show_application_switch: false },
      roles: [{ name: role as never, pivot: { customer_id: null, factory_id: null } }],
    }),
  );
  render(
    <QueryClientProvider client={client}>
      <HistoryExportForm />
    </QueryClientProvider>,
  );
  return screen.getAllByRole('option').map((option) => option.textContent);
}

describe('HistoryExportForm', () => {
  it("does not offer a visit's history to the hse manager, who may not read clinical data", () => {
    const kinds = renderAs('hse_manager');
    expect(kinds).not.toContain(HISTORY_EXPORT_KIND_LABELS.examination);
    expect(kinds).toContain(HISTORY_EXPORT_KIND_LABELS.worker);
  });

  it('offers it to an entity administrator', () => {
    expect(renderAs('entity_administrator')).toContain(HISTORY_EXPORT_KIND_LABELS.examination);
  });
});
