import type { Principal } from '../auth/principal';
import type { CommandContext } from '../shared/command-context';
import { recordScopeOf } from '../shared/record-scope';
import { actorOf } from '../users/user-actor';

/** The CommandContext of a request, from its authenticated caller and its command id (see @CommandId). */
export function commandContextOf(
  principal: Principal,
  commandId: string,
  extra: Pick<CommandContext, 'clientRevision' | 'idempotencyKey'> = {},
): CommandContext {
  return { actor: actorOf(principal), scope: recordScopeOf(principal), commandId, ...extra };
}
