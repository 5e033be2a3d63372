import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CustomerDetail } from '@tutela/contracts';
import { CustomerInfoDialog } from './customer-info-dialog';
import { customersApi } from './customers-api';

const CUSTOMER: CustomerDetail = {
  id: 'c1',
  entity_id: 'e1',
  company_name: 'Caseificio Valpadana',
  vat_number: '01590830194',
  fiscal_code: null,
  address: 'Via Castelleone 152',
  location: { comune: 'Cremona' },
  phone: null,
  email: null,
  ateco: '10.51.20',
  resigned: false,
  created_at: '2025-01-01T00:00:00.000Z',
  city_code: null,
  ateco_desc: 'Industrie alimentari',
  revision: 4,
  resigned_on: null,
  factories: [],
  contracts: {
    md: { start: '2025-01-01', end: '2025-12-31' },
    fr: { start: null, end: null, price_list: null, organizing_secretary_id: null },
    sr: { start: null, end: null, assignments: null },
  },
  staff: {
    doctors: [{ user_id: 'u1', first_name: 'Marco', last_name: 'Bianchi', role: 'Medico competente' }],
    health_coordinators: [],
    secretaries: [],
  },
  access: { general: 'GOLD', md: 'SILVER', fr: 'PLATINUM', hse: 'DISABLED', wwbi: true },
  groups: ['Alimentare'],
  note: 'Solleciti inviati a marzo',
  default_notice: 1,
};

function renderDialog(editable: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <CustomerInfoDialog customer={CUSTOMER} editable={editable} open onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('CustomerInfoDialog', () => {
  it('shows every card read-only below level 5, dates as dd/MM/yyyy', () => {
    renderDialog(false);
    for (const title of ['MEDICINA', 'MEDICI COMPETENTI', 'FORMAZIONE', 'HSE', 'ACCESSO', 'GRUPPI', 'NOTE']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    const medicina = screen.getByRole('region', { name: 'MEDICINA' });
    expect(within(medicina).getByText('01/01/2025')).toBeTruthy();
    expect(within(medicina).getByText('31/12/2025')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'MEDICI COMPETENTI' })).getByText('Marco Bianchi')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'ACCESSO' })).getByText('PLATINUM')).toBeTruthy();
    expect(screen.getByText('Solleciti inviati a marzo')).toBeTruthy();
  });

  it('gives level 5 one edit mode with one Salva, not a Salva per card', () => {
    renderDialog(true);
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    expect(screen.getAllByRole('button', { name: 'Salva' })).toHaveLength(1);
    const medicina = screen.getByRole('region', { name: 'MEDICINA' });
    expect((within(medicina).getByRole('textbox', { name: 'Fine contratto' }) as HTMLInputElement).value).toBe('31/12/2025');
    expect((screen.getByRole('combobox', { name: 'Morosità' }) as HTMLSelectElement).value).toBe('1');
  });

  it('sends only the commands of the cards that changed, then leaves edit mode', async () => {
    const setNote = jest.spyOn(customersApi, 'setNote').mockResolvedValue({} as never);
    const setContracts = jest.spyOn(customersApi, 'setContracts').mockResolvedValue({} as never);
    const setAccess = jest.spyOn(customersApi, 'setAccess').mockResolvedValue({} as never);
    renderDialog(true);
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Sollecito di aprile' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull());
    expect(setNote).toHaveBeenCalledWith('c1', 'Sollecito di aprile');
    expect(setContracts).not.toHaveBeenCalled();
    expect(setAccess).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('Annulla drops what was typed', () => {
    renderDialog(true);
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'da buttare' } });
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.getByText('Solleciti inviati a marzo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('Solleciti inviati a marzo');
  });
});
