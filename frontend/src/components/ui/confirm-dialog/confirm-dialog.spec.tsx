import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialogHost } from './confirm-dialog-host';
import { openConfirm } from './confirm-store';

async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('ConfirmDialogHost', () => {
  it('default variant resolves true on Procedi and false on Annulla', async () => {
    render(<ConfirmDialogHost />);
    let answer: Promise<boolean>;
    act(() => {
      answer = openConfirm({ variant: 'default', title: 'Elimina utente', message: 'Sei sicuro?' });
    });
    expect(await screen.findByText('Elimina utente')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Procedi' }));
    await expect(answer!).resolves.toBe(true);

    act(() => {
      answer = openConfirm({ variant: 'default', title: 'Seconda domanda' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Annulla' }));
    await expect(answer!).resolves.toBe(false);
    await settle();
    expect(screen.queryByText('Seconda domanda')).toBeNull();
  });

  it('shows queued dialogs one after the other', async () => {
    render(<ConfirmDialogHost />);
    let first: Promise<void>;
    let second: Promise<void>;
    act(() => {
      first = openConfirm({ variant: 'error', message: 'Primo errore' });
      second = openConfirm({ variant: 'message', title: 'Info', message: 'Secondo messaggio' });
    });
    expect(await screen.findByText('Primo errore')).toBeTruthy();
    expect(screen.queryByText('Secondo messaggio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await first!;
    expect(await screen.findByText('Secondo messaggio')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await second!;
  });

  it('calinfotable formats dates dd/MM/yyyy', async () => {
    render(<ConfirmDialogHost />);
    let answer: Promise<void>;
    act(() => {
      answer = openConfirm({
        variant: 'calinfotable',
        title: 'Risorse occupate',
        entries: [{ date: '2025-02-03', start_time: '09:00', end_time: '09:15', description: 'Ambulatorio 1' }],
      });
    });
    expect(await screen.findByText('03/02/2025')).toBeTruthy();
    expect(screen.getByText('Ambulatorio 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await answer!;
  });

  it('workerpropagate answers propagate, keep or null', async () => {
    render(<ConfirmDialogHost />);
    let answer: Promise<'propagate' | 'keep' | null>;
    act(() => {
      answer = openConfirm({ variant: 'workerpropagate', workers: [{ id: 'w1', name: 'Bianchi Anna' }] });
    });
    expect(await screen.findByText('Bianchi Anna')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Solo la mansione' }));
    await expect(answer!).resolves.toBe('keep');
  });

  it('a3b answers the chosen year', async () => {
    render(<ConfirmDialogHost />);
    let answer: Promise<{ year: number } | null>;
    act(() => {
      answer = openConfirm({ variant: 'a3b', years: [2025, 2024], defaultYear: 2025 });
    });
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: '2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Procedi' }));
    await expect(answer!).resolves.toEqual({ year: 2024 });
  });

  it('appointment-med offers confirmation only while awaiting it', async () => {
    render(<ConfirmDialogHost />);
    let answer: Promise<'confirm' | null>;
    act(() => {
      answer = openConfirm({
        variant: 'appointment-med',
        appointment: { appointment_date: '2025-05-02', appointment_time: '10:00', confirmed: 0 },
      });
    });
    expect(await screen.findByText('02/05/2025')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma appuntamento' }));
    await expect(answer!).resolves.toBe('confirm');

    act(() => {
      answer = openConfirm({ variant: 'appointment-med', appointment: { appointment_date: '2025-05-02', confirmed: 1 } });
    });
    expect(await screen.findByText('Tutto il giorno')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conferma appuntamento' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await expect(answer!).resolves.toBeNull();
  });
});
