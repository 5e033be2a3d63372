/**
 * The bearer token. "Ricordami" keeps it in localStorage (survives the browser); otherwise it lives in
 * sessionStorage and ends with the tab, which is what an unticked "remember me" promises.
 */
const TOKEN_KEY = 'token';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string, remember: boolean): void {
  clearToken();
  (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
}

/** True when the token is in localStorage, so a storage wipe (application switch) can put it back. */
export function isTokenRemembered(): boolean {
  return localStorage.getItem(TOKEN_KEY) !== null;
}
