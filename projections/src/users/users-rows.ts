import type { RecordsetColumn } from '../database/recordset-sql';

/**
 * Rows of the users read model as the batch fold holds them (see users-schema.ts for the tables). Timestamps
 * are ISO strings when they come from an event and Dates when read back; both travel to the server the same.
 */
type Timestamp = string | Date;

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
  customer_settings: unknown;
  password_expires_at: Timestamp | null;
  must_change_password: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: number;
  revision: number;
}

export interface CredentialsRow {
  user_id: string;
  email: string;
  /** Old events carry the hash itself; new ones name a row of the write-side credential_secrets instead. */
  password_hash: string | null;
  password_ref: string | null;
  active: boolean;
  password_expires_at: Timestamp | null;
  must_change_password: boolean;
  password_changed_at: Timestamp;
  last_position: number;
}

export interface GrantRow {
  grant_id: string;
  user_id: string;
  role: string;
  customer_id: string | null;
  factory_id: string | null;
  app: string | null;
  granted_at: Timestamp;
  granted_by: string | null;
  position: number;
}

export interface TokenRow {
  user_id: string;
  token_hash: string | null;
  expires_at: Timestamp;
  requested_at: Timestamp;
  app: string | null;
  last_position: number;
}

export interface EntityRow {
  id: string;
  name: string;
  address_info: string | null;
  additional_data: unknown;
  active_md: boolean;
  active_fr: boolean;
  active_sr: boolean;
  generic: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: number;
  revision: number | null;
}

export const USER_COLUMNS: readonly RecordsetColumn[] = [
  ['id', 'text'],
  ['entity_id', 'text'],
  ['email', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['phone', 'text'],
  ['active', 'boolean'],
  ['roles', 'text[]'],
  ['staff_roles', 'text[]'],
  ['is_mir_enabled', 'boolean'],
  ['customer_settings', 'jsonb'],
  ['password_expires_at', 'timestamptz'],
  ['must_change_password', 'boolean'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['last_position', 'bigint'],
  ['revision', 'integer'],
];

export const CREDENTIALS_COLUMNS: readonly RecordsetColumn[] = [
  ['user_id', 'text'],
  ['email', 'text'],
  ['password_hash', 'text'],
  ['password_ref', 'text'],
  ['active', 'boolean'],
  ['password_expires_at', 'timestamptz'],
  ['must_change_password', 'boolean'],
  ['password_changed_at', 'timestamptz'],
  ['last_position', 'bigint'],
];

export const GRANT_COLUMNS: readonly RecordsetColumn[] = [
  ['grant_id', 'text'],
  ['user_id', 'text'],
  ['role', 'text'],
  ['customer_id', 'text'],
  ['factory_id', 'text'],
  ['app', 'text'],
  ['granted_at', 'timestamptz'],
  ['granted_by', 'text'],
  ['position', 'bigint'],
];

export const TOKEN_COLUMNS: readonly RecordsetColumn[] = [
  ['user_id', 'text'],
  ['token_hash', 'text'],
  ['expires_at', 'timestamptz'],
  ['requested_at', 'timestamptz'],
  ['app', 'text'],
  ['last_position', 'bigint'],
];

export const ENTITY_COLUMNS: readonly RecordsetColumn[] = [
  ['id', 'text'],
  ['name', 'text'],
  ['address_info', 'text'],
  ['additional_data', 'jsonb'],
  ['active_md', 'boolean'],
  ['active_fr', 'boolean'],
  ['active_sr', 'boolean'],
  ['generic', 'boolean'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['last_position', 'bigint'],
  ['revision', 'integer'],
];
