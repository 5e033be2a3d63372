import type { UserListRow } from '@tutela/contracts';
import type { UserRow } from '../infrastructure/user-read-model';

const iso = (value: string | Date) => new Date(value).toISOString();

export function toUserListRow(row: UserRow): UserListRow {
  return {
    id: row.id,
    entity_id: row.entity_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`,
    active: row.active,
    roles: row.roles,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    password_expires_at: row.password_expires_at === null ? null : iso(row.password_expires_at),
    must_change_password: row.must_change_password,
  };
}
