import { useMutation } from '@tanstack/react-query';
import type {
  ChangeOwnPasswordAnswer,
  ChangeOwnPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageAnswer,
  PasswordResetLinkRequest,
  PasswordResetRequest,
} from '@tutela/contracts';
import type { AppCode } from '@tutela/contracts';
import { apiFetch } from '../../lib/api-client';
import { isTokenRemembered, setToken } from '../../lib/auth-token';

// Login and reset failures are silent in the spec (no global snackbar): the forms show them inline.

export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/api/auth/login', { method: 'POST', body: request, silent: true });
}

export function logout(): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>('/api/auth/logout', { method: 'POST', body: {}, silent: true });
}

export function requestPasswordReset(request: PasswordResetLinkRequest): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>('/api/auth/resetpassword', { method: 'POST', body: request, silent: true });
}

export function resetPassword(request: PasswordResetRequest): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>('/api/auth/password/reset', { method: 'POST', body: request, silent: true });
}

/**
 * The user's own change; failures go through the global reporting (errors map, 401/403). A new password ends
 * every session issued before it, this tab's too: the answer carries a fresh token, which replaces the old one
 * where it was kept (remember-me or not).
 */
export async function changeOwnPassword(app: AppCode, request: ChangeOwnPasswordRequest): Promise<ChangeOwnPasswordAnswer> {
  const answer = await apiFetch<ChangeOwnPasswordAnswer>(`/api/${app}/userschpwd`, { method: 'POST', body: request });
  if (answer.data.token) setToken(answer.data.token, isTokenRemembered());
  return answer;
}

/** Sign-in: the token is kept (for this tab, or remembered), then `onSignedIn` runs before the mutation settles. */
export function useLogin(onSignedIn: () => Promise<unknown>) {
  return useMutation({
    mutationFn: login,
    onSuccess: async (answer, request) => {
      setToken(answer.data.token, request.rememberme ?? false);
      await onSignedIn();
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** The signed-in user's own change, in the application they are in. */
export function useChangeOwnPassword(app: AppCode) {
  return useMutation({ mutationFn: (request: ChangeOwnPasswordRequest) => changeOwnPassword(app, request) });
}
