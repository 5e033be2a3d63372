import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ListColumn } from '../list-types';
import { renderCell } from './render-cell';
import { AvailabilityCell, DateCell, ImportStatusCell, LongTextCell, OutcomeCell } from './list-cells';

describe('DateCell', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date(2024, 5, 15, 12, 0));
  });
  afterEach(() => jest.useRealTimers());

  it('shows the date dd/MM/yyyy coloured as past or future', () => {
    const { rerender } = render(<DateCell value="2024-06-01" tone="past-future" />);
    expect(screen.getByText('01/06/2024')).toHaveProperty('dataset.status', 'past');
    expect(screen.getByText('01/06/2024').className).toContain('text-red-700');
    rerender(<DateCell value="2024-07-01" tone="past-future" />);
    expect(screen.getByText('01/07/2024').className).toContain('text-green-800');
  });

  it('marks a deadline of this year as expiring and a passed one as late', () => {
    const { rerender } = render(<DateCell value="2024-11-30" tone="deadline" />);
    expect(screen.getByText('30/11/2024').dataset.status).toBe('expiring');
    rerender(<DateCell value="2023-11-30" tone="deadline" />);
    expect(screen.getByText('30/11/2023').dataset.status).toBe('late');
  });

  it('renders nothing for 0000-00-00 and null', () => {
    const { container, rerender } = render(<DateCell value="0000-00-00" />);
    expect(container.textContent).toBe('');
    rerender(<DateCell value={null} />);
    expect(container.textContent).toBe('');
  });

  it('shows TO-BE and NDF as markers', () => {
    const { rerender } = render(<DateCell value="TO-BE" tone="deadline" />);
    expect(screen.getByText('TO-BE').getAttribute('title')).toBe('Data da definire');
    rerender(<DateCell value="NDF" />);
    expect(screen.getByText('NDF').getAttribute('title')).toBe('Data non definita');
  });
});

describe('LongTextCell', () => {
  it('shows short text as it is, without a popover button', () => {
    render(<LongTextCell value="Breve descrizione" />);
    expect(screen.getByText('Breve descrizione').tagName).not.toBe('BUTTON');
  });

  it('cuts long text at 50 characters and opens the whole text in a popover', async () => {
    const long = 'Lavorazione con esposizione a rumore continuo e vibrazioni mano-braccio';
    render(<LongTextCell value={long} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe(`${long.slice(0, 50).trimEnd()}…`);
    expect(screen.queryByText(long)).toBeNull();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText(long)).toBeTruthy();
  });
});

describe('status cells', () => {
  it('highlights the outcome only when outcome_bis is 1', () => {
    const { rerender } = render(<OutcomeCell value="IP" row={{ outcome_bis: 1 }} />);
    expect(screen.getByText('IP').dataset.highlighted).toBe('true');
    rerender(<OutcomeCell value="IP" row={{ outcome_bis: 0 }} />);
    expect(screen.getByText('IP').dataset.highlighted).toBeUndefined();
  });

  it('shows an availability dot for EMA..DRG exams only', () => {
    const { container, rerender } = render(<AvailabilityCell row={{ type: { code: 'ECG' }, availability_status: 'REJECTED' }} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Rifiutato dal lavoratore');
    expect(screen.getByRole('img').dataset.status).toBe('REJECTED');
    rerender(<AvailabilityCell row={{ type: { code: 'VIS' }, availability_status: 'AVAILABLE' }} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows import errors with the apartment icon for OTHER_CUSTOMER, and the warnings', () => {
    render(
      <ImportStatusCell
        row={{ type: 'error', subtype: 'OTHER_CUSTOMER', error_message: 'Lavoratore di altra azienda', warnings: ['Comune non trovato'] }}
      />,
    );
    const error = screen.getByTestId('import-error');
    expect(error.textContent).toContain('Lavoratore di altra azienda');
    expect(error.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('import-warning').textContent).toContain('Comune non trovato');
  });

  it('shows MISSING_DATA errors without the apartment icon', () => {
    render(<ImportStatusCell row={{ type: 'error', subtype: 'MISSING_DATA', error_message: 'Codice fiscale mancante' }} />);
    expect(screen.getByTestId('import-error').querySelector('svg')).toBeNull();
  });
});

describe('renderCell by column kind', () => {
  const row = { amount: 7, note: 'x'.repeat(60) };
  it('formats numbers with two decimals and prefers a custom cell', () => {
    const number: ListColumn<typeof row> = { id: 'amount', header: 'Importo', kind: 'number' };
    render(<>{renderCell(number, 7, row)}</>);
    expect(screen.getByText('7,00')).toBeTruthy();
    const custom: ListColumn<typeof row> = { id: 'amount', header: 'Importo', kind: 'number', cell: (v) => `#${String(v)}` };
    render(<>{renderCell(custom, 7, row)}</>);
    expect(screen.getByText('#7')).toBeTruthy();
  });
});
