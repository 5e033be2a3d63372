import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey, randomUUID } from 'node:crypto';
import { HTTP_MESSAGES, isAppCode, type AppCode, type Database } from '@tutela/contracts';
import type { ResolvedAppConfig } from '../../config/app-config';
import { APP_CONFIG, DATABASE } from '../../shared/tokens';

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface IssuedToken {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

export interface TokenClaims {
  userId: string;
  app: AppCode;
  tokenId: string;
  expiresAt: Date;
  issuedAt: Date;
  /** Remember-me session (30 days) rather than a 12 h one. */
  rememberMe: boolean;
}

interface JwtPayload {
  sub?: unknown;
  app?: unknown;
  jti?: unknown;
  exp?: unknown;
  iat?: unknown;
  /** Issue time in milliseconds: `iat` has seconds only, too coarse to order a token against a password change. */
  ims?: unknown;
  /** Remember-me: which lifetime the server allows this token, whatever its `exp` says. */
  rm?: unknown;
}

/** Whether a token was logged out, and since when the user's tokens count (null: no epoch yet). */
export interface SessionState {
  revoked: boolean;
  valid_from: string | Date | null;
}

/**
 * The select list giving a SessionState, for the user id and token id in the given parameters ('$1'…): a
 * query that reads the session together with something else (the guard's principal) uses the same rule.
 */
export function sessionStateColumns(userIdParam: string, tokenIdParam: string): string {
  return `EXISTS (SELECT 1 FROM revoked_tokens WHERE token_id = ${tokenIdParam}) AS revoked,
          (SELECT valid_from FROM user_session_epochs WHERE user_id = ${userIdParam}) AS valid_from`;
}

/** Clock difference tolerated between the servers that issue and check tokens. */
const CLOCK_SKEW_MS = 60_000;

function issuedAtOf(payload: JwtPayload): number | null {
  if (typeof payload.ims === 'number' && Number.isFinite(payload.ims)) return payload.ims;
  // Tokens of earlier builds carry `iat` only.
  if (typeof payload.iat === 'number' && Number.isFinite(payload.iat)) return payload.iat * 1000;
  return null;
}

/**
 * The server's own cap on a token's life, whatever `exp` it claims: 12 h, 30 days with remember-me (tokens
 * of earlier builds, without the flag, get the longer one). A token from the future is refused too.
 */
export function withinLifetimeCap(issuedAtMs: number, expiresAtMs: number, rememberMe: unknown, nowMs: number): boolean {
  const capMs = (rememberMe === false ? SESSION_TTL_SECONDS : REMEMBER_ME_TTL_SECONDS) * 1000;
  if (issuedAtMs > nowMs + CLOCK_SKEW_MS) return false;
  if (nowMs - issuedAtMs > capMs) return false;
  return expiresAtMs - issuedAtMs <= capMs + CLOCK_SKEW_MS;
}

/**
 * Tokens whose signature has been checked, by their exact text: a client sends the same token with every request,
 * and the HMAC check with its base64 and JSON decoding was 3–15 % of the server's CPU per list request
 * (docs/performance-log.md). Only the signature is remembered: the expiry, the shape and the lifetime cap are checked
 * again on every request, and revocation is the session check's (verifyActive, the guard). A token that differs
 * by one character is another key.
 */
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Session tokens: HS256 JWTs carrying only ids (user, application, token id). Everything else about the
 * caller is reloaded on each request, so the token stays valid exactly as long as the session should.
 * Logout revokes the token id until its natural expiry.
 */
@Injectable()
export class TokenService {
  private readonly jwt: JwtService;
  private readonly verified = new Map<string, JwtPayload>();
  private readonly revokeListeners = new Set<(tokenId: string) => void>();

  constructor(
    @Inject(APP_CONFIG) config: ResolvedAppConfig,
    @Inject(DATABASE) private readonly db: Database,
  ) {
    // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a PEM public key
    // (an exception every time) on every verify, which was 6% of the CPU of a list request.
    this.jwt = new JwtService({ secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')), signOptions: { algorithm: 'HS256' } });
  }

  issue(input: { userId: string; app: AppCode; rememberMe?: boolean }): IssuedToken {
    const tokenId = randomUUID();
    const ttl = input.rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;
    const rememberMe = input.rememberMe === true;
    const token = this.jwt.sign({ sub: input.userId, app: input.app, jti: tokenId, ims: Date.now(), rm: rememberMe }, { expiresIn: ttl });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return { token, tokenId, expiresAt: new Date(exp * 1000) };
  }

  /** Signature, expiry and shape only; throws 401 for anything else. See `verifyActive` for revocation. */
  verify(token: string): TokenClaims {
    const payload = this.verified.get(token) ?? this.checkSignature(token);
    const { sub, app, jti, exp } = payload;
    const issuedAtMs = issuedAtOf(payload);
    if (typeof sub !== 'string' || !sub || !isAppCode(app) || typeof jti !== 'string' || typeof exp !== 'number' || issuedAtMs === null) {
      throw new UnauthorizedException(HTTP_MESSAGES.sessionInvalid);
    }
    const now = Date.now();
    // jsonwebtoken checks the expiry only when it checks the signature: a remembered token is checked here.
    if (exp * 1000 <= now) {
      this.verified.delete(token);
      throw new UnauthorizedException(HTTP_MESSAGES.sessionInvalid);
    }
    if (!withinLifetimeCap(issuedAtMs, exp * 1000, payload.rm, now)) throw new UnauthorizedException(HTTP_MESSAGES.sessionInvalid);
    return {
      userId: sub,
      app,
      tokenId: jti,
      expiresAt: new Date(exp * 1000),
      issuedAt: new Date(issuedAtMs),
      rememberMe: payload.rm !== false,
    };
  }

  /** The signature and expiry through jsonwebtoken, then remembered (MAX_VERIFIED_TOKENS, oldest out first). */
  private checkSignature(token: string): JwtPayload {
    let payload: JwtPayload;
    try {
      // Pinning the algorithm refuses "alg: none" and key-confusion tokens.
      payload = this.jwt.verify<JwtPayload>(token, { algorithms: ['HS256'] });
    } catch {
      throw new UnauthorizedException(HTTP_MESSAGES.sessionInvalid);
    }
    if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, payload);
    return payload;
  }

  /**
   * `verify` plus what can end a session before its expiry: logout (the revocation list) and the user's
   * session epoch (a password change, a reset or a deactivation ends every token issued before it). One query.
   */
  async verifyActive(token: string): Promise<TokenClaims> {
    const claims = this.verify(token);
    await this.assertActive(claims);
    return claims;
  }

  /** The session half of `verifyActive`, for claims already verified. */
  async assertActive(claims: TokenClaims): Promise<void> {
    const { rows } = await this.db.query<SessionState>(`SELECT ${sessionStateColumns('$2', '$1')}`, [claims.tokenId, claims.userId]);
    this.assertSessionActive(claims, rows[0]);
  }

  /** The 401 of `verifyActive` for a session state read elsewhere (the guard reads it with the principal). */
  assertSessionActive(claims: TokenClaims, { revoked, valid_from }: SessionState): void {
    if (revoked) throw new UnauthorizedException(HTTP_MESSAGES.sessionInvalid);
    if (valid_from !== null && claims.issuedAt.getTime() < new Date(valid_from).getTime()) {
      throw new UnauthorizedException(HTTP_MESSAGES.sessionInvalid);
    }
  }

  /**
   * Logout. Without `expiresAt` the row is kept for the longest token lifetime, which is always enough.
   * Rows of tokens that have expired anyway are purged here, so the table stays as small as the live sessions.
   */
  async revoke(tokenId: string, expiresAt?: Date | string): Promise<void> {
    const until = expiresAt ? new Date(expiresAt) : new Date(Date.now() + REMEMBER_ME_TTL_SECONDS * 1000);
    await this.db.query('INSERT INTO revoked_tokens (token_id, expires_at) VALUES ($1, $2) ON CONFLICT (token_id) DO NOTHING', [
      tokenId,
      until.toISOString(),
    ]);
    for (const listener of this.revokeListeners) listener(tokenId);
    await this.db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
  }

  /** Calls `listener` with the token id of every logout in this process, once the revocation is stored. */
  onRevoke(listener: (tokenId: string) => void): () => void {
    this.revokeListeners.add(listener);
    return () => this.revokeListeners.delete(listener);
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    // rows, not rowCount: PGlite reports affectedRows 0 for a SELECT.
    const { rows } = await this.db.query('SELECT 1 FROM revoked_tokens WHERE token_id = $1', [tokenId]);
    return rows.length > 0;
  }
}
