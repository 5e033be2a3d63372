import type { AppCode, UserCustomerSettings, UserProfile } from '@tutela/contracts';

/**
 * Commands of the user aggregate. Passwords arrive already hashed and dates already computed: the decider
 * stays pure (no clock, no argon2), the handler brings both in.
 */
export interface CreateUser {
  type: 'CreateUser';
  userId: string;
  entityId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  isMirEnabled?: boolean;
  staffRoles?: string[];
  customerSettings?: UserCustomerSettings | null;
  passwordHash: string;
  passwordExpiresAt: string | null;
  mustChangePassword: boolean;
}

export interface UpdateUserProfile {
  type: 'UpdateUserProfile';
  changes: Partial<UserProfile>;
}

export interface GrantUserRole {
  type: 'GrantUserRole';
  grantId: string;
  role: string;
  customerId: string | null;
  factoryId: string | null;
  app: AppCode | null;
}

export interface RevokeUserRole {
  type: 'RevokeUserRole';
  grantId: string;
}

export interface DeactivateUser {
  type: 'DeactivateUser';
  reason: string | null;
}

export interface ReactivateUser {
  type: 'ReactivateUser';
}

export interface ForcePasswordChange {
  type: 'ForcePasswordChange';
  reason: string | null;
}

export interface ChangePassword {
  type: 'ChangePassword';
  via: 'self' | 'admin';
  passwordHash: string;
  passwordExpiresAt: string | null;
}

export interface RequestPasswordReset {
  type: 'RequestPasswordReset';
  tokenHash: string;
  expiresAt: string;
  app: AppCode | null;
}

export interface ResetPassword {
  type: 'ResetPassword';
  tokenHash: string;
  /** ISO instant of the request, compared with the token's expiry. */
  now: string;
  passwordHash: string;
  passwordExpiresAt: string | null;
}

export type UserCommand =
  | CreateUser
  | UpdateUserProfile
  | GrantUserRole
  | RevokeUserRole
  | DeactivateUser
  | ReactivateUser
  | ForcePasswordChange
  | ChangePassword
  | RequestPasswordReset
  | ResetPassword;
