import type { UserDetail } from '@tutela/contracts';
import type { UserState } from '../domain/user-state';

/** UserDetail as it stood: profile, role grants, activation and forced password change from the fold. */
export function userDetailAt(state: UserState, current: UserDetail, at: { revision: number }): UserDetail | null {
  if (state.status === 'absent') return null;
  const grants = state.grants.map((grant) => ({
    grant_id: grant.grantId,
    name: grant.role,
    customer_id: grant.customerId,
    factory_id: grant.factoryId,
    app: grant.app,
  }));
  return {
    ...current,
    email: state.email,
    first_name: state.firstName,
    last_name: state.lastName,
    name: `${state.firstName} ${state.lastName}`,
    phone: state.phone,
    active: state.status === 'active',
    must_change_password: state.mustChangePassword,
    staff_roles: state.staffRoles,
    customer_settings: state.customerSettings,
    role_grants: grants,
    roles: [...new Set(grants.map((grant) => grant.name))],
    revision: at.revision,
  };
}
