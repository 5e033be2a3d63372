import {
  streamId,
  type EntityCreatedData,
  type EntityUpdatedData,
  type RecordedEvent,
  type UserEvent,
  type UserEventMap,
  type UserUpdatedData,
} from '@tutela/contracts';
import type { Sql } from '../database/database';
import { insertRecordset, updateOnConflict, type RecordsetColumn } from '../database/recordset-sql';
import {
  CREDENTIALS_COLUMNS,
  ENTITY_COLUMNS,
  GRANT_COLUMNS,
  TOKEN_COLUMNS,
  USER_COLUMNS,
  type CredentialsRow,
  type EntityRow,
  type GrantRow,
  type TokenRow,
  type UserRow,
} from './users-rows';

type Recorded<K extends keyof UserEventMap> = RecordedEvent<UserEventMap[K]>;

const PROFILE_FIELDS: Record<keyof UserUpdatedData, keyof UserRow> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  isMirEnabled: 'is_mir_enabled',
  staffRoles: 'staff_roles',
  customerSettings: 'customer_settings',
};

const ENTITY_FIELDS: Record<keyof EntityUpdatedData, keyof EntityRow> = {
  name: 'name',
  addressInfo: 'address_info',
  additionalData: 'additional_data',
  activeMd: 'active_md',
  activeFr: 'active_fr',
  activeSr: 'active_sr',
  generic: 'generic',
};

/**
 * One batch of the users read model, applied set-wise: the rows the batch touches are read once, every event is
 * folded onto them in memory with the same rules the statements used to apply one event at a time, and each
 * changed row is written once (one row version per row per batch, one statement per table). The checkpoint
 * lock the runtime holds makes this read-modify-write safe: no other writer of these tables runs meanwhile.
 *
 * The rules, per event: `UserCreated` and `EntityCreated` create the row only if it is absent; every other user
 * event is claimed by the user row (applied only when newer than the row's `last_position`, which it then
 * moves along with `updated_at` and `revision`), so a replay changes nothing; `EntityUpdated` likewise.
 */
export class UsersBatch {
  private readonly users = new Map<string, UserRow | null>();
  private readonly credentials = new Map<string, CredentialsRow | null>();
  private readonly entities = new Map<string, EntityRow | null>();
  private readonly dirtyUsers = new Set<string>();
  private readonly dirtyCredentials = new Set<string>();
  private readonly dirtyEntities = new Set<string>();
  /** Every grant known to exist (loaded or granted in this batch): grant id → owner and role. */
  private readonly grants = new Map<string, { userId: string; role: string }>();
  /** The same grants by owner, for the roles column. */
  private readonly grantsByUser = new Map<string, Map<string, string>>();
  private readonly loadedGrants = new Set<string>();
  private readonly grantInserts = new Map<string, GrantRow>();
  private readonly grantDeletes = new Set<string>();
  /** Last reset-token operation per user: the new token, or null when a new password voided it. */
  private readonly tokens = new Map<string, TokenRow | null>();

  static async apply(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
    const batch = new UsersBatch();
    await batch.load(events, tx);
    for (const event of events) batch.fold(event);
    await batch.write(tx);
  }

  private async load(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
    const userIds = new Set<string>();
    const entityIds = new Set<string>();
    const grantUsers = new Set<string>();
    const grantIds = new Set<string>();
    for (const event of events) {
      if (event.type === 'EntityCreated') entityIds.add((event.data as EntityCreatedData).entityId);
      else if (event.type === 'EntityUpdated') entityIds.add(streamId(event.stream));
      else if (event.type === 'UserCreated') userIds.add((event.data as UserEventMap['UserCreated']).userId);
      else {
        const userId = streamId(event.stream);
        userIds.add(userId);
        if (event.type === 'UserRoleGranted' || event.type === 'UserRoleRevoked') {
          grantUsers.add(userId);
          grantIds.add((event.data as { grantId: string }).grantId);
        }
      }
    }
    for (const id of userIds) {
      this.users.set(id, null);
      this.credentials.set(id, null);
    }
    for (const id of entityIds) this.entities.set(id, null);
    if (userIds.size > 0) {
      const ids = [...userIds];
      const { rows: users } = await tx.query<UserRow>('SELECT * FROM users WHERE id = ANY($1::text[])', [ids]);
      for (const row of users) this.users.set(row.id, row);
      const { rows: credentials } = await tx.query<CredentialsRow>('SELECT * FROM user_credentials WHERE user_id = ANY($1::text[])', [ids]);
      for (const row of credentials) this.credentials.set(row.user_id, row);
    }
    if (grantUsers.size > 0) {
      // The grants of the users whose roles are recomputed, and any grant the batch names (a grant id is global).
      const { rows } = await tx.query<{ grant_id: string; user_id: string; role: string }>(
        'SELECT grant_id, user_id, role FROM user_role_grants WHERE user_id = ANY($1::text[]) OR grant_id = ANY($2::text[])',
        [[...grantUsers], [...grantIds]],
      );
      for (const row of rows) {
        this.addGrant(row.grant_id, row.user_id, row.role);
        this.loadedGrants.add(row.grant_id);
      }
    }
    if (entityIds.size > 0) {
      const { rows } = await tx.query<EntityRow>('SELECT * FROM entities WHERE id = ANY($1::text[])', [[...entityIds]]);
      for (const row of rows) this.entities.set(row.id, row);
    }
  }

