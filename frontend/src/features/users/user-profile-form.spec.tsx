import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '../../lib/api-error';
import { UserProfileForm } from './user-profile-form';
import { EMPTY_PROFILE, serverErrorsToForm, validateUserProfile } from './validate-user-profile';
import { changedProfileFields } from './user-profile-changes';
import { createUserRequest } from './user-create-page';

const VALID = { ...EMPTY_PROFILE, first_name: 'Mario', last_name: 'Rossi', email: 'mario.rossi@tutela.demo' };

describe('validateUserProfile', () => {
  it("requires first name, last name and e-mail with 'Campo obbligatorio'", () => {
    expect(validateUserProfile(EMPTY_PROFILE, { withPassword: false })).toEqual({
      first_name: 'Campo obbligatorio',
      last_name: 'Campo obbligatorio',
      email: 'Campo obbligatorio',
    });
    expect(validateUserProfile({ ...VALID, first_name: '   ' }, { withPassword: false })).toEqual({
      first_name: 'Campo obbligatorio',
    });
  });

  it("rejects a malformed e-mail with 'Email non valida'", () => {
    for (const email of ['mario', 'mario@', 'mario@tutela', 'ma rio@tutela.demo']) {
      expect(validateUserProfile({ ...VALID, email }, { withPassword: false }).email).toBe('Email non valida');
    }
    expect(validateUserProfile(VALID, { withPassword: false })).toEqual({});
  });

  it('accepts no password on creation, and checks policy and confirmation when one is typed', () => {
    expect(validateUserProfile(VALID, { withPassword: true })).toEqual({});
    expect(validateUserProfile({ ...VALID, password: 'debole', password_confirmation: 'debole' }, { withPassword: true })).toEqual({
      password: 'La password non rispetta i requisiti minimi di sicurezza',
    });
    expect(
      validateUserProfile({ ...VALID, password: 'Sicura-2025!', password_confirmation: 'Sicura-2025?' }, { withPassword: true }),
    ).toEqual({ password_confirmation: 'I campi non combaciano' });
  });

  it('places server errors on their fields and keeps the others apart', () => {
    expect(serverErrorsToForm({ email: ['Email già utilizzata'], role: ['Ruolo non valido'] })).toEqual({
      fields: { email: 'Email già utilizzata' },
      other: ['Ruolo non valido'],
    });
  });
});

describe('profile changes and creation payload', () => {
  const user = { first_name: 'Mario', last_name: 'Rossi', email: 'mario@tutela.demo' };
  it('sends only the changed fields, trimmed', () => {
    expect(changedProfileFields(user, { ...EMPTY_PROFILE, ...user })).toBeNull();
    expect(changedProfileFields(user, { ...EMPTY_PROFILE, ...user, last_name: ' Bianchi ', email: 'MARIO@tutela.demo' })).toEqual({
      last_name: 'Bianchi',
    });
  });

  it('omits an empty password on creation', () => {
    expect(createUserRequest(VALID)).toEqual({ first_name: 'Mario', last_name: 'Rossi', email: 'mario.rossi@tutela.demo' });
    expect(createUserRequest({ ...VALID, password: 'Sicura-2025!' }).password).toBe('Sicura-2025!');
  });
});

describe('UserProfileForm', () => {
  function fill(label: string, value: string) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }

  it('shows the Italian messages under each field and does not submit an invalid form', async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(<UserProfileForm initial={EMPTY_PROFILE} withPassword={false} submitLabel="Salva" onSubmit={onSubmit} />);
    fill('Email', 'non-una-mail');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(2);
    expect(screen.getByText('Email non valida')).toBeTruthy();
    expect(screen.getByLabelText('Nome').getAttribute('aria-invalid')).toBe('true');
    // fixing a field clears its message at once
    fill('Nome', 'Mario');
    expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(1);
  });

  it('submits valid values and shows a 422 answer under its field', async () => {
    const onSubmit = jest.fn(async () => {
      throw new ApiError(422, 'Dati non validi', { email: ['Email già utilizzata'] });
    });
    render(<UserProfileForm initial={VALID} withPassword={false} submitLabel="Salva" onSubmit={onSubmit} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    });
    expect(onSubmit).toHaveBeenCalledWith(VALID);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(email.parentElement as HTMLElement).getByText('Email già utilizzata')).toBeTruthy();
  });

  it('shows other failures above the form', async () => {
    const onSubmit = jest.fn(async () => {
      throw new ApiError(409, 'Il record è stato modificato da un altro utente');
    });
    render(<UserProfileForm initial={VALID} withPassword={false} submitLabel="Salva" onSubmit={onSubmit} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Il record è stato modificato da un altro utente');
  });
});
