import type { AppCode, RoleName } from '@tutela/contracts';
import type { Principal } from '../auth/principal';
import { DEMO_ENTITY, DEMO_USERS, demoId } from './demo-data';

/**
 * The demo user of a role as a signed-in principal of an application: the demo seeds go through the same commands
 * and rules a person would (the visits as the doctor, the DVRs as the safety consultant).
 */
export function demoPrincipal(role: RoleName, app: AppCode, level: number): Principal {
  const user = DEMO_USERS.find((candidate) => candidate.role === role)!;
  const userId = demoId(`user:${user.key}`);
  return {
    userId,
    entityId: DEMO_ENTITY.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    roles: [{ grantId: `${userId}:${role}`, name: role, customerId: null, factoryId: null }],
    app,
    level,
    role,
    secondRole: null,
    customerIds: [],
    factoryIds: [],
    passwordExpired: false,
    mustChangePassword: false,
    tokenId: 'demo-seed',
  };
}
