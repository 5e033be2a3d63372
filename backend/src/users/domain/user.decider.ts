import {
  CUSTOMER_ROLE_NAMES,
  MESSAGES,
  USER_MESSAGES,
  isAppCode,
  isRoleName,
  type UserEvent,
  type UserProfile,
  type UserUpdatedData,
} from '@tutela/contracts';
import type { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { CreateUser, GrantUserRole, ResetPassword, UpdateUserProfile, UserCommand } from './user-commands';
import { constantTimeEqual, isValidEmail, normalizeEmail } from './email';
import { evolveUser, initialUserState, type ExistingUser, type UserState } from './user-state';

type Existing = Extract<UserState, { status: 'active' | 'inactive' }>;
type Active = Extract<UserState, { status: 'active' }>;

function notFound(): DomainError {
  return new DomainError(USER_MESSAGES.USER_NOT_FOUND, 'not_found');
}

function requireExisting(state: UserState): Existing {
  if (state.status === 'absent') throw notFound();
  return state;
}

function requireActive(state: UserState, message: string = USER_MESSAGES.USER_INACTIVE): Active {
  const user = requireExisting(state);
  if (user.status !== 'active') throw new DomainError(message, 'validation');
  return user;
}

function requireName(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw DomainError.validation(field, USER_MESSAGES.NAME_REQUIRED);
  return trimmed;
}

function requireEmail(value: string): string {
  const email = normalizeEmail(value);
  if (!isValidEmail(email)) throw DomainError.validation('email', MESSAGES.INVALID_EMAIL);
  return email;
}

function createUser(command: CreateUser, state: UserState): UserEvent[] {
  if (state.status !== 'absent') throw new DomainError(USER_MESSAGES.USER_ALREADY_EXISTS, 'conflict');
  return [
    {
      type: 'UserCreated',
      data: {
        userId: command.userId,
        entityId: command.entityId,
        email: requireEmail(command.email),
        firstName: requireName('first_name', command.firstName),
        lastName: requireName('last_name', command.lastName),
        phone: command.phone?.trim() || null,
        isMirEnabled: command.isMirEnabled ?? false,
        staffRoles: command.staffRoles ?? [],
        customerSettings: command.customerSettings ?? null,
        passwordRef: command.passwordRef,
        passwordExpiresAt: command.passwordExpiresAt,
        mustChangePassword: command.mustChangePassword,
      },
    },
  ];
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only the fields that really change are recorded, so the activity log never shows empty edits. */
function updateProfile(command: UpdateUserProfile, state: UserState): UserEvent[] {
  const user = requireExisting(state);
  const c = command.changes;
  const next: Partial<UserProfile> = {
    ...(c.email !== undefined && { email: requireEmail(c.email) }),
    ...(c.firstName !== undefined && { firstName: requireName('first_name', c.firstName) }),
    ...(c.lastName !== undefined && { lastName: requireName('last_name', c.lastName) }),
    ...(c.phone !== undefined && { phone: c.phone?.trim() || null }),
    ...(c.isMirEnabled !== undefined && { isMirEnabled: c.isMirEnabled }),
    ...(c.staffRoles !== undefined && { staffRoles: c.staffRoles }),
    ...(c.customerSettings !== undefined && { customerSettings: c.customerSettings ?? null }),
  };
  const current: ExistingUser = user;
  const changed: UserUpdatedData = {};
  for (const key of Object.keys(next) as (keyof UserProfile)[]) {
    if (!sameJson(next[key], current[key])) Object.assign(changed, { [key]: next[key] });
  }
  return Object.keys(changed).length ? [{ type: 'UserUpdated', data: changed }] : [];
}

function grantRole(command: GrantUserRole, state: UserState): UserEvent[] {
  const user = requireActive(state, USER_MESSAGES.ROLE_GRANT_INACTIVE);
  if (!isRoleName(command.role)) throw DomainError.validation('role', USER_MESSAGES.ROLE_UNKNOWN);
  if (command.app !== null && !isAppCode(command.app)) throw DomainError.validation('app', 'Applicazione non valida');
  if (CUSTOMER_ROLE_NAMES.includes(command.role) && !command.customerId) {
    throw DomainError.validation('customer_id', USER_MESSAGES.ROLE_NEEDS_CUSTOMER);
  }
  if (command.factoryId && !command.customerId) {
    throw DomainError.validation('factory_id', USER_MESSAGES.FACTORY_NEEDS_CUSTOMER);
  }
  const grant = {
    grantId: command.grantId,
    role: command.role,
    customerId: command.customerId ?? null,
    factoryId: command.factoryId ?? null,
    app: command.app ?? null,
  };
  const sameGrant = (g: typeof grant) =>
    g.role === grant.role && g.customerId === grant.customerId && g.factoryId === grant.factoryId && g.app === grant.app;
  const existing = user.grants.find((g) => g.grantId === grant.grantId);
  if (existing) {
    // A retried grant (same id, same content) changes nothing; the same id reused for something else is a bug.
    if (sameGrant(existing)) return [];
    throw new DomainError(USER_MESSAGES.ROLE_GRANT_CONFLICT, 'conflict');
  }
  if (user.grants.some(sameGrant)) throw DomainError.validation('role', USER_MESSAGES.ROLE_ALREADY_GRANTED);
  return [{ type: 'UserRoleGranted', data: grant }];
}

function resetPassword(command: ResetPassword, state: UserState): UserEvent[] {
  const invalid = () => DomainError.validation('token', USER_MESSAGES.RESET_TOKEN_INVALID);
  // The same answer for a missing, inactive or wrong-token user: a reset link must not reveal anything.
  if (state.status !== 'active' || !state.pendingReset) throw invalid();
  const pending = state.pendingReset;
  const matches = 'tokenRef' in pending ? command.tokenRef === pending.tokenRef : constantTimeEqual(pending.tokenHash, command.tokenHash);
  if (!matches) throw invalid();
  if (Date.parse(command.now) >= Date.parse(pending.expiresAt)) throw invalid();
  return [
    {
      type: 'UserPasswordChanged',
      data: { passwordRef: command.passwordRef, passwordExpiresAt: command.passwordExpiresAt, via: 'reset' },
    },
  ];
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'CreateUser':
      return createUser(command, state);
    case 'UpdateUserProfile':
      return updateProfile(command, state);
    case 'GrantUserRole':
      return grantRole(command, state);
    case 'RevokeUserRole': {
      const user = requireExisting(state);
      if (!user.grants.some((g) => g.grantId === command.grantId)) {
        throw new DomainError(USER_MESSAGES.ROLE_GRANT_NOT_FOUND, 'not_found');
      }
      return [{ type: 'UserRoleRevoked', data: { grantId: command.grantId } }];
    }
    case 'DeactivateUser': {
      const user = requireExisting(state);
      if (user.status === 'inactive') throw new DomainError(USER_MESSAGES.USER_ALREADY_INACTIVE, 'conflict');
      return [{ type: 'UserDeactivated', data: { reason: command.reason } }];
    }
    case 'ReactivateUser': {
      const user = requireExisting(state);
      if (user.status === 'active') throw new DomainError(USER_MESSAGES.USER_ALREADY_ACTIVE, 'conflict');
      return [{ type: 'UserReactivated', data: {} }];
    }
    case 'ForcePasswordChange': {
      const user = requireExisting(state);
      if (user.mustChangePassword) throw new DomainError(USER_MESSAGES.PASSWORD_CHANGE_ALREADY_FORCED, 'conflict');
      return [{ type: 'UserPasswordChangeForced', data: { reason: command.reason } }];
    }
    case 'ChangePassword':
      requireActive(state);
      return [
        {
          type: 'UserPasswordChanged',
          data: { passwordRef: command.passwordRef, passwordExpiresAt: command.passwordExpiresAt, via: command.via },
        },
      ];
    case 'RequestPasswordReset':
      requireActive(state);
      return [
        {
          type: 'UserPasswordResetRequested',
          data: { tokenRef: command.tokenRef, expiresAt: command.expiresAt, app: command.app },
        },
      ];
    case 'ResetPassword':
      return resetPassword(command, state);
    default: {
      const unknownCommand: never = command;
      throw new Error(`Comando sconosciuto: ${JSON.stringify(unknownCommand)}`);
    }
  }
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};

export const userStream = (userId: string) => `user-${userId}`;
