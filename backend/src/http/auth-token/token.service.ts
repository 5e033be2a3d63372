import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { isAppCode, type AppCode } from '@tutela/contracts';
import type { Database } from '@tutela/projections';
import type { ResolvedAppConfig } from '../../config/app-config';
import { APP_CONFIG, DATABASE } from '../../shared/tokens';
import { HTTP_MESSAGES } from '../http-messages';

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
}

interface JwtPayload {
  sub?: unknown;
  app?: unknown;
  jti?: unknown;
  exp?: unknown;
}

/**
 * Session tokens: HS256 JWTs carrying only ids (user, application, token id). Everything else about the
 * caller is reloaded on each request, so the token stays valid exactly as long as the session should.
 * Logout revokes the token id until its natural expiry.
 */
@Injectable()
export class TokenService {
  private readonly jwt: JwtService;

  constructor(
    @Inject(APP_CONFIG) config: ResolvedAppConfig,
    @Inject(DATABASE) private readonly db: Database,
  ) {
    this.jwt = new JwtService({ secret: config.jwtSecret, signOptions: { algorithm: 'HS256' } });
  }

  issue(input: { userId: string; app: AppCode; rememberMe?: boolean }): IssuedToken {
    const tokenId = randomUUID();
    const ttl = input.rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;
    const token = this.jwt.sign({ sub: input.userId, app: input.app, jti: tokenId }, { expiresIn: ttl });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return { token, tokenId, expiresAt: new Date(exp * 1000) };
  }

  /** Signature, expiry and shape only; throws 401 for anything else. See `verifyActive` for revocation. */
  verify(token: string): TokenClaims {
    let payload: JwtPayload;
    try {
      // Pinning the algorithm refuses "alg: none" and key-confusion tokens.
      payload = this.jwt.verify<JwtPayload>(token, { algorithms: ['HS256'] });
    } catch {
      throw new UnauthorizedException(HTTP_MESSAGES.sessionInvalid);
    }
    const { sub, app, jti, exp } = payload;
    if (typeof sub !== 'string' || !sub || !isAppCode(app) || typeof jti !== 'string' || typeof exp !== 'number') {
      throw new UnauthorizedException(HTTP_MESSAGES.sessionInvalid);
    }
    return { userId: sub, app, tokenId: jti, expiresAt: new Date(exp * 1000) };
  }

  /** `verify` plus the revocation list: what the guard uses. */
  async verifyActive(token: string): Promise<TokenClaims> {
    const claims = this.verify(token);
    if (await this.isRevoked(claims.tokenId)) throw new UnauthorizedException(HTTP_MESSAGES.sessionInvalid);
    return claims;
  }

  /**
   * Logout. Without `expiresAt` the row is kept for the longest token lifetime, which is always enough.
   * Rows of tokens that have expired anyway are purged here, so the table stays as small as the live sessions.
   */
  async revoke(tokenId: string, expiresAt?: Date | string): Promise<void> {
    const until = expiresAt ? new Date(expiresAt) : new Date(Date.now() + REMEMBER_ME_TTL_SECONDS * 1000);
    await this.db.query(
      'INSERT INTO revoked_tokens (token_id, expires_at) VALUES ($1, $2) ON CONFLICT (token_id) DO NOTHING',
      [tokenId, until.toISOString()],
    );
    await this.db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    // rows, not rowCount: PGlite reports affectedRows 0 for a SELECT.
    const { rows } = await this.db.query('SELECT 1 FROM revoked_tokens WHERE token_id = $1', [tokenId]);
    return rows.length > 0;
  }
}
