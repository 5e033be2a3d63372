import type { RecordedEvent, UserCreatedData, UserEventMap, UserUpdatedData } from '@tutela/contracts';
import type { Sql } from '../database/database';

type Recorded<K extends keyof UserEventMap> = RecordedEvent<UserEventMap[K]>;

export async function applyUserCreated(event: Recorded<'UserCreated'>, tx: Sql): Promise<void> {
  const d: UserCreatedData = event.data;
  const at = event.metadata.occurredAt;
  await tx.query(
    `INSERT INTO users (id, entity_id, email, first_name, last_name, phone, active, roles, staff_roles, is_mir_enabled,
                        customer_settings, password_expires_at, must_change_password, created_at, updated_at, last_position, revision)
     VALUES ($1, $2, $3, $4, $5, $6, true, '{}', $7, $8, $9, $10, $11, $12, $12, $13, $14)
     ON CONFLICT (id) DO NOTHING`,
    [
      d.userId,
      d.entityId,
      d.email,
      d.firstName,
      d.lastName,
      d.phone ?? null,
      d.staffRoles ?? [],
      d.isMirEnabled ?? false,
      d.customerSettings ? JSON.stringify(d.customerSettings) : null,
      d.passwordExpiresAt,
      d.mustChangePassword,
      at,
      event.position,
      event.revision,
    ],
  );
  await tx.query(
    `INSERT INTO user_credentials (user_id, email, password_hash, password_ref, active, password_expires_at,
                                   must_change_password, password_changed_at, last_position)
     VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8)
     ON CONFLICT (user_id) DO NOTHING`,
    [d.userId, d.email, d.passwordHash ?? null, d.passwordRef ?? null, d.passwordExpiresAt, d.mustChangePassword, at, event.position],
  );
}

/**
 * Claims the event for the user row: true only the first time an event newer than the row is seen, so every
 * later statement of the handler runs at most once per event.
 */
export async function claimUserEvent(event: RecordedEvent, userId: string, tx: Sql): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE users SET last_position = $2, updated_at = $3, revision = $4 WHERE id = $1 AND last_position < $2 RETURNING id',
    [userId, event.position, event.metadata.occurredAt, event.revision],
  );
  return rows.length > 0;
}

const PROFILE_COLUMNS: Record<keyof UserUpdatedData, string> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  isMirEnabled: 'is_mir_enabled',
  staffRoles: 'staff_roles',
  customerSettings: 'customer_settings',
};

export async function applyUserUpdated(event: Recorded<'UserUpdated'>, userId: string, tx: Sql): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [userId];
  for (const [key, column] of Object.entries(PROFILE_COLUMNS) as [keyof UserUpdatedData, string][]) {
    const value = event.data[key];
    if (value === undefined) continue;
    params.push(key === 'customerSettings' && value !== null ? JSON.stringify(value) : value);
    sets.push(`${column} = $${params.length}`);
  }
  if (sets.length) await tx.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, params);
  if (event.data.email !== undefined) {
    await tx.query('UPDATE user_credentials SET email = $2 WHERE user_id = $1', [userId, event.data.email]);
  }
}

/** The list shows role names: recomputed from the grants so it can never drift from them. */
async function refreshRoles(userId: string, tx: Sql): Promise<void> {
  await tx.query(
    `UPDATE users SET roles = COALESCE(
       (SELECT array_agg(DISTINCT role COLLATE "C" ORDER BY role COLLATE "C") FROM user_role_grants WHERE user_id = $1), '{}')
     WHERE id = $1`,
    [userId],
  );
}

export async function applyUserRoleGranted(event: Recorded<'UserRoleGranted'>, userId: string, tx: Sql): Promise<void> {
  const d = event.data;
  await tx.query(
    `INSERT INTO user_role_grants (grant_id, user_id, role, customer_id, factory_id, app, granted_at, granted_by, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (grant_id) DO NOTHING`,
    [d.grantId, userId, d.role, d.customerId, d.factoryId, d.app ?? null, event.metadata.occurredAt, event.metadata.actorName, event.position],
  );
  await refreshRoles(userId, tx);
}

export async function applyUserRoleRevoked(event: Recorded<'UserRoleRevoked'>, userId: string, tx: Sql): Promise<void> {
  await tx.query('DELETE FROM user_role_grants WHERE grant_id = $1 AND user_id = $2', [event.data.grantId, userId]);
  await refreshRoles(userId, tx);
}

export async function applyUserActive(userId: string, active: boolean, tx: Sql): Promise<void> {
  await tx.query('UPDATE users SET active = $2 WHERE id = $1', [userId, active]);
  await tx.query('UPDATE user_credentials SET active = $2 WHERE user_id = $1', [userId, active]);
}

export async function applyUserPasswordChanged(event: Recorded<'UserPasswordChanged'>, userId: string, tx: Sql): Promise<void> {
  const d = event.data;
  await tx.query('UPDATE users SET password_expires_at = $2, must_change_password = false WHERE id = $1', [userId, d.passwordExpiresAt]);
  await tx.query(
    `UPDATE user_credentials SET password_hash = $2, password_ref = $3, password_expires_at = $4,
            must_change_password = false, password_changed_at = $5, last_position = $6
     WHERE user_id = $1`,
    // One of the two is set: the hash (an old event) or the reference (a new one); the other is cleared.
    [userId, d.passwordHash ?? null, d.passwordRef ?? null, d.passwordExpiresAt, event.metadata.occurredAt, event.position],
  );
  // Any new password invalidates a pending reset link (the decider does the same).
  await tx.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [userId]);
}

export async function applyUserPasswordChangeForced(userId: string, tx: Sql): Promise<void> {
  await tx.query('UPDATE users SET must_change_password = true WHERE id = $1', [userId]);
  await tx.query('UPDATE user_credentials SET must_change_password = true WHERE user_id = $1', [userId]);
}

export async function applyUserPasswordResetRequested(
  event: Recorded<'UserPasswordResetRequested'>,
  userId: string,
  tx: Sql,
): Promise<void> {
  const d = event.data;
  await tx.query(
    `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, requested_at, app, last_position)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at,
       requested_at = EXCLUDED.requested_at, app = EXCLUDED.app, last_position = EXCLUDED.last_position
     WHERE password_reset_tokens.last_position < EXCLUDED.last_position`,
    // Only the cooldown between requests reads this table; the decider checks tokens from the stream.
    [userId, d.tokenHash ?? null, d.expiresAt, event.metadata.occurredAt, d.app ?? null, event.position],
  );
}
