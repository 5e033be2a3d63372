import { fireEvent, render, screen, within } from '@testing-library/react';
import { BASE_HAZARD_CATALOGUE, HAZARD_WITHIN_LIMITS_MESSAGE, type HazardAssignment } from '@tutela/contracts';
import { useState } from 'react';
import { HazardForm } from './hazard-form';

const CATALOGUE = BASE_HAZARD_CATALOGUE.filter((entry) => ['RUMORE', 'VDT', 'MMC'].includes(entry.id));

function Harness({
  detailed,
  initial = [],
  onChange,
}: {
  detailed: boolean;
  initial?: HazardAssignment[];
  onChange?: (next: HazardAssignment[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <HazardForm
      catalogue={CATALOGUE}
      value={value}
      detailed={detailed}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const item = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }).closest('li') as HTMLElement;

describe('HazardForm', () => {
  it('shows a hazard’s pivot only once its checkbox is on, and its specific form only for a level-1 job', () => {
    const onChange = jest.fn();
    render(<Harness detailed onChange={onChange} />);
    expect(screen.queryByLabelText('Frequenza')).toBeNull();
    expect(screen.queryByRole('group', { name: /Scheda/ })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /^Rumore/ }));
    const noise = item('Rumore');
    expect(within(noise).getByLabelText('Frequenza')).toBeTruthy();
    const form = within(noise).getByRole('group', { name: 'Scheda Rumore' });
    expect(within(form).getByLabelText('Fascia di esposizione')).toBeTruthy();
    expect(within(form).getByText(HAZARD_WITHIN_LIMITS_MESSAGE)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/LEX,8h/), { target: { value: '86' } });
    fireEvent.change(within(noise).getByLabelText('Frequenza'), { target: { value: '4' } });
    expect(onChange).toHaveBeenLastCalledWith([
      { hazardId: 'RUMORE', evaluationDate: null, expositionDays: null, frequency: 4, formData: { LEXD: 86 } },
    ]);

    // VDT has no specific form: only the pivot.
    fireEvent.click(screen.getByRole('checkbox', { name: /^Uso di videoterminali/ }));
    expect(within(item('Uso di videoterminali')).queryByRole('group')).toBeNull();
  });

  it('shows only the pivot, never the specific form, below level 1', () => {
    render(
      <Harness
        detailed={false}
        initial={[{ hazardId: 'MMC', evaluationDate: '2025-01-15', expositionDays: 200, frequency: 3, formData: { NIOSH: 0.9 } }]}
      />,
    );
    const mmc = item('Movimentazione manuale dei carichi');
    expect((within(mmc).getByLabelText('Giorni di esposizione/anno') as HTMLInputElement).value).toBe('200');
    expect(within(mmc).queryByRole('group')).toBeNull();
    expect(screen.queryByLabelText('Indice NIOSH')).toBeNull();
  });

  it('unchecking a hazard removes it from the list', () => {
    const onChange = jest.fn();
    render(
      <Harness
        detailed
        initial={[{ hazardId: 'VDT', evaluationDate: null, expositionDays: null, frequency: 5, formData: null }]}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /^Uso di videoterminali/ }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByLabelText('Frequenza')).toBeNull();
  });
});
