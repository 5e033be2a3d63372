import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What the examination route's key carries: the worker and the visit's time key. */
export interface ExaminationKeyPayload {
  workerId: string;
  timeKey: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key of `examination/1/{key}`: AES-256-GCM over the worker id and time key, with a key derived (HKDF) from the
 * server secret and a purpose label, so the token's signing key is never used as is for encryption. GCM's tag
 * makes it tamper-evident: a changed byte fails to open (then the route answers 404), and without the secret
 * nobody can make a key for another worker.
 */
export class ExaminationKeyCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'tutela', 'examination-route-key', 32));
  }

  seal(payload: ExaminationKeyPayload): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify([payload.workerId, payload.timeKey]), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The payload, or null for a key that was not made here or was altered. */
  open(key: string): ExaminationKeyPayload | null {
    if (!/^[A-Za-z0-9_-]{40,400}$/.test(key)) return null;
    const raw = Buffer.from(key, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((part) => typeof part === 'string')) return null;
      return { workerId: parsed[0] as string, timeKey: parsed[1] as string };
    } catch {
      return null;
    }
  }
}
