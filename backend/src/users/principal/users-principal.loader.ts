import { Injectable } from '@nestjs/common';
import { CUSTOMER_ROLE_NAMES, computePermission, type AppCode, type PermissionResult } from '@tutela/contracts';
import type { Principal, PrincipalLoader, PrincipalWithSession } from '../../auth/principal';
import { grantsForApp, UserReadModel, type GrantRow, type UserRow } from '../infrastructure/user-read-model';

export function permissionOf(user: UserRow, grants: GrantRow[], app: AppCode): PermissionResult {
  return computePermission({
    app,
    roles: grants.map((g) => ({ name: g.role, customer_id: g.customer_id, factory_id: g.factory_id })),
    user_customer: user.customer_settings,
  });
}

/**
 * Customer scope from the customer-type grants. Provider staff (any other role) are not restricted by customer.
 * The scope is flat (customers, factories): when every customer grant names a factory the factories restrict,
 * otherwise every factory of the listed customers is visible.
 */
export function customerScope(grants: GrantRow[]): { customerIds: string[]; factoryIds: string[] } {
  const isCustomerSide = grants.length > 0 && grants.every((g) => CUSTOMER_ROLE_NAMES.includes(g.role));
  if (!isCustomerSide) return { customerIds: [], factoryIds: [] };
  const customerIds = [...new Set(grants.map((g) => g.customer_id).filter((id): id is string => !!id))];
  const everyGrantPinned = grants.every((g) => g.factory_id !== null);
  const factoryIds = everyGrantPinned ? [...new Set(grants.map((g) => g.factory_id as string))] : [];
  return { customerIds, factoryIds };
}

export function isPasswordExpired(expiresAt: string | Date | null, now: Date = new Date()): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime();
}

/** The guard's view of the caller, rebuilt from the read model (see PrincipalCache for how long it is kept). */
@Injectable()
export class UsersPrincipalLoader implements PrincipalLoader {
  constructor(private readonly readModel: UserReadModel) {}

  async load(userId: string, app: AppCode, tokenId: string): Promise<Principal | null> {
    const loaded = await this.readModel.userWithGrants(userId);
    return loaded ? principalOf(loaded.user, loaded.grants, app, tokenId) : null;
  }

  async loadWithSession(userId: string, app: AppCode, tokenId: string): Promise<PrincipalWithSession> {
    const { session, loaded } = await this.readModel.sessionPrincipal(userId, tokenId);
    const principal = loaded ? principalOf(loaded.user, loaded.grants, app, tokenId) : null;
    const expiresAt = loaded?.user.password_expires_at ?? null;
    return { session, principal, passwordExpiresAt: expiresAt === null ? null : new Date(expiresAt).getTime() };
  }
}

function principalOf(user: UserRow, allGrants: GrantRow[], app: AppCode, tokenId: string): Principal | null {
  if (!user.active) return null;
  const grants = grantsForApp(allGrants, app);
  const permission = permissionOf(user, grants, app);
  return {
    userId: user.id,
    entityId: user.entity_id,
    email: user.email,
    name: `${user.first_name} ${user.last_name}`,
    roles: grants.map((g) => ({ grantId: g.grant_id, name: g.role, customerId: g.customer_id, factoryId: g.factory_id })),
    app,
    level: permission.level,
    role: permission.role,
    secondRole: permission.second_role,
    ...customerScope(grants),
    passwordExpired: isPasswordExpired(user.password_expires_at),
    mustChangePassword: user.must_change_password,
    tokenId,
  };
}
