import type { UserEvent } from '@tutela/contracts';
import { deciderSpec } from '../testing/decider-specification';
import { ALL_ENTITIES, scopedUserDecider } from './user-admin-scope';
import { userDecider } from './user.decider';

const created: UserEvent = {
  type: 'UserCreated',
  data: {
    userId: 'u1',
    entityId: 'e1',
    email: 'a@b.it',
    firstName: 'A',
    lastName: 'B',
    passwordHash: 'h',
    passwordExpiresAt: null,
    mustChangePassword: false,
  },
};
const sysadmin: UserEvent = {
  type: 'UserRoleGranted',
  data: { grantId: 'g0', role: 'system_administrator', customerId: null, factoryId: null },
};
const grant = (role: string) => ({ type: 'GrantUserRole' as const, grantId: 'g1', role, customerId: null, factoryId: null, app: null });

describe('administrator scope', () => {
  const entityAdmin = deciderSpec(scopedUserDecider(userDecider, { kind: 'entity', entityId: 'e1' }));
  const otherEntityAdmin = deciderSpec(scopedUserDecider(userDecider, { kind: 'entity', entityId: 'e2' }));
  const systemAdmin = deciderSpec(scopedUserDecider(userDecider, ALL_ENTITIES));

  it('lets an entity administrator manage users of their entity only', () => {
    entityAdmin
      .given([created])
      .when(grant('doctor'))
      .then([{ type: 'UserRoleGranted', data: { grantId: 'g1', role: 'doctor', customerId: null, factoryId: null, app: null } }]);
    otherEntityAdmin.given([created]).when(grant('doctor')).thenFails('not_found');
    otherEntityAdmin
      .given([])
      .when({ type: 'CreateUser', ...created.data } as never)
      .thenFails('not_found');
  });

  it('keeps the system administrator role and its holders to system administrators', () => {
    entityAdmin.given([created]).when(grant('system_administrator')).thenFails('forbidden');
    entityAdmin.given([created, sysadmin]).when({ type: 'DeactivateUser', reason: null }).thenFails('forbidden');
    systemAdmin
      .given([created])
      .when(grant('system_administrator'))
      .then([
        { type: 'UserRoleGranted', data: { grantId: 'g1', role: 'system_administrator', customerId: null, factoryId: null, app: null } },
      ]);
    systemAdmin
      .given([created, sysadmin])
      .when({ type: 'DeactivateUser', reason: null })
      .then([{ type: 'UserDeactivated', data: { reason: null } }]);
  });
});