  private fold(event: RecordedEvent): void {
    if (event.type === 'EntityCreated') return this.entityCreated(event as RecordedEvent<EntityCreatedData>);
    if (event.type === 'EntityUpdated') return this.entityUpdated(event as RecordedEvent<EntityUpdatedData>);
    const typed = { type: event.type, data: event.data } as UserEvent;
    if (typed.type === 'UserCreated') return this.userCreated(event as Recorded<'UserCreated'>);
    const userId = streamId(event.stream);
    const user = this.claim(event, userId);
    if (!user) return;
    const credentials = this.credentials.get(userId) ?? null;
    switch (typed.type) {
      case 'UserUpdated': {
        for (const [key, column] of Object.entries(PROFILE_FIELDS) as [keyof UserUpdatedData, keyof UserRow][]) {
          const value = typed.data[key];
          if (value !== undefined) Object.assign(user, { [column]: value });
        }
        if (typed.data.email !== undefined && credentials) this.changeCredentials(credentials, { email: typed.data.email });
        return;
      }
      case 'UserRoleGranted': {
        const d = typed.data;
        if (!this.grants.has(d.grantId)) {
          this.addGrant(d.grantId, userId, d.role);
          this.grantInserts.set(d.grantId, {
            grant_id: d.grantId,
            user_id: userId,
            role: d.role,
            customer_id: d.customerId,
            factory_id: d.factoryId,
            app: d.app ?? null,
            granted_at: event.metadata.occurredAt,
            granted_by: event.metadata.actorName,
            position: event.position,
          });
        }
        return this.refreshRoles(user);
      }
      case 'UserRoleRevoked': {
        const { grantId } = typed.data;
        if (this.grants.get(grantId)?.userId === userId) {
          this.grants.delete(grantId);
          this.grantsByUser.get(userId)?.delete(grantId);
          this.grantInserts.delete(grantId);
          if (this.loadedGrants.has(grantId)) this.grantDeletes.add(grantId);
        }
        return this.refreshRoles(user);
      }
      case 'UserDeactivated':
      case 'UserReactivated': {
        user.active = typed.type === 'UserReactivated';
        if (credentials) this.changeCredentials(credentials, { active: user.active });
        return;
      }
      case 'UserPasswordChanged': {
        const d = typed.data;
        user.password_expires_at = d.passwordExpiresAt;
        user.must_change_password = false;
        if (credentials) {
          // One of the two is set: the hash (an old event) or the reference (a new one); the other is cleared.
          this.changeCredentials(credentials, {
            password_hash: d.passwordHash ?? null,
            password_ref: d.passwordRef ?? null,
            password_expires_at: d.passwordExpiresAt,
            must_change_password: false,
            password_changed_at: event.metadata.occurredAt,
            last_position: event.position,
          });
        }
        // Any new password invalidates a pending reset link (the decider does the same).
        this.tokens.set(userId, null);
        return;
      }
      case 'UserPasswordChangeForced': {
        user.must_change_password = true;
        if (credentials) this.changeCredentials(credentials, { must_change_password: true });
        return;
      }
      case 'UserPasswordResetRequested': {
        const d = typed.data;
        this.tokens.set(userId, {
          user_id: userId,
          // Only the cooldown between requests reads this table; the decider checks tokens from the stream.
          token_hash: d.tokenHash ?? null,
          expires_at: d.expiresAt,
          requested_at: event.metadata.occurredAt,
          app: d.app ?? null,
          last_position: event.position,
        });
        return;
      }
      default: {
        const unknownEvent: never = typed;
        throw new Error(`Evento utente non gestito: ${JSON.stringify(unknownEvent)}`);
      }
    }
  }

  private userCreated(event: Recorded<'UserCreated'>): void {
    const d = event.data;
    const at = event.metadata.occurredAt;
    if (!this.users.get(d.userId)) {
      this.users.set(d.userId, {
        id: d.userId,
        entity_id: d.entityId,
        email: d.email,
        first_name: d.firstName,
        last_name: d.lastName,
        phone: d.phone ?? null,
        active: true,
        roles: [],
        staff_roles: d.staffRoles ?? [],
        is_mir_enabled: d.isMirEnabled ?? false,
        customer_settings: d.customerSettings ?? null,
        password_expires_at: d.passwordExpiresAt,
        must_change_password: d.mustChangePassword,
        created_at: at,
        updated_at: at,
        last_position: event.position,
        revision: event.revision,
      });
      this.dirtyUsers.add(d.userId);
    }
    if (!this.credentials.get(d.userId)) {
      this.credentials.set(d.userId, {
        user_id: d.userId,
        email: d.email,
        password_hash: d.passwordHash ?? null,
        password_ref: d.passwordRef ?? null,
        active: true,
        password_expires_at: d.passwordExpiresAt,
        must_change_password: d.mustChangePassword,
        password_changed_at: at,
        last_position: event.position,
      });
      this.dirtyCredentials.add(d.userId);
    }
  }

