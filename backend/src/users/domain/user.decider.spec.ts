import { USER_MESSAGES, type UserEvent } from '@tutela/contracts';
import { deciderSpec } from '../testing/decider-specification';
import type { CreateUser } from './user-commands';
import { userDecider } from './user.decider';

const spec = deciderSpec(userDecider);

const create: CreateUser = {
  type: 'CreateUser',
  userId: 'u1',
  entityId: 'e1',
  email: '  Mario.Rossi@Example.IT ',
  firstName: ' Mario ',
  lastName: 'Rossi',
  passwordRef: 'p-1',
  passwordExpiresAt: '2030-01-01T00:00:00.000Z',
  mustChangePassword: false,
};

const created: UserEvent = {
  type: 'UserCreated',
  data: {
    userId: 'u1',
    entityId: 'e1',
    email: 'mario.rossi@example.it',
    firstName: 'Mario',
    lastName: 'Rossi',
    phone: null,
    isMirEnabled: false,
    staffRoles: [],
    customerSettings: null,
    passwordRef: 'p-1',
    passwordExpiresAt: '2030-01-01T00:00:00.000Z',
    mustChangePassword: false,
  },
};
const doctorGrant: UserEvent = {
  type: 'UserRoleGranted',
  data: { grantId: 'g1', role: 'doctor', customerId: null, factoryId: null, app: null },
};
const deactivated: UserEvent = { type: 'UserDeactivated', data: { reason: null } };
const resetRequested: UserEvent = {
  type: 'UserPasswordResetRequested',
  data: { tokenRef: 't-1', expiresAt: '2025-01-01T11:00:00.000Z', app: 'md' },
};
/** As stored before secrets left the log: the sha256 of the token in the event itself. */
const oldResetRequested: UserEvent = {
  type: 'UserPasswordResetRequested',
  data: { tokenHash: 'abc123', expiresAt: '2025-01-01T11:00:00.000Z', app: 'md' },
};

