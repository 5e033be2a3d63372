import type { ChatViewer } from '@tutela/contracts';
import type { Principal } from '../auth/principal';
import { recordScopeOf } from '../shared/record-scope';

/** The caller as the chat rules see them: system administrators reach every entity, everyone else their own. */
export function chatViewerOf(principal: Principal): ChatViewer {
  const roles = new Set<string>([
    principal.role,
    ...(principal.secondRole ? [principal.secondRole] : []),
    ...principal.roles.map((grant) => grant.name),
  ]);
  return { userId: principal.userId, entityId: recordScopeOf(principal).entityId, roles: [...roles], customerIds: principal.customerIds };
}
