import type { AppCode, RoleName } from '../auth/roles';

/**
 * Events of a `user-<uuid>` stream. They carry no secret: a password or reset token is a reference (`passwordRef`,
 * `tokenRef`) to a row of the write-side `credential_secrets` table, written by the same command. The log is
 * immutable and relayed to other systems, so a hash stored in it could never be withdrawn.
 *
 * Events written before that carry the hash itself (`passwordHash`, `tokenHash`): they stay readable (the
 * decider and the projector accept both shapes) and leave the store only through `redactSecrets`.
 */

/** Per-user settings of a customer-side account (spec part 1 §3 user_customer). */
export interface UserCustomerSettings {
  /** Access level for customer-type roles: 2 (SILVER) or 3 (GOLD). */
  level: number | null;
  level_md: number | null;
  level_fr: number | null;
  factories_id: string[];
  is_self_manage_workers_enabled: boolean;
}

export interface UserProfile {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  isMirEnabled?: boolean;
  staffRoles?: string[];
  customerSettings?: UserCustomerSettings | null;
}

export interface UserCreatedData extends UserProfile {
  userId: string;
  entityId: string;
  /** Reference of the password's row in `credential_secrets`. */
  passwordRef?: string;
  /** @deprecated old events only: the argon2id hash itself. */
  passwordHash?: string;
  /** ISO date after which the password must be changed (null: never expires). */
  passwordExpiresAt: string | null;
  mustChangePassword: boolean;
}

export type UserUpdatedData = Partial<UserProfile>;

export interface UserRoleGrantedData {
  /** Id of this grant (a role can be granted several times with different pivots). */
  grantId: string;
  role: RoleName;
  customerId: string | null;
  factoryId: string | null;
  /** Application this grant is limited to, when it is. */
  app?: AppCode | null;
}

export interface UserRoleRevokedData {
  grantId: string;
}

export interface UserDeactivatedData {
  reason?: string | null;
}

export type UserReactivatedData = Record<string, never>;

export interface UserPasswordChangedData {
  /** Reference of the new password's row in `credential_secrets`. */
  passwordRef?: string;
  /** @deprecated old events only: the argon2id hash itself. */
  passwordHash?: string;
  passwordExpiresAt: string | null;
  /** 'self' when the user changed it, 'reset' through the e-mail link, 'admin' when set by an administrator. */
  via: 'self' | 'reset' | 'admin';
}

export interface UserPasswordChangeForcedData {
  reason?: string | null;
}

export interface UserPasswordResetRequestedData {
  /** Reference of the token's row in `credential_secrets` (which holds its sha256; the token is never stored). */
  tokenRef?: string;
  /** @deprecated old events only: the sha256 of the token itself. */
  tokenHash?: string;
  expiresAt: string;
  app?: AppCode | null;
}

export interface UserEventMap {
  UserCreated: UserCreatedData;
  UserUpdated: UserUpdatedData;
  UserRoleGranted: UserRoleGrantedData;
  UserRoleRevoked: UserRoleRevokedData;
  UserDeactivated: UserDeactivatedData;
  UserReactivated: UserReactivatedData;
  UserPasswordChanged: UserPasswordChangedData;
  UserPasswordChangeForced: UserPasswordChangeForcedData;
  UserPasswordResetRequested: UserPasswordResetRequestedData;
}

export type UserEventType = keyof UserEventMap;
export const USER_EVENT_TYPES = [
  'UserCreated',
  'UserUpdated',
  'UserRoleGranted',
  'UserRoleRevoked',
  'UserDeactivated',
  'UserReactivated',
  'UserPasswordChanged',
  'UserPasswordChangeForced',
  'UserPasswordResetRequested',
] as const satisfies readonly UserEventType[];

export type UserEvent = {
  [K in UserEventType]: { type: K; data: UserEventMap[K] };
}[UserEventType];
