import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PagedResponse } from '@tutela/contracts';
import { GenericList } from './generic-list';
import type { RowAction } from './actions/row-action-types';
import type { ListColumn, ListQuery } from './list-types';
import { listStorageKey } from './list-state';

interface Person {
  id: string;
  name: string;
  email: string;
  salary: number;
}

const PEOPLE: Person[] = Array.from({ length: 23 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Persona ${String(i + 1).padStart(2, '0')}`,
  email: `p${i + 1}@tutela.demo`,
  salary: 1000 + i,
}));

/** A fake server that pages and sorts like the API, recording each query. */
function fakeServer() {
  const queries: ListQuery[] = [];
  const fetchPage = jest.fn(async (query: ListQuery): Promise<PagedResponse<Person>> => {
    queries.push(query);
    let rows = PEOPLE.filter((p) => !query.search || p.name.includes(String(query.search)));
    if (query.sort === 'name') rows = [...rows].sort((a, b) => a.name.localeCompare(b.name) * (query.order === 'desc' ? -1 : 1));
    const page = Number(query.page);
    const size = Number(query.per_page);
    return {
      data: rows.slice((page - 1) * size, page * size),
      meta: {
        total: rows.length,
        page,
        per_page: size,
        sort: (query.sort as string) ?? null,
        order: query.order === 'desc' ? 'desc' : 'asc',
      },
    };
  });
  return { fetchPage, queries };
}

const COLUMNS: ListColumn<Person>[] = [
  { id: 'name', header: 'Nome', sortable: true },
  { id: 'email', header: 'Email', hideBelow: 600 },
  { id: 'salary', header: 'Stipendio', kind: 'number', minLevel: 8 },
];

function renderList(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => localStorage.clear());

describe('GenericList', () => {
  it('loads the first page of 10 rows from the server and pages forward', async () => {
    const server = fakeServer();
    renderList(<GenericList tableName="people" columns={COLUMNS} fetchPage={server.fetchPage} userLevel={9} />);
    expect(await screen.findByText('Persona 01')).toBeTruthy();
    expect(screen.getAllByTestId('list-row')).toHaveLength(10);
    expect(screen.getByTestId('list-range').textContent).toBe('1–10 di 23');
    fireEvent.click(screen.getByLabelText('Pagina successiva'));
    expect(await screen.findByText('Persona 11')).toBeTruthy();
    expect(server.queries.at(-1)).toMatchObject({ page: 2, per_page: 10 });
  });

  it('sorts on the server when a sortable header is clicked', async () => {
    const server = fakeServer();
    renderList(<GenericList tableName="people" columns={COLUMNS} fetchPage={server.fetchPage} userLevel={9} />);
    await screen.findByText('Persona 01');
    const header = screen.getByRole('button', { name: /Nome/ });
    fireEvent.click(header);
    await waitFor(() => expect(server.queries.at(-1)).toMatchObject({ sort: 'name', order: 'asc' }));
    fireEvent.click(header);
    await waitFor(() => expect(server.queries.at(-1)).toMatchObject({ sort: 'name', order: 'desc' }));
    expect(await screen.findByText('Persona 23')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Nome/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('starts every column ascending, numbers and booleans included, the same as text', async () => {
    const server = fakeServer();
    const columns: ListColumn<Person>[] = [
      { id: 'name', header: 'Nome', sortable: true },
      { id: 'salary', header: 'Stipendio', kind: 'number', sortable: true },
    ];
    renderList(<GenericList tableName="people-sort" columns={columns} fetchPage={server.fetchPage} userLevel={9} />);
    await screen.findByText('Persona 01');
    fireEvent.click(screen.getByRole('button', { name: /Stipendio/ }));
    await waitFor(() => expect(server.queries.at(-1)).toMatchObject({ sort: 'salary', order: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: /Stipendio/ }));
    await waitFor(() => expect(server.queries.at(-1)).toMatchObject({ sort: 'salary', order: 'desc' }));
    fireEvent.click(screen.getByRole('button', { name: /Nome/ }));
    await waitFor(() => expect(server.queries.at(-1)).toMatchObject({ sort: 'name', order: 'asc' }));
  });

  it('restores page and size from localStorage after a remount', async () => {
    localStorage.setItem(listStorageKey('people'), JSON.stringify({ pageIndex: 1, pageSize: 5, sort: null, filters: { search: '' } }));
    const server = fakeServer();
    renderList(<GenericList tableName="people" columns={COLUMNS} fetchPage={server.fetchPage} userLevel={9} />);
    expect(await screen.findByText('Persona 06')).toBeTruthy();
    expect(server.queries[0]).toMatchObject({ page: 2, per_page: 5 });
  });

  it('hides columns below the user level and shows the empty text', async () => {
    const fetchPage = async (): Promise<PagedResponse<Person>> => ({
      data: [],
      meta: { total: 0, page: 1, per_page: 10, sort: null, order: 'asc' },
    });
    renderList(<GenericList tableName="empty" columns={COLUMNS} fetchPage={fetchPage} userLevel={5} />);
    expect(await screen.findByText('Nessun record presente')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Stipendio' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeTruthy();
  });

  it('debounces the quick search and clears it with the clear button', async () => {
    const server = fakeServer();
    renderList(<GenericList tableName="people" columns={COLUMNS} fetchPage={server.fetchPage} userLevel={9} controls={{ search: true }} />);
    await screen.findByText('Persona 01');
    fireEvent.change(screen.getByLabelText("Cerca nell'elenco"), { target: { value: 'Persona 2' } });
    await waitFor(() => expect(server.queries.at(-1)).toMatchObject({ search: 'Persona 2', page: 1 }));
    await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(4));
    fireEvent.click(screen.getByLabelText('Cancella ricerca'));
    await waitFor(() => expect(server.queries.at(-1)).not.toHaveProperty('search'));
  });

  it('opens a row on click and runs row actions without opening the row; delete is disabled for -1', async () => {
    const server = fakeServer();
    const onRowClick = jest.fn();
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const actions: RowAction<Person>[] = [
      { kind: 'edit', onAction: onEdit, allowed: (row) => row.id !== 'p2' },
      { kind: 'delete', onAction: onDelete, value: (row) => (row.id === 'p1' ? -1 : row.id) },
    ];
    renderList(
      <GenericList
        tableName="people"
        columns={COLUMNS}
        fetchPage={server.fetchPage}
        userLevel={9}
        onRowClick={onRowClick}
        actions={actions}
      />,
    );
    await screen.findByText('Persona 01');
    const [first, second, third] = screen.getAllByTestId('list-row');
    fireEvent.click(within(first).getByText('Persona 01'));
    expect(onRowClick).toHaveBeenCalledWith(PEOPLE[0]);
    expect(within(first).getByLabelText('Elimina')).toHaveProperty('disabled', true);
    expect(within(second).queryByLabelText('Modifica')).toBeNull();
    await act(async () => {
      fireEvent.click(within(third).getByLabelText('Modifica'));
      fireEvent.click(within(third).getByLabelText('Elimina'));
    });
    expect(onEdit).toHaveBeenCalledWith(PEOPLE[2]);
    expect(onDelete).toHaveBeenCalledWith(PEOPLE[2]);
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('keeps 100 rows on screen without re-rendering them while the next query loads', async () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ ...PEOPLE[0], id: `m${i}`, name: `Riga ${i}` }));
    const renders = jest.fn();
    const columns: ListColumn<Person>[] = [
      {
        id: 'name',
        header: 'Nome',
        cell: (value) => {
          renders();
          return String(value);
        },
      },
    ];
    const fetchPage = jest.fn((query: ListQuery): Promise<PagedResponse<Person>> => {
      // the searched page never answers: the previous page must stay, untouched
      if (query.search) return new Promise(() => undefined);
      return Promise.resolve({ data: many, meta: { total: 100, page: 1, per_page: 100, sort: null, order: 'asc' } });
    });
    localStorage.setItem(listStorageKey('big'), JSON.stringify({ pageIndex: 0, pageSize: 100, sort: null, filters: {} }));
    renderList(<GenericList tableName="big" columns={columns} fetchPage={fetchPage} controls={{ search: true }} />);
    await screen.findByText('Riga 99');
    expect(screen.getAllByTestId('list-row')).toHaveLength(100);
    const before = renders.mock.calls.length;
    fireEvent.change(screen.getByLabelText("Cerca nell'elenco"), { target: { value: 'Riga 5' } });
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'Riga 5' }), expect.anything()));
    expect(screen.getAllByTestId('list-row')).toHaveLength(100);
    expect(renders.mock.calls.length).toBe(before);
  });

  it('exports the rows of the current query as exporta.csv', async () => {
    const server = fakeServer();
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderList(<GenericList tableName="people" columns={COLUMNS} fetchPage={server.fetchPage} userLevel={5} buttons={{ csv: {} }} />);
    await screen.findByText('Persona 01');
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Esporta CSV'));
    });
    await waitFor(() => expect(clicked).toEqual(['exporta.csv']));
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(created[0]);
    });
    // UTF-8 BOM for Excel, the header of the columns the user sees (no Stipendio below level 8), every row
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const lines = Buffer.from(bytes.slice(3)).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Nome;Email');
    expect(lines).toHaveLength(24);
    expect(server.queries.at(-1)).toMatchObject({ per_page: 100, page: 1 });
    click.mockRestore();
  });

  it('exports every column the user may see, also those a narrow screen hides', async () => {
    // A tablet: no min-width query matches, so Email (hidden below 600 px) is not on screen.
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const server = fakeServer();
      renderList(<GenericList tableName="people" columns={COLUMNS} fetchPage={server.fetchPage} userLevel={5} buttons={{ csv: {} }} />);
      await screen.findByText('Persona 01');
      expect(screen.queryByRole('columnheader', { name: /Email/ })).toBeNull();
      await act(async () => {
        fireEvent.click(screen.getByLabelText('Esporta CSV'));
      });
      await waitFor(() => expect(created).toHaveLength(1));
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(created[0]);
      });
      expect(text.replace('\uFEFF', '').split('\r\n')[0]).toBe('Nome;Email');
    } finally {
      window.matchMedia = matchMedia;
      click.mockRestore();
    }
  });

  it('asks for the customer before loading when the customer is required', async () => {
    const server = fakeServer();
    renderList(
      <GenericList tableName="people" columns={COLUMNS} fetchPage={server.fetchPage} controls={{ customer: { required: true } }} />,
    );
    expect(await screen.findByText("Selezionare un'azienda: Campo obbligatorio")).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Campo obbligatorio');
    expect(server.fetchPage).not.toHaveBeenCalled();
  });

  it('says "oltre" when the server stopped counting, and still pages forward', async () => {
    const fetchPage = jest.fn(async (query: ListQuery): Promise<PagedResponse<Person>> => {
      const page = Number(query.page);
      const data = Array.from({ length: 10 }, (_, i) => ({ ...PEOPLE[0], id: `c${page}-${i}`, name: `Capped ${page}-${i}` }));
      return { data, meta: { total: (page - 1) * 10 + 1000, total_capped: true, page, per_page: 10, sort: null, order: 'asc' } };
    });
    renderList(<GenericList tableName="capped" columns={COLUMNS} fetchPage={fetchPage} userLevel={9} />);
    expect(await screen.findByText('Capped 1-0')).toBeTruthy();
    expect(screen.getByTestId('list-range').textContent).toBe('1–10 di oltre 1000');
    fireEvent.click(screen.getByLabelText('Pagina successiva'));
    expect(await screen.findByText('Capped 2-0')).toBeTruthy();
    expect(screen.getByTestId('list-range').textContent).toBe('11–20 di oltre 1010');
  });

  it('pages forward and back with the cursors the server answers, and by page number once the query changes', async () => {
    const server = fakeServer();
    const fetchPage = jest.fn(async (query: ListQuery) => {
      const answer = await server.fetchPage(query);
      return { ...answer, meta: { ...answer.meta, next_cursor: `after-${query.page}`, prev_cursor: `before-${query.page}` } };
    });
    renderList(<GenericList tableName="keyset" columns={COLUMNS} fetchPage={fetchPage} userLevel={9} />);
    await screen.findByText('Persona 01');
    fireEvent.click(screen.getByLabelText('Pagina successiva'));
    await screen.findByText('Persona 11');
    expect(server.queries.at(-1)).toMatchObject({ page: 2, after: 'after-1' });
    fireEvent.click(screen.getByLabelText('Pagina successiva'));
    await screen.findByText('Persona 21');
    expect(server.queries.at(-1)).toMatchObject({ page: 3, after: 'after-2' });
    fireEvent.click(screen.getByLabelText('Pagina precedente'));
    await screen.findByText('Persona 11');
    expect(server.queries.at(-1)).toMatchObject({ page: 2, before: 'before-3' });
    // Back to the first page: by number, which is exact and as quick.
    fireEvent.click(screen.getByLabelText('Pagina precedente'));
    await screen.findByText('Persona 01');
    expect(server.queries.at(-1)).not.toHaveProperty('before');
    fireEvent.click(screen.getByLabelText('Ultima pagina'));
    await screen.findByText('Persona 21');
    expect(server.queries.at(-1)).toMatchObject({ page: 3 });
    expect(server.queries.at(-1)).not.toHaveProperty('after');
    // A new sort keeps no cursor of the old one.
    fireEvent.click(screen.getByLabelText('Prima pagina'));
    await screen.findByText('Persona 01');
    fireEvent.click(screen.getByLabelText('Pagina successiva'));
    await screen.findByText('Persona 11');
    fireEvent.click(screen.getByRole('button', { name: /Nome/ }));
    await waitFor(() => expect(server.queries.at(-1)).toMatchObject({ sort: 'name', order: 'asc' }));
    expect(server.queries.filter((query) => query.sort === 'name').every((query) => !('after' in query) && !('before' in query))).toBe(
      true,
    );
  });
});
