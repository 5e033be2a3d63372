import type { AppCode, RoleName, UserCustomerSettings, UserEvent } from '@tutela/contracts';

export interface UserGrant {
  grantId: string;
  role: RoleName;
  customerId: string | null;
  factoryId: string | null;
  app: AppCode | null;
}

/** What the decider needs to remember about an existing user (not a read model: no display fields). */
export interface ExistingUser {
  userId: string;
  entityId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isMirEnabled: boolean;
  staffRoles: string[];
  customerSettings: UserCustomerSettings | null;
  grants: UserGrant[];
  mustChangePassword: boolean;
  /** Only the latest requested link is valid; any password change clears it. */
  pendingReset: PendingReset | null;
}

/** A requested link: by reference, or (requested before tokens left the log) by the token's sha256. */
export type PendingReset = { tokenRef: string; expiresAt: string } | { tokenHash: string; expiresAt: string };

export type UserState = { status: 'absent' } | ({ status: 'active' } & ExistingUser) | ({ status: 'inactive' } & ExistingUser);

export const initialUserState = (): UserState => ({ status: 'absent' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserCreated') {
    const d = event.data;
    return {
      status: 'active',
      userId: d.userId,
      entityId: d.entityId,
      email: d.email,
      firstName: d.firstName,
      lastName: d.lastName,
      phone: d.phone ?? null,
      isMirEnabled: d.isMirEnabled ?? false,
      staffRoles: d.staffRoles ?? [],
      customerSettings: d.customerSettings ?? null,
      grants: [],
      mustChangePassword: d.mustChangePassword,
      pendingReset: null,
    };
  }
  // Events of a stream that was never created cannot exist; ignoring them keeps fold total.
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'UserUpdated': {
      const d = event.data;
      return {
        ...state,
        ...(d.email !== undefined && { email: d.email }),
        ...(d.firstName !== undefined && { firstName: d.firstName }),
        ...(d.lastName !== undefined && { lastName: d.lastName }),
        ...(d.phone !== undefined && { phone: d.phone ?? null }),
        ...(d.isMirEnabled !== undefined && { isMirEnabled: d.isMirEnabled }),
        ...(d.staffRoles !== undefined && { staffRoles: d.staffRoles }),
        ...(d.customerSettings !== undefined && { customerSettings: d.customerSettings ?? null }),
      };
    }
    case 'UserRoleGranted': {
      const d = event.data;
      const grant: UserGrant = { grantId: d.grantId, role: d.role, customerId: d.customerId, factoryId: d.factoryId, app: d.app ?? null };
      return { ...state, grants: [...state.grants.filter((g) => g.grantId !== d.grantId), grant] };
    }
    case 'UserRoleRevoked':
      return { ...state, grants: state.grants.filter((g) => g.grantId !== event.data.grantId) };
    case 'UserDeactivated':
      return { ...state, status: 'inactive' };
    case 'UserReactivated':
      return { ...state, status: 'active' };
    case 'UserPasswordChanged':
      return { ...state, mustChangePassword: false, pendingReset: null };
    case 'UserPasswordChangeForced':
      return { ...state, mustChangePassword: true };
    case 'UserPasswordResetRequested': {
      const { tokenRef, tokenHash, expiresAt } = event.data;
      const pendingReset: PendingReset | null = tokenRef ? { tokenRef, expiresAt } : tokenHash ? { tokenHash, expiresAt } : null;
      return { ...state, pendingReset };
    }
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}
