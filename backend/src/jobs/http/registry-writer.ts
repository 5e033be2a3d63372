import { isCustomerSide, REGISTRY_MESSAGES, scopeOf, type TenantScope } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { commandContextOf } from '../../http/command-context';
import type { CommandContext } from '../../shared/command-context';
import { DomainError } from '../../shared/domain-error';
import type { Actor } from '../../shared/event-metadata';
import { actorOf } from '../../auth/actor';

/**
 * The caller of a registry write (jobs, a worker's job, hazards, protocol): the provider's staff of the entity.
 * Customer-side roles read their company's registry but never change it, whatever their level.
 */
export function registryWriter(principal: Principal): { actor: Actor; scope: TenantScope } {
  const scope = scopeOf(principal);
  if (isCustomerSide(scope)) throw new DomainError(REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS, 'forbidden');
  return { actor: actorOf(principal), scope };
}

/** The CommandContext of a registry write: the customer side is refused first (registryWriter). */
export function registryWriteContext(principal: Principal, commandId: string, clientRevision?: number): CommandContext {
  registryWriter(principal);
  return commandContextOf(principal, commandId, { clientRevision });
}
