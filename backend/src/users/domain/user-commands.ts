import type { AppCode, UserCustomerSettings, UserProfile } from '@tutela/contracts';

/**
 * Commands of the user aggregate. Passwords and reset tokens arrive as references to the rows the handler stored
 * in `credential_secrets`, and dates already computed: the decider stays pure (no clock, no argon2, no store).
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
  passwordRef: string;
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
  passwordRef: string;
  passwordExpiresAt: string | null;
}

export interface RequestPasswordReset {
  type: 'RequestPasswordReset';
  tokenRef: string;
  expiresAt: string;
  app: AppCode | null;
}

export interface ResetPassword {
  type: 'ResetPassword';
  /** The user's stored token with the sha256 of the one presented (null: none matches). */
  tokenRef: string | null;
  /** sha256 of the presented token: compared only with a link requested before tokens left the log. */
  tokenHash: string;
  /** ISO instant of the request, compared with the token's expiry. */
  now: string;
  passwordRef: string;
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
