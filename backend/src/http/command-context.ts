import { scopeOf } from '@tutela/contracts';
import type { Principal } from '../auth/principal';
import type { CommandContext } from '../shared/command-context';
import { actorOf } from '../auth/actor';

/** The CommandContext of a request, from its authenticated caller and its command id (see @CommandId). */
export function commandContextOf(
  principal: Principal,
  commandId: string,
  extra: Pick<CommandContext, 'clientRevision' | 'idempotencyKey'> = {},
): CommandContext {
  return { actor: actorOf(principal), scope: scopeOf(principal), commandId, ...extra };
}
