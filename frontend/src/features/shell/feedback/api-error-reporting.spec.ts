import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { emitApiError } from '../../../lib/api-events';
import { getToken, setToken } from '../../../lib/auth-token';
import { dismissSnackbar, getSnackbars } from '../../../lib/snackbar-store';
import { errorSnackbarText, installApiErrorReporting } from './api-error-reporting';

const info = { path: '/api/md/chats', method: 'GET' };

describe('errorSnackbarText', () => {
  it("says 'Utente non autorizzato' for 401 and 403", () => {
    expect(errorSnackbarText(new ApiError(401, 'Unauthorized'))).toBe('Utente non autorizzato');
    expect(errorSnackbarText(new ApiError(403, 'Forbidden'))).toBe('Utente non autorizzato');
  });

  it('joins the errors map with " , " after stripping brackets and braces', () => {
    const error = new ApiError(422, 'x', { title: ['[Campo obbligatorio]'], type: ['{Valore non valido}', 'Altro'] });
    expect(errorSnackbarText(error)).toBe('Campo obbligatorio , Valore non valido , Altro');
  });

  it('shows nothing for other errors', () => {
    expect(errorSnackbarText(new ApiError(500, 'Internal'))).toBeNull();
    expect(errorSnackbarText(new ApiError(404, 'Not found'))).toBeNull();
  });
});

describe('installApiErrorReporting', () => {
  afterEach(() => getSnackbars().forEach((m) => dismissSnackbar(m.id)));

  it('shows the error and ends the session on 401', () => {
    setToken('tok', true);
    const toLogin = jest.fn();
    const uninstall = installApiErrorReporting({ queryClient: new QueryClient(), toLogin });
    emitApiError(new ApiError(401, 'x'), info);
    uninstall();
    expect(getSnackbars().map((m) => [m.message, m.kind])).toEqual([['Utente non autorizzato', 'error']]);
    expect(getToken()).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on 403', () => {
    setToken('tok', true);
    const toLogin = jest.fn();
    const uninstall = installApiErrorReporting({ queryClient: new QueryClient(), toLogin });
    emitApiError(new ApiError(403, 'x'), info);
    uninstall();
    expect(getToken()).toBe('tok');
    expect(toLogin).not.toHaveBeenCalled();
  });
});
