import type { AppCode, RoleName } from '../auth/roles';
import type { UserCustomerSettings } from './user-events';

/** Answer of every command endpoint: the stream written, its revision and the global position. */
export interface CommandAnswer {
  data: { id: string; revision: number; position: number };
}

/** POST /api/auth/login. `app` is optional: the application the token starts in (default md). */
export interface LoginRequest {
  email: string;
  password: string;
  rememberme?: boolean;
  app?: AppCode;
}
export interface LoginResponse {
  data: { token: string };
}

/** POST /api/auth/resetpassword: always answered with the same 200 body, whether the e-mail exists or not. */
export interface PasswordResetLinkRequest {
  email: string;
  app?: AppCode;
  /** Base URL of the web client that builds the link; only configured origins are honoured. */
  front?: string;
}

/** POST /api/auth/password/reset. */
export interface PasswordResetRequest {
  email: string;
  password: string;
  password_confirmation: string;
  token: string;
}

/** POST /api/{md|fr|sr}/userschpwd. */
export interface ChangeOwnPasswordRequest {
  password: string;
  password_confirmation?: string;
  /** Ask for the strict variant (15–40) even below level 8. */
  strict?: boolean;
}

/**
 * Answer of POST /api/{md|fr|sr}/userschpwd: the command's id, revision and position, and a fresh session
 * token (the change ended every token issued before it, the caller's included).
 */
export interface ChangeOwnPasswordAnswer {
  data: { id: string; revision: number; position: number; token: string };
}

/** Message-only answers (logout, reset link, password change). */
export interface MessageAnswer {
  data: { message: string };
}

/**
 * GET /api/getuserdata and /api/{md|fr|sr}/getuserdata (spec part 1 §3 "User data"). Fields whose source
 * context does not exist yet are `null` (never an invented 0 or empty list) and are listed in
 * `not_available`, so the client can tell "none" from "unknown".
 */
export interface UserDataResponse {
  data: {
    id: string;
    entity_id: string;
    name: string;
    first_name: string;
    last_name: string;
    email: string;
    entity: {
      name: string;
      address_info: string | null;
      additional_data: Record<string, unknown> | null;
      active_md: boolean;
      active_fr: boolean;
      active_sr: boolean;
      generic: boolean;
    };
    roles: { name: RoleName; pivot: { customer_id: string | null; factory_id: string | null } }[];
    user_customer: UserCustomerSettings | null;
    staffroles: string[];
    is_mir_enabled: boolean;
    /** true when the password has expired or an administrator asked for a change: the UI opens "Cambio password". */
    passwdexp: boolean;
    media: { id: string; url: string }[] | null;
    assigned_ticket: number | null;
    coordination_appointments: number | null;
    chat_notification_count: number | null;
    alert_exsp: { worker_id: string; type: string; examinationdate: string }[] | null;
    permission: { level: number; role: string; second_role: string | null; show_application_switch: boolean };
    app: AppCode;
    forced_app: AppCode | null;
    /** The user's level in each application (0: no role counts there): where they land and what the switch offers. */
    levels: Record<AppCode, number>;
    /** Names of the fields above that are null because their source is not available yet. */
    not_available: string[];
  };
}

/**
 * GET /api/{md|fr|sr}/getUserRole (spec part 1 §7 "user permission level"): the caller's level, role and second
 * role in the application of the path, computed as the server enforces them (the permission of getuserdata).
 */
export interface UserRoleResponse {
  data: { level: number; role: string; second_role: string | null; app: AppCode };
}

/** POST /api/md/users. Without password a random one is set and the user must change it at first login. */
export interface CreateUserRequest {
  email: string;
  first_name: string;
  last_name: string;
  password?: string;
  phone?: string | null;
  /** System administrators only: the entity of the new user (default: the caller's). */
  entity_id?: string;
  is_mir_enabled?: boolean;
  staff_roles?: string[];
  customer_settings?: UserCustomerSettings | null;
}

/** POST /api/md/users/{id}: only the fields sent are changed. */
export type UpdateUserRequest = Partial<Omit<CreateUserRequest, 'password' | 'entity_id'>> & {
  /** UserDetail.revision of the card being saved: a concurrent change to the same fields answers 409. */
  revision?: number;
};

/** POST /api/md/users/{id}/roles. */
export interface GrantRoleRequest {
  role: RoleName;
  customer_id?: string | null;
  factory_id?: string | null;
  app?: AppCode | null;
}

/** One entry of GET /api/md/activities/log (spec part 1 §3 "Activity log"), newest first. */
export interface ActivityLogEntry {
  id: number;
  causer_name: string;
  created_at: string;
  updated_at: string;
  description: string;
  subject_type: string;
  subject_id: string;
  log_name: string;
  summary: string;
}
