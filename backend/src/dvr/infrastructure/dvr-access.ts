import { HISTORY_MIN_LEVEL, isCustomerSide, scopeOf } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import type { DvrActor } from '../domain/dvr-commands';

/** The caller as the DVR rules see it: the level of the request's application and whether they are customer-side. */
export function dvrActorOf(principal: Principal): DvrActor {
  return {
    id: principal.userId,
    name: principal.name,
    role: principal.role,
    level: principal.level,
    customerSide: isCustomerSide(scopeOf(principal)),
  };
}

/** A DVR's history ("Cronologia"): the provider's auditors, as for every other record. */
export function mayReadDvrHistory(principal: Principal): boolean {
  const actor = dvrActorOf(principal);
  return !actor.customerSide && actor.level >= HISTORY_MIN_LEVEL;
}
