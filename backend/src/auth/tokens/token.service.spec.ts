import { UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey, randomUUID } from 'node:crypto';
import type { Database } from '@tutela/contracts';
import type { ResolvedAppConfig } from '../../config/app-config';
import { TokenService } from './token.service';

const SECRET = 'segreto-di-prova-lungo-abbastanza-per-hs256';

/** verify() reads neither the database nor any other setting than the secret. */
function tokenService(): TokenService {
  return new TokenService({ jwtSecret: SECRET } as ResolvedAppConfig, {} as Database);
}

/** A token signed with the server's secret, as issue() makes them, with a lifetime of our choosing. */
function signed(expiresInSeconds: number): string {
  const jwt = new JwtService({ secret: createSecretKey(Buffer.from(SECRET, 'utf8')), signOptions: { algorithm: 'HS256' } });
  return jwt.sign({ sub: 'utente-1', app: 'md', jti: randomUUID(), ims: Date.now(), rm: true }, { expiresIn: expiresInSeconds });
}

describe('TokenService.verify, with the signatures it has checked remembered', () => {
  afterEach(() => jest.restoreAllMocks());

  it('checks a token’s signature once and answers the same claims from then on', () => {
    const tokens = tokenService();
    const { token } = tokens.issue({ userId: 'utente-1', app: 'md' });
    const signatureChecks = jest.spyOn(JwtService.prototype, 'verify');
    const first = tokens.verify(token);
    const second = tokens.verify(token);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ userId: 'utente-1', app: 'md', rememberMe: false });
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once its own expiry has passed, well inside the server’s lifetime cap', () => {
    const tokens = tokenService();
    const token = signed(60);
    expect(tokens.verify(token).userId).toBe('utente-1');
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 2 * 60_000);
    expect(() => tokens.verify(token)).toThrow(UnauthorizedException);
    // Forgotten with its expiry: asked again, the signature check refuses it as well.
    const signatureChecks = jest.spyOn(JwtService.prototype, 'verify');
    expect(() => tokens.verify(token)).toThrow(UnauthorizedException);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });

  it('refuses a token that differs by one character from a remembered one', () => {
    const tokens = tokenService();
    const { token } = tokens.issue({ userId: 'utente-1', app: 'md' });
    tokens.verify(token);
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const changed = signature[0] === 'A' ? 'B' : 'A';
    const forged = `${token.slice(0, token.lastIndexOf('.') + 1)}${changed}${signature.slice(1)}`;
    expect(() => tokens.verify(forged)).toThrow(UnauthorizedException);
  });

  it('refuses a token signed with another secret', () => {
    const other = new JwtService({ secret: createSecretKey(Buffer.from('un-altro-segreto-del-tutto-diverso!!', 'utf8')) });
    const token = other.sign(
      { sub: 'utente-1', app: 'md', jti: randomUUID(), ims: Date.now(), rm: false },
      { expiresIn: 60, algorithm: 'HS256' },
    );
    expect(() => tokenService().verify(token)).toThrow(UnauthorizedException);
  });
});
