import { DVR_MESSAGES, DVR_READ_MIN_LEVEL, DVR_REOPEN_MIN_LEVEL, DVR_SIGN_MIN_LEVEL, DVR_WRITE_MIN_LEVEL } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import type { DvrActor } from './dvr-commands';

type Who = Pick<DvrActor, 'level' | 'customerSide'>;

/** Provider staff from the write level: customer-side roles (RSPP, customer…) only read their company's DVRs. */
export const canWriteDvr = (who: Who) => !who.customerSide && who.level >= DVR_WRITE_MIN_LEVEL;
export const canSignDvr = (who: Who) => canWriteDvr(who) && who.level >= DVR_SIGN_MIN_LEVEL;
export const canReopenDvr = (who: Who) => canWriteDvr(who) && who.level >= DVR_REOPEN_MIN_LEVEL;
export const canReadDvr = (who: Who) => who.level >= DVR_READ_MIN_LEVEL;

export function assertCanWrite(who: Who): void {
  if (!canWriteDvr(who)) throw new DomainError(DVR_MESSAGES.WRITE_FORBIDDEN, 'forbidden');
}
