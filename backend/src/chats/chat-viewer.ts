import { type ChatViewer, scopeOf } from '@tutela/contracts';
import type { Principal } from '../auth/principal';

/** The caller as the chat rules see them: system administrators reach every entity, everyone else their own. */
export function chatViewerOf(principal: Principal): ChatViewer {
  const roles = new Set<string>([
    principal.role,
    ...(principal.secondRole ? [principal.secondRole] : []),
    ...principal.roles.map((grant) => grant.name),
  ]);
  return { userId: principal.userId, entityId: scopeOf(principal).entityId, roles: [...roles], customerIds: principal.customerIds };
}
