/**
 * Where a password-reset link may point. The client sends `front` (its own base URL), but a link to an
 * arbitrary site would hand the token to whoever asked for a reset of someone else's account. So `front` is
 * honoured only when its origin is listed in PASSWORD_RESET_ORIGINS (comma-separated), or, with that unset,
 * when it is a loopback origin (development). Otherwise the first listed origin is used, or a path relative
 * to the site when none is configured.
 */
export function allowedResetOrigins(env: Record<string, string | undefined> = process.env): string[] {
  return (env.PASSWORD_RESET_ORIGINS ?? '')
    .split(',')
    .map((value) => originOf(value.trim()))
    .filter((origin): origin is string => origin !== null);
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The link's base is only ever a vetted origin, rebuilt by the URL parser: nothing of the raw `front` string
 * (its path, query, line breaks, text after it) can reach the mail, where it could dress up a second,
 * hostile link next to the real token.
 */
export function resetLinkBase(front: string | undefined, allowed: string[]): string {
  const requested = front ? originOf(front) : null;
  if (requested) {
    const permitted = allowed.length ? allowed.includes(requested) : LOOPBACK.has(new URL(requested).hostname);
    if (permitted) return requested;
  }
  return allowed[0] ?? '';
}

export function resetLink(base: string, token: string, email: string): string {
  return `${base}/authentication/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}
