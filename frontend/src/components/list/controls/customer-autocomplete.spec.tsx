import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CustomerAutocomplete } from './customer-autocomplete';
import { searchCustomers } from './customer-search';

const fetchMock = jest.fn();

// jsdom has no layout: Headless UI's anchored options watch their input with ResizeObserver when closing.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('searchCustomers', () => {
  it('does not query with fewer than 3 characters', async () => {
    await expect(searchCustomers('ab')).resolves.toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the customer lookup and drops any resigned one an older server might send', async () => {
    fetchMock.mockResolvedValue(
      answer(200, {
        data: [
          { id: 'c1', company_name: 'Officine Demo S.p.A.', default_notice: 1 },
          { id: 'c2', company_name: 'Officine Chiuse', default_notice: null, resigned: 1 },
        ],
      }),
    );
    await expect(searchCustomers('Offi')).resolves.toEqual([{ id: 'c1', company_name: 'Officine Demo S.p.A.', default_notice: 1 }]);
    const url = String(fetchMock.mock.calls[0][0]);
    expect(url).toContain('/api/md/lookups/customers?');
    expect(url).toContain('q=Offi');
  });

  it('gives no options when the customers API answers 404', async () => {
    fetchMock.mockResolvedValue(answer(404, { message: 'Not Found' }));
    await expect(searchCustomers('Offi')).resolves.toEqual([]);
  });
});

describe('CustomerAutocomplete', () => {
  function renderField(onChange = jest.fn(), required = true) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CustomerAutocomplete value={null} onChange={onChange} required={required} />
      </QueryClientProvider>,
    );
    return onChange;
  }

  it("shows 'Campo obbligatorio' when required and empty", () => {
    renderField();
    expect(screen.getByRole('alert').textContent).toBe('Campo obbligatorio');
  });

  it('names the button that opens the list (axe: button-name, a critical finding)', () => {
    renderField();
    const opener = screen.getByRole('button', { name: 'Mostra le aziende' });
    expect(opener.getAttribute('title')).toBe('Mostra le aziende');
  });

  it('offers the matching customers after 3 characters and returns the chosen one', async () => {
    fetchMock.mockImplementation(async () =>
      answer(200, { data: [{ id: 'c1', company_name: 'Officine Demo S.p.A.', default_notice: null }] }),
    );
    const onChange = renderField();
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Of' } });
    expect(await screen.findByText('Digitare almeno 3 caratteri')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Off' } });
    // the search waits for a pause in the typing (300 ms) before asking the server
    await screen.findByRole('option', { name: 'Officine Demo S.p.A.' }, { timeout: 2000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ id: 'c1', name: 'Officine Demo S.p.A.', defaultNotice: null });
  });
});