  /** The user row when the event is newer than it (then moved to the event), null when absent or stale. */
  private claim(event: RecordedEvent, userId: string): UserRow | null {
    const user = this.users.get(userId);
    if (!user || Number(user.last_position) >= event.position) return null;
    user.last_position = event.position;
    user.updated_at = event.metadata.occurredAt;
    user.revision = event.revision;
    this.dirtyUsers.add(userId);
    return user;
  }

  private changeCredentials(row: CredentialsRow, changes: Partial<CredentialsRow>): void {
    Object.assign(row, changes);
    this.dirtyCredentials.add(row.user_id);
  }

  /** The list shows role names: recomputed from the grants so it can never drift from them (sorted bytewise). */
  private refreshRoles(user: UserRow): void {
    const roles = new Set(this.grantsByUser.get(user.id)?.values() ?? []);
    user.roles = [...roles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  private addGrant(grantId: string, userId: string, role: string): void {
    this.grants.set(grantId, { userId, role });
    let owned = this.grantsByUser.get(userId);
    if (!owned) this.grantsByUser.set(userId, (owned = new Map()));
    owned.set(grantId, role);
  }

  private entityCreated(event: RecordedEvent<EntityCreatedData>): void {
    const d = event.data;
    if (this.entities.get(d.entityId)) return;
    this.entities.set(d.entityId, {
      id: d.entityId,
      name: d.name,
      address_info: d.addressInfo,
      additional_data: d.additionalData ?? null,
      active_md: d.activeMd,
      active_fr: d.activeFr,
      active_sr: d.activeSr,
      generic: d.generic,
      created_at: event.metadata.occurredAt,
      updated_at: event.metadata.occurredAt,
      last_position: event.position,
      revision: event.revision,
    });
    this.dirtyEntities.add(d.entityId);
  }

  private entityUpdated(event: RecordedEvent<EntityUpdatedData>): void {
    const id = streamId(event.stream);
    const entity = this.entities.get(id);
    if (!entity || Number(entity.last_position) >= event.position) return;
    for (const [key, column] of Object.entries(ENTITY_FIELDS) as [keyof EntityUpdatedData, keyof EntityRow][]) {
      const value = event.data[key];
      if (value !== undefined) Object.assign(entity, { [column]: value });
    }
    entity.updated_at = event.metadata.occurredAt;
    entity.last_position = event.position;
    entity.revision = event.revision;
    this.dirtyEntities.add(id);
  }

  private async write(tx: Sql): Promise<void> {
    const pick = <Row>(rows: Map<string, Row | null>, ids: Set<string>) =>
      [...ids].map((id) => rows.get(id)).filter((row): row is Row => row != null);
    // created_at is never changed by a later event: kept as stored (the server's microseconds included).
    await upsert(tx, 'users', USER_COLUMNS, pick(this.users, this.dirtyUsers), 'id', ['created_at']);
    await upsert(tx, 'user_credentials', CREDENTIALS_COLUMNS, pick(this.credentials, this.dirtyCredentials), 'user_id');
    if (this.grantDeletes.size > 0) {
      await tx.query('DELETE FROM user_role_grants WHERE grant_id = ANY($1::text[])', [[...this.grantDeletes]]);
    }
    await insertRecordset(tx, 'user_role_grants', GRANT_COLUMNS, [...this.grantInserts.values()], 'ON CONFLICT (grant_id) DO NOTHING');
    const voided = [...this.tokens].filter(([, row]) => row === null).map(([userId]) => userId);
    if (voided.length > 0) await tx.query('DELETE FROM password_reset_tokens WHERE user_id = ANY($1::text[])', [voided]);
    const requested = [...this.tokens.values()].filter((row): row is TokenRow => row !== null);
    await insertRecordset(
      tx,
      'password_reset_tokens',
      TOKEN_COLUMNS,
      requested,
      `${updateOnConflict(TOKEN_COLUMNS, 'user_id')} WHERE password_reset_tokens.last_position < EXCLUDED.last_position`,
    );
    await upsert(tx, 'entities', ENTITY_COLUMNS, pick(this.entities, this.dirtyEntities), 'id', ['created_at']);
  }
}

function upsert(
  tx: Sql,
  table: string,
  columns: readonly RecordsetColumn[],
  rows: readonly object[],
  key: string,
  keep: readonly string[] = [],
) {
  return insertRecordset(tx, table, columns, rows, updateOnConflict(columns, key, keep));
}