describe('user decider', () => {
  describe('create', () => {
    it('records the user with a normalized e-mail and trimmed names', () => {
      spec.given([]).when(create).then([created]);
    });
    it('refuses a second creation on the same stream', () => {
      spec.given([created]).when(create).thenFails('conflict', USER_MESSAGES.USER_ALREADY_EXISTS);
    });
    it('refuses an invalid e-mail and empty names', () => {
      spec
        .given([])
        .when({ ...create, email: 'not-an-email' })
        .thenFails('validation', 'Email non valida', 'email');
      spec
        .given([])
        .when({ ...create, lastName: '  ' })
        .thenFails('validation', undefined, 'last_name');
    });
  });

  describe('update profile', () => {
    it('records only the fields that change', () => {
      spec
        .given([created])
        .when({ type: 'UpdateUserProfile', changes: { firstName: 'Mario', lastName: 'Bianchi', email: 'MARIO.ROSSI@example.it' } })
        .then([{ type: 'UserUpdated', data: { lastName: 'Bianchi' } }]);
    });
    it('appends nothing when nothing changes', () => {
      spec
        .given([created])
        .when({ type: 'UpdateUserProfile', changes: { firstName: 'Mario' } })
        .thenNothing();
    });
    it('answers not found for an unknown user', () => {
      spec
        .given([])
        .when({ type: 'UpdateUserProfile', changes: { firstName: 'X' } })
        .thenFails('not_found');
    });
  });

  describe('grant role', () => {
    const grant = { type: 'GrantUserRole' as const, grantId: 'g1', role: 'doctor', customerId: null, factoryId: null, app: null };
    it('grants a staff role', () => {
      spec.given([created]).when(grant).then([doctorGrant]);
    });
    it('is a no-op when the same grant is retried', () => {
      spec.given([created, doctorGrant]).when(grant).thenNothing();
    });
    it('refuses the same grant id with different content', () => {
      spec
        .given([created, doctorGrant])
        .when({ ...grant, role: 'nurse' })
        .thenFails('conflict');
    });
    it('refuses the same role and pivot twice under another id', () => {
      spec
        .given([created, doctorGrant])
        .when({ ...grant, grantId: 'g2' })
        .thenFails('validation', USER_MESSAGES.ROLE_ALREADY_GRANTED);
    });
    it('requires a customer pivot for customer-type roles', () => {
      spec
        .given([created])
        .when({ ...grant, role: 'RSPP' })
        .thenFails('validation', USER_MESSAGES.ROLE_NEEDS_CUSTOMER, 'customer_id');
      spec
        .given([created])
        .when({ ...grant, role: 'RSPP', customerId: 'c1', factoryId: 'f1' })
        .then([{ type: 'UserRoleGranted', data: { grantId: 'g1', role: 'RSPP', customerId: 'c1', factoryId: 'f1', app: null } }]);
    });
    it('refuses a factory without its customer, an unknown role and an unknown app', () => {
      spec
        .given([created])
        .when({ ...grant, factoryId: 'f1' })
        .thenFails('validation', undefined, 'factory_id');
      spec
        .given([created])
        .when({ ...grant, role: 'pope' })
        .thenFails('validation', USER_MESSAGES.ROLE_UNKNOWN, 'role');
      spec
        .given([created])
        .when({ ...grant, app: 'xx' as never })
        .thenFails('validation', undefined, 'app');
    });
    it('refuses to grant roles to an inactive user', () => {
      spec.given([created, deactivated]).when(grant).thenFails('validation', USER_MESSAGES.ROLE_GRANT_INACTIVE);
    });
  });

  describe('revoke role', () => {
    it('revokes an existing grant', () => {
      spec
        .given([created, doctorGrant])
        .when({ type: 'RevokeUserRole', grantId: 'g1' })
        .then([{ type: 'UserRoleRevoked', data: { grantId: 'g1' } }]);
    });
    it('refuses an unknown or already revoked grant', () => {
      spec.given([created]).when({ type: 'RevokeUserRole', grantId: 'g1' }).thenFails('not_found', USER_MESSAGES.ROLE_GRANT_NOT_FOUND);
      spec
        .given([created, doctorGrant, { type: 'UserRoleRevoked', data: { grantId: 'g1' } }])
        .when({ type: 'RevokeUserRole', grantId: 'g1' })
        .thenFails('not_found');
    });
  });

  describe('deactivate and reactivate', () => {
    it('deactivates an active user once', () => {
      spec.given([created]).when({ type: 'DeactivateUser', reason: null }).then([deactivated]);
      spec
        .given([created, deactivated])
        .when({ type: 'DeactivateUser', reason: null })
        .thenFails('conflict', USER_MESSAGES.USER_ALREADY_INACTIVE);
    });
    it('reactivates an inactive user only', () => {
      spec
        .given([created, deactivated])
        .when({ type: 'ReactivateUser' })
        .then([{ type: 'UserReactivated', data: {} }]);
      spec.given([created]).when({ type: 'ReactivateUser' }).thenFails('conflict', USER_MESSAGES.USER_ALREADY_ACTIVE);
    });
  });

  describe('passwords', () => {
    const change = {
      type: 'ChangePassword' as const,
      via: 'self' as const,
      passwordRef: 'p-2',
      passwordExpiresAt: '2031-01-01T00:00:00.000Z',
    };
    it('changes the password of an active user', () => {
      spec
        .given([created])
        .when(change)
        .then([{ type: 'UserPasswordChanged', data: { passwordRef: 'p-2', passwordExpiresAt: '2031-01-01T00:00:00.000Z', via: 'self' } }]);
    });
    it('refuses password changes and reset requests for an inactive user', () => {
      spec.given([created, deactivated]).when(change).thenFails('validation', USER_MESSAGES.USER_INACTIVE);
      spec
        .given([created, deactivated])
        .when({ type: 'RequestPasswordReset', tokenRef: 't', expiresAt: '2025-01-01T00:00:00Z', app: null })
        .thenFails('validation');
    });
    it('forces a change once', () => {
      const forced: UserEvent = { type: 'UserPasswordChangeForced', data: { reason: null } };
      spec.given([created]).when({ type: 'ForcePasswordChange', reason: null }).then([forced]);
      spec.given([created, forced]).when({ type: 'ForcePasswordChange', reason: null }).thenFails('conflict');
      // A change clears the obligation, so it can be forced again.
      spec
        .given([created, forced, { type: 'UserPasswordChanged', data: { ...change, via: 'self' } }])
        .when({ type: 'ForcePasswordChange', reason: null })
        .then([forced]);
    });

    const reset = {
      type: 'ResetPassword' as const,
      tokenRef: 't-1',
      tokenHash: 'abc123',
      now: '2025-01-01T10:30:00.000Z',
      passwordRef: 'p-3',
      passwordExpiresAt: null,
    };
    it('resets with the latest valid token', () => {
      spec
        .given([created, resetRequested])
        .when(reset)
        .then([{ type: 'UserPasswordChanged', data: { passwordRef: 'p-3', passwordExpiresAt: null, via: 'reset' } }]);
    });
    it('still accepts a link requested before tokens left the log (its hash in the event), and only by that hash', () => {
      const changed: UserEvent = { type: 'UserPasswordChanged', data: { passwordRef: 'p-3', passwordExpiresAt: null, via: 'reset' } };
      spec
        .given([created, oldResetRequested])
        .when({ ...reset, tokenRef: null })
        .then([changed]);
      spec
        .given([created, oldResetRequested])
        .when({ ...reset, tokenHash: 'abc124' })
        .thenFails('validation', USER_MESSAGES.RESET_TOKEN_INVALID);
    });
    it('folds old-style events that carry the password hash like new ones', () => {
      const oldCreated: UserEvent = {
        type: 'UserCreated',
        data: { ...created.data, passwordRef: undefined, passwordHash: '$argon2id$old' },
      } as UserEvent;
      spec
        .given([
          oldCreated,
          { type: 'UserPasswordChanged', data: { passwordHash: '$argon2id$old2', passwordExpiresAt: null, via: 'self' } },
        ])
        .when(change)
        .then([{ type: 'UserPasswordChanged', data: { passwordRef: 'p-2', passwordExpiresAt: '2031-01-01T00:00:00.000Z', via: 'self' } }]);
    });
    it('refuses a wrong, expired, used or superseded token with the same message', () => {
      const invalid = USER_MESSAGES.RESET_TOKEN_INVALID;
      spec
        .given([created, resetRequested])
        .when({ ...reset, tokenRef: null })
        .thenFails('validation', invalid, 'token');
      // The hash counts only for an old-style link: with a reference, a matching hash alone is not enough.
      spec
        .given([created, resetRequested])
        .when({ ...reset, tokenRef: 't-0' })
        .thenFails('validation', invalid, 'token');
      spec
        .given([created, resetRequested])
        .when({ ...reset, now: '2025-01-01T11:00:00.000Z' })
        .thenFails('validation', invalid);
      const used: UserEvent = { type: 'UserPasswordChanged', data: { passwordRef: 'p-3', passwordExpiresAt: null, via: 'reset' } };
      spec.given([created, resetRequested, used]).when(reset).thenFails('validation', invalid);
      const newer: UserEvent = { type: 'UserPasswordResetRequested', data: { tokenRef: 't-2', expiresAt: '2025-01-01T12:00:00.000Z' } };
      spec.given([created, resetRequested, newer]).when(reset).thenFails('validation', invalid);
      spec.given([]).when(reset).thenFails('validation', invalid);
      spec.given([created, resetRequested, deactivated]).when(reset).thenFails('validation', invalid);
    });
  });
});
