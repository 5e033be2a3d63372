import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  /**
   * Verifies against `storedHash`, or against a throw-away hash when the account does not exist, so an unknown
   * e-mail costs the same time as a wrong password and the answer reveals nothing.
   */
  async verify(storedHash: string | null, password: string): Promise<boolean> {
    const target = storedHash ?? (await this.dummyHash());
    try {
      const ok = await verify(target, password);
      return storedHash !== null && ok;
    } catch {
      // A malformed stored hash is a failed login, not a server error.
      return false;
    }
  }

  /** A password nobody knows, for accounts whose first password is set by the user (must change). */
  randomPassword(): string {
    return `${randomBytes(24).toString('base64url')}aA1!`;
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= hash(randomBytes(32).toString('hex'), OPTIONS);
    return this.dummy;
  }
}
