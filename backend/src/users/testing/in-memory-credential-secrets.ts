import { secretRef, type SecretKind, type SecretStore } from '../infrastructure/credential-secrets';

/** `credential_secrets` in a Map, with the same first-row-wins rule, for handler specs. */
export class InMemoryCredentialSecrets implements SecretStore {
  readonly rows = new Map<string, { userId: string; kind: SecretKind; secretHash: string }>();

  async keep(kind: SecretKind, userId: string, commandId: string, secretHash: string): Promise<string> {
    const ref = secretRef(kind, commandId);
    if (!this.rows.has(ref)) this.rows.set(ref, { userId, kind, secretHash });
    return ref;
  }

  async discard(ref: string): Promise<void> {
    this.rows.delete(ref);
  }

  async resetTokenRef(userId: string, tokenHash: string): Promise<string | null> {
    for (const [ref, row] of this.rows) {
      if (row.userId === userId && row.kind === 'reset_token' && row.secretHash === tokenHash) return ref;
    }
    return null;
  }

  /** The hash a reference names (what login reads through the join). */
  hashOf(ref: unknown): string | undefined {
    return typeof ref === 'string' ? this.rows.get(ref)?.secretHash : undefined;
  }
}
