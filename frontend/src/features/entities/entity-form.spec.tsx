import { act, fireEvent, render, screen } from '@testing-library/react';
import { USER_MESSAGES } from '@tutela/contracts';
import { ApiError } from '../../lib/api-error';
import { EntityForm } from './entity-form';
import { NEW_ENTITY } from './entity-form-values';

const VALUES = { ...NEW_ENTITY, name: 'Tutela Demo S.r.l.' };

describe('EntityForm', () => {
  it('shows a past state (Cronologia) with every field disabled and no action', () => {
    render(<EntityForm initial={VALUES} submitLabel="Salva" onSubmit={jest.fn()} readOnly />);
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Tutela Demo S.r.l.');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).matches(':disabled')).toBe(true);
    const formazione = screen.getByRole('switch', { name: 'Formazione' });
    fireEvent.click(formazione);
    expect(formazione.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
  });

  it('offers the three applications and the generic version as switches, and sends what was set', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    render(<EntityForm initial={VALUES} submitLabel="Salva" onSubmit={onSubmit} />);
    const formazione = screen.getByRole('switch', { name: 'Formazione' });
    expect(formazione.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Medicina del lavoro' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Sicurezza' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Versione generica' }).getAttribute('aria-checked')).toBe('false');

    fireEvent.click(formazione);
    expect(formazione.getAttribute('aria-checked')).toBe('false');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salva' })));
    expect(onSubmit).toHaveBeenCalledWith({ ...VALUES, active_fr: false });
  });

  it('refuses to switch every application off before calling the server', async () => {
    const onSubmit = jest.fn();
    render(<EntityForm initial={{ ...VALUES, active_md: false, active_sr: false }} submitLabel="Salva" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Formazione' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salva' })));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(USER_MESSAGES.ENTITY_NEEDS_APPLICATION);
  });

  it("shows the server's 422 messages under their fields", async () => {
    const onSubmit = jest.fn().mockRejectedValue(new ApiError(422, 'Dati non validi', { name: ['Ente già esistente'] }));
    render(<EntityForm initial={VALUES} submitLabel="Salva" onSubmit={onSubmit} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salva' })));
    expect(screen.getByLabelText('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ente già esistente')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
