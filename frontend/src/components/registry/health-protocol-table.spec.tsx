import { fireEvent, render, screen } from '@testing-library/react';
import { PERIOD_VDT, REGISTRY_MESSAGES } from '@tutela/contracts';
import { HealthProtocolTable, type ProtocolTableRow } from './health-protocol-table';

const ROWS: ProtocolTableRow[] = [
  { examinationTypeId: 10, period: 12, periodInJob: null, last: '2025-03-04', next: '2026-03-04' },
  { examinationTypeId: 20, period: PERIOD_VDT, periodInJob: null, last: null, next: null },
];

describe('HealthProtocolTable', () => {
  it('labels the periods, shows the last and next dates dd/MM/yyyy and lets level 6 change a period', () => {
    const onChange = jest.fn();
    render(<HealthProtocolTable rows={ROWS} onChange={onChange} userLevel={6} withDates />);
    const periodic = screen.getByLabelText('Periodicità Visita medica periodica') as HTMLSelectElement;
    expect(periodic.disabled).toBe(false);
    expect(periodic.selectedOptions[0].textContent).toBe('ANNUALE');
    expect((screen.getByLabelText('Periodicità Visita videoterminalisti') as HTMLSelectElement).selectedOptions[0].textContent).toBe(
      'VDT (5,2)',
    );
    expect(screen.getByText('04/03/2025')).toBeTruthy();
    expect(screen.getByText('04/03/2026')).toBeTruthy();
    fireEvent.change(periodic, { target: { value: '24' } });
    expect(onChange).toHaveBeenCalledWith([{ ...ROWS[0], period: 24 }, ROWS[1]]);
  });

  it("disables the period below level 6 with 'Permessi insufficienti', period in job stays editable", () => {
    const onChange = jest.fn();
    render(<HealthProtocolTable rows={ROWS} onChange={onChange} userLevel={5} />);
    const periodic = screen.getByLabelText('Periodicità Visita medica periodica') as HTMLSelectElement;
    expect(periodic.disabled).toBe(true);
    expect(periodic.title).toBe(REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS);
    expect(screen.getByText(new RegExp(REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS))).toBeTruthy();
    const inJob = screen.getByLabelText('Periodicità in mansione Visita medica periodica') as HTMLSelectElement;
    expect(inJob.disabled).toBe(false);
    fireEvent.change(inJob, { target: { value: '6' } });
    expect(onChange).toHaveBeenCalledWith([{ ...ROWS[0], periodInJob: 6 }, ROWS[1]]);
  });

  it("shows the 'Nessun protocollo' card when a worker has none, and adds a row without a period", () => {
    const { rerender } = render(<HealthProtocolTable rows={[]} userLevel={6} emptyNotice={REGISTRY_MESSAGES.NO_HEALTH_PROTOCOL} />);
    expect(screen.getByRole('status').textContent).toBe('Attenzione! Nessun protocollo sanitario definito. Assegnare prima una mansione');
    expect(screen.queryByRole('table')).toBeNull();
    const onChange = jest.fn();
    rerender(<HealthProtocolTable rows={[]} onChange={onChange} userLevel={5} />);
    fireEvent.change(screen.getByLabelText('Aggiungi accertamento'), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(onChange).toHaveBeenCalledWith([{ examinationTypeId: 14, period: 0, periodInJob: null }]);
  });
});
