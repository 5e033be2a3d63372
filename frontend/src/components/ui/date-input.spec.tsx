import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { DateInput, displayToIso, isoToDisplay, maskDate } from './date-input';

describe('date text', () => {
  it('reads and writes dd/MM/yyyy with a 4-digit year', () => {
    expect(isoToDisplay('1992-03-15')).toBe('15/03/1992');
    expect(isoToDisplay('')).toBe('');
    expect(displayToIso('15/03/1992')).toBe('1992-03-15');
    expect(displayToIso('31/02/2024')).toBeNull();
    expect(displayToIso('15/03/92')).toBeNull();
    expect(maskDate('15031992')).toBe('15/03/1992');
    expect(maskDate('15/0')).toBe('15/0');
    expect(maskDate('15/')).toBe('15');
  });
});

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput aria-label="Data" value={value} onChange={setValue} />
      <output data-testid="iso">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Azzera
      </button>
      <button type="button" onClick={() => setValue('2020-01-02')}>
        Carica
      </button>
    </>
  );
}

describe('DateInput', () => {
  it('shows the ISO value as dd/MM/yyyy and reports ISO only for whole valid dates', () => {
    render(<Harness initial="1992-03-15" />);
    const input = screen.getByLabelText('Data') as HTMLInputElement;
    expect(input.value).toBe('15/03/1992');

    fireEvent.change(input, { target: { value: '0102' } });
    expect(input.value).toBe('01/02');
    expect(screen.getByTestId('iso').textContent).toBe('');

    fireEvent.change(input, { target: { value: '01/02/2024' } });
    expect(screen.getByTestId('iso').textContent).toBe('2024-02-01');

    fireEvent.change(input, { target: { value: '31/02/2024' } });
    expect(screen.getByTestId('iso').textContent).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('follows a value set from outside: a reset clears it, a loaded record shows', () => {
    render(<Harness initial="" />);
    const input = screen.getByLabelText('Data') as HTMLInputElement;
    fireEvent.click(screen.getByText('Carica'));
    expect(input.value).toBe('02/01/2020');
    fireEvent.click(screen.getByText('Azzera'));
    expect(input.value).toBe('');
  });
});
