/**
 * The chats read models: one row per chat (tenant, type, participants, message count), one row per user who has
 * read or written in it (read_count: unread = message_count - read_count, so posting never rewrites the other
 * users' rows) and the messages. Administrators who never opened a chat have no row: all of it is unread.
 */
export const CHATS_TABLES = ['chats', 'chat_participants', 'chat_messages'] as const;

export const CHATS_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS chats (
     id text PRIMARY KEY,
     entity_id text NOT NULL,
     customer_id text,
     title text NOT NULL,
     type text NOT NULL,
     status integer NOT NULL DEFAULT 0,
     created_by text NOT NULL,
     participant_ids text[] NOT NULL,
     participants jsonb NOT NULL,
     message_count integer NOT NULL DEFAULT 0,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     last_message_at timestamptz,
     revision integer NOT NULL,
     last_position bigint NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS chats_entity_type_idx ON chats (entity_id, type)`,
  `CREATE INDEX IF NOT EXISTS chats_participants_idx ON chats USING gin (participant_ids)`,
  `CREATE INDEX IF NOT EXISTS chats_customer_idx ON chats (customer_id)`,
  `CREATE TABLE IF NOT EXISTS chat_participants (
     chat_id text NOT NULL,
     user_id text NOT NULL,
     member boolean NOT NULL,
     read_count integer NOT NULL DEFAULT 0,
     last_position bigint NOT NULL,
     PRIMARY KEY (chat_id, user_id)
   )`,
  `CREATE INDEX IF NOT EXISTS chat_participants_user_idx ON chat_participants (user_id)`,
  `CREATE TABLE IF NOT EXISTS chat_messages (
     id text PRIMARY KEY,
     chat_id text NOT NULL,
     seq integer NOT NULL,
     author_id text NOT NULL,
     author_name text NOT NULL,
     text text NOT NULL,
     created_at timestamptz NOT NULL,
     position bigint NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS chat_messages_chat_idx ON chat_messages (chat_id, seq)`,
];
