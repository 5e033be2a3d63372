import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@tutela/contracts';
import { DATABASE } from '../../shared/tokens';

/** Attachment bytes, content-addressed: the key is the SHA-256 of the bytes, so a second upload stores nothing. */
@Injectable()
export class FileStore {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async put(bytes: Buffer): Promise<string> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await this.db.query('INSERT INTO files (sha256, bytes, size) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING', [
      sha256,
      bytes,
      bytes.length,
    ]);
    return sha256;
  }

  async get(sha256: string): Promise<Buffer | null> {
    const { rows } = await this.db.query<{ bytes: Uint8Array }>('SELECT bytes FROM files WHERE sha256 = $1', [sha256]);
    return rows[0] ? Buffer.from(rows[0].bytes) : null;
  }
}
