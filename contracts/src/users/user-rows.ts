import type { AppCode, RoleName } from '../auth/roles';

/** A row of GET /api/md/users (users read model). */
export interface UserListRow {
  id: string;
  entity_id: string;
  email: string;
  first_name: string;
  last_name: string;
  name: string;
  active: boolean;
  roles: string[];
  created_at: string;
  updated_at: string;
  password_expires_at: string | null;
  must_change_password: boolean;
}

export interface UserRoleRow {
  grant_id: string;
  name: RoleName;
  customer_id: string | null;
  factory_id: string | null;
  /** Application the grant is limited to (null: every application). */
  app?: AppCode | null;
}

/** GET /api/md/users/{id}. */
export interface UserDetail extends UserListRow {
  phone: string | null;
  staff_roles: string[];
  role_grants: UserRoleRow[];
  customer_settings: {
    level: number | null;
    level_md: number | null;
    level_fr: number | null;
    factories_id: string[];
    is_self_manage_workers_enabled: boolean;
  } | null;
  /** Revision of the user's stream this card shows: sent back as `revision` when saving the profile. */
  revision: number;
}
