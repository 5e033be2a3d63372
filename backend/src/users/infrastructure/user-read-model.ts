import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@tutela/contracts';
import {
  entityById,
  grantsForApp,
  splitGrants,
  USER_WITH_GRANTS_COLUMNS,
  userWithGrants,
  type EntityDataRow,
  type UserGrantRow,
  type UserQueryRow,
  type UserWithGrantsRow,
} from '@tutela/projections';
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

/** The users read model's rows, as projections' users-queries select them. */
export type UserRow = UserQueryRow;
export type GrantRow = UserGrantRow;
export type EntityRow = EntityDataRow;

/**
 * The read model names the current password by reference (new events) or holds the hash an old event carried;
 * the hash of a reference lives in the write-side `credential_secrets`. A reference whose row is missing gives
 * null, never the stale hash of an earlier password.
 */
const CREDENTIALS_SELECT = `SELECT c.user_id, c.email,
         CASE WHEN c.password_ref IS NULL THEN c.password_hash ELSE s.secret_hash END AS password_hash,
         c.active, c.password_expires_at, c.must_change_password
  FROM user_credentials c LEFT JOIN credential_secrets s ON s.ref = c.password_ref AND s.kind = 'password'`;

/** Named (prepared once per connection): what the guard reads on every request. */
const SESSION_PRINCIPAL = {
  name: 'tutela_session_principal',
  text: `SELECT s.revoked, s.valid_from, ${USER_WITH_GRANTS_COLUMNS}
         FROM (SELECT ${sessionStateColumns('$1', '$2')}) s LEFT JOIN users u ON u.id = $1`,
};

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
  userWithGrants(userId: string): Promise<{ user: UserRow; grants: GrantRow[] } | null> {
    return userWithGrants(this.db, userId);
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

  entity(entityId: string): Promise<EntityRow | null> {
    return entityById(this.db, entityId);
  }
}

export { grantsForApp };
