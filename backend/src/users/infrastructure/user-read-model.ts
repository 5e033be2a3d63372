import { Inject, Injectable } from '@nestjs/common';
import type { AppCode, RoleName, UserCustomerSettings, Database } from '@tutela/contracts';
import { sessionStateColumns, type SessionState } from '../../auth/tokens/token.service';
import { DATABASE } from '../../shared/tokens';

export interface CredentialsRow {
  user_id: string;
  email: string;
  /** null when the referenced secret is gone (withdrawn): no password verifies. */
  password_hash: string | null;
  active: boolean;
  password_expires_at: string | Date | null;
  must_change_password: boolean;
}

export interface UserRow {
  id: string;
  entity_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  active: boolean;
  roles: string[];
  staff_roles: string[];
  is_mir_enabled: boolean;
  customer_settings: UserCustomerSettings | null;
  password_expires_at: string | Date | null;
  must_change_password: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  /** Revision of the user's stream the row reflects (only the single-user read selects it). */
  revision?: number;
}

export interface GrantRow {
  grant_id: string;
  role: RoleName;
  customer_id: string | null;
  factory_id: string | null;
  app: AppCode | null;
}

export interface EntityRow {
  id: string;
  name: string;
  address_info: string | null;
  additional_data: Record<string, unknown> | null;
  active_md: boolean;
  active_fr: boolean;
  active_sr: boolean;
  generic: boolean;
}

/**
 * The read model names the current password by reference (new events) or holds the hash an old event carried;
 * the hash of a reference lives in the write-side `credential_secrets`. A reference whose row is missing gives
 * null, never the stale hash of an earlier password.
 */
const CREDENTIALS_SELECT = `SELECT c.user_id, c.email,
         CASE WHEN c.password_ref IS NULL THEN c.password_hash ELSE s.secret_hash END AS password_hash,
         c.active, c.password_expires_at, c.must_change_password
  FROM user_credentials c LEFT JOIN credential_secrets s ON s.ref = c.password_ref AND s.kind = 'password'`;

type UserWithGrantsRow = UserRow & { grants: GrantRow[] | string };

const USER_WITH_GRANTS_COLUMNS = `u.id, u.entity_id, u.email, u.first_name, u.last_name, u.phone, u.active, u.roles, u.staff_roles,
  u.is_mir_enabled, u.customer_settings, u.password_expires_at, u.must_change_password, u.created_at, u.updated_at, u.revision,
  COALESCE((SELECT json_agg(json_build_object('grant_id', g.grant_id, 'role', g.role, 'customer_id', g.customer_id,
                                              'factory_id', g.factory_id, 'app', g.app) ORDER BY g.position, g.grant_id)
            FROM user_role_grants g WHERE g.user_id = u.id), '[]'::json) AS grants`;

/** Named (prepared once per connection): primary-key lookups, so the generic plan is the right one. */
const USER_WITH_GRANTS = { name: 'tutela_user_with_grants', text: `SELECT ${USER_WITH_GRANTS_COLUMNS} FROM users u WHERE u.id = $1` };
const SESSION_PRINCIPAL = {
  name: 'tutela_session_principal',
  text: `SELECT s.revoked, s.valid_from, ${USER_WITH_GRANTS_COLUMNS}
         FROM (SELECT ${sessionStateColumns('$1', '$2')}) s LEFT JOIN users u ON u.id = $1`,
};

function splitGrants(row: UserWithGrantsRow): { user: UserRow; grants: GrantRow[] } {
  const { grants, ...user } = row;
  return { user: user as UserRow, grants: typeof grants === 'string' ? (JSON.parse(grants) as GrantRow[]) : grants };
}

/** Reads of the users read model (projections/src/users) shared by login, the principal loader and queries. */
@Injectable()
export class UserReadModel {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The active account first, should an old inactive one share the address. */
  async credentialsByEmail(email: string): Promise<CredentialsRow | null> {
    const { rows } = await this.db.query<CredentialsRow>(
      `${CREDENTIALS_SELECT} WHERE c.email = $1 ORDER BY c.active DESC, c.last_position DESC LIMIT 1`,
      [email],
    );
    return rows[0] ?? null;
  }

  async credentialsOf(userId: string): Promise<CredentialsRow | null> {
    const { rows } = await this.db.query<CredentialsRow>(`${CREDENTIALS_SELECT} WHERE c.user_id = $1`, [userId]);
    return rows[0] ?? null;
  }

  async user(userId: string): Promise<UserRow | null> {
    const { rows } = await this.db.query<UserRow>(
      `SELECT id, entity_id, email, first_name, last_name, phone, active, roles, staff_roles, is_mir_enabled,
              customer_settings, password_expires_at, must_change_password, created_at, updated_at, revision
       FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /**
   * The user and their grants in one round trip: what a card shows (two queries were a third of the cost of
   * a card read).
   */
  async userWithGrants(userId: string): Promise<{ user: UserRow; grants: GrantRow[] } | null> {
    const { rows } = await this.db.query<UserWithGrantsRow>(USER_WITH_GRANTS.text, [userId], { name: USER_WITH_GRANTS.name });
    return rows[0] ? splitGrants(rows[0]) : null;
  }

  /**
   * What the guard reads on every request, in one round trip: the token's session state (TokenService's rule,
   * sessionStateColumns) and the user with their grants (user null when there is no such user).
   */
  async sessionPrincipal(
    userId: string,
    tokenId: string,
  ): Promise<{ session: SessionState; loaded: { user: UserRow; grants: GrantRow[] } | null }> {
    const { rows } = await this.db.query<SessionState & Partial<UserWithGrantsRow>>(SESSION_PRINCIPAL.text, [userId, tokenId], {
      name: SESSION_PRINCIPAL.name,
    });
    const { revoked, valid_from, ...user } = rows[0];
    return { session: { revoked, valid_from }, loaded: user.id ? splitGrants(user as UserWithGrantsRow) : null };
  }

  async entity(entityId: string): Promise<EntityRow | null> {
    const { rows } = await this.db.query<EntityRow>(
      `SELECT id, name, address_info, additional_data, active_md, active_fr, active_sr, generic
       FROM entities WHERE id = $1`,
      [entityId],
    );
    return rows[0] ?? null;
  }
}

/** Grants that count in `app`: those limited to another application do not. */
export function grantsForApp(grants: GrantRow[], app: AppCode): GrantRow[] {
  return grants.filter((grant) => grant.app === null || grant.app === app);
}
