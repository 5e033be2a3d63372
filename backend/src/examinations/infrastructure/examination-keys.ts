import { Inject, Injectable } from '@nestjs/common';
import { EXAMINATION_MESSAGES } from '@tutela/contracts';
import type { ResolvedAppConfig } from '../../config/app-config';
import { DomainError } from '../../shared/domain-error';
import { APP_CONFIG } from '../../shared/tokens';
import { ExaminationKeyCipher, type ExaminationKeyPayload } from './examination-key';

/** The examination route's keys, with the cipher keyed from this server's secret. */
@Injectable()
export class ExaminationKeys {
  private readonly cipher: ExaminationKeyCipher;

  constructor(@Inject(APP_CONFIG) config: ResolvedAppConfig) {
    this.cipher = new ExaminationKeyCipher(config.jwtSecret);
  }

  seal(workerId: string, timeKey: string): string {
    return this.cipher.seal({ workerId, timeKey });
  }

  /** The payload, or 404 'Collegamento alla visita non valido'. */
  open(key: string): ExaminationKeyPayload {
    const payload = this.cipher.open(key);
    if (!payload) throw new DomainError(EXAMINATION_MESSAGES.KEY_INVALID, 'not_found');
    return payload;
  }
}
