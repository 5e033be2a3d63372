import type { Database } from '@tutela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { derivedUuid } from '../../shared/derived-uuid';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';

export type SecretKind = 'password' | 'reset_token';

/** What the command handlers need of the secrets store (an in-memory double serves the handler specs). */
export interface SecretStore {
  keep(kind: SecretKind, userId: string, commandId: string, secretHash: string): Promise<string>;
  discard(ref: string): Promise<void>;
  resetTokenRef(userId: string, tokenHash: string): Promise<string | null>;
}

/**
 * Stores the secret, then runs the command that names it. A command the decider refuses (a wrong reset token,
 * an inactive user) appended nothing, so its row is dropped at once instead of piling up; any other failure
 * leaves the row, since the append may have happened.
 */
export async function withSecret<T>(
  secrets: SecretStore,
  secret: { kind: SecretKind; userId: string; commandId: string; secretHash: string },
  run: (ref: string) => Promise<T>,
): Promise<T> {
  const ref = await secrets.keep(secret.kind, secret.userId, secret.commandId, secret.secretHash);
  try {
    return await run(ref);
  } catch (error) {
    if (error instanceof DomainError) await secrets.discard(ref);
    throw error;
  }
}

/** The reference of the secret a command stores: derived, so a retried command finds its first row. */
export function secretRef(kind: SecretKind, commandId: string): string {
  return derivedUuid(`${commandId}:secret:${kind}`);
}

/**
 * The write side of credentials (`credential_secrets`): the handler stores the hash here first, then appends
 * an event that names it by reference. Login and the change-password check read it joined to the read model.
 */
@Injectable()
export class CredentialSecrets implements SecretStore {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The first row wins: a retry with the same command (new argon2 salt, same password) keeps the first hash. */
  async keep(kind: SecretKind, userId: string, commandId: string, secretHash: string): Promise<string> {
    const ref = secretRef(kind, commandId);
    await this.db.query(
      `INSERT INTO credential_secrets (ref, user_id, kind, secret_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (ref) DO NOTHING`,
      [ref, userId, kind, secretHash],
    );
    return ref;
  }

  async discard(ref: string): Promise<void> {
    await this.db.query('DELETE FROM credential_secrets WHERE ref = $1', [ref]);
  }

  /**
   * The reference of the user's reset token with this sha256, or null. The decider then accepts it only if it
   * is the latest link requested and not expired; the hash is of a 256-bit random token, so looking it up by
   * equality leaks nothing a timing attack could use.
   */
  async resetTokenRef(userId: string, tokenHash: string): Promise<string | null> {
    const { rows } = await this.db.query<{ ref: string }>(
      `SELECT ref FROM credential_secrets WHERE user_id = $1 AND kind = 'reset_token' AND secret_hash = $2 LIMIT 1`,
      [userId, tokenHash],
    );
    return rows[0]?.ref ?? null;
  }
}
