/**
 * The appointments read model: one row per `appointment-<id>` stream (a single appointment, or one occurrence of a
 * series), with its current slot, status and confirmation. The calendars read it by physician, resource or clinic
 * and time range; Fissati lists it by tenant and start.
 */
export const APPOINTMENTS_TABLES = ['appointments'] as const;

export type AppointmentStatus = 'booked' | 'cancelled' | 'completed';

export interface AppointmentTableRow {
  id: string;
  series_id: string | null;
  occurrence_date: string | null;
  entity_id: string;
  customer_id: string | null;
  factory_id: string | null;
  physician_id: string;
  resource_ids: string[];
  clinic_id: string | null;
  worker_ids: string[];
  multi: boolean;
  visit: number;
  title: string | null;
  examinations: string[];
  starts_at: Date | string;
  ends_at: Date | string;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  location: number | null;
  location_address: string | null;
  note: string | null;
  confirmed: boolean;
  confirmed_by: string | null;
  status: AppointmentStatus;
  coordination_required: boolean;
  coordination_user_id: string | null;
  examination_id: string | null;
  /** The summons mailed (AppointmentMailQueued), oldest first. */
  mails: { reason: string; recipients: string[]; queued_at: string }[] | null;
  created_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  revision: number;
  last_position: string | number;
}

/**
 * A GIN index made before `fastupdate = off`, switched in place (once: the ALTER locks the index) and its pending
 * list merged. Why off: with the default, new entries wait in an unsorted pending list until a vacuum merges them,
 * and every lookup reads the whole list. Da fissare looks the index up once per worker it walks (is this worker
 * booked?): with 3,700 bookings all pending (autovacuum off on the bench's server, as it is between two vacuums
 * anywhere) a lookup read 26 pages and took 0.15–0.27 ms, the first page 370 ms; merged, 1–2 µs and 17 ms
 * (bench/appointments.bench.mjs). Bookings are rare writes: each pays its own index update instead.
 */
function ginDirect(index: string): string {
  return `DO $gin$
   BEGIN
     IF EXISTS (SELECT 1 FROM pg_class c WHERE c.oid = to_regclass('${index}')
                 AND NOT coalesce(c.reloptions, '{}') @> ARRAY['fastupdate=off']) THEN
       ALTER INDEX ${index} SET (fastupdate = off);
       PERFORM gin_clean_pending_list('${index}'::regclass);
     END IF;
   END $gin$`;
}

export const APPOINTMENTS_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS appointments (
     id text PRIMARY KEY,
     series_id text,
     occurrence_date text,
     entity_id text NOT NULL,
     customer_id text,
     factory_id text,
     physician_id text NOT NULL,
     resource_ids text[] NOT NULL DEFAULT '{}',
     clinic_id text,
     worker_ids text[] NOT NULL DEFAULT '{}',
     multi boolean NOT NULL DEFAULT false,
     visit integer NOT NULL,
     title text,
     examinations text[] NOT NULL DEFAULT '{}',
     starts_at timestamptz NOT NULL,
     ends_at timestamptz NOT NULL,
     start_date text NOT NULL,
     end_date text NOT NULL,
     start_time text,
     end_time text,
     location integer,
     location_address text,
     note text,
     confirmed boolean NOT NULL DEFAULT false,
     confirmed_by text,
     status text NOT NULL DEFAULT 'booked',
     coordination_required boolean NOT NULL DEFAULT false,
     coordination_user_id text,
     examination_id text,
     created_by text,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     revision integer NOT NULL,
     last_position bigint NOT NULL
   )`,
  // Calendario: a physician's agenda in a range (starts before the range's end, ends after its start).
  `CREATE INDEX IF NOT EXISTS appointments_physician_time_idx ON appointments (physician_id, starts_at, ends_at)`,
  // Calendario risorse / ambulatori. Both GIN indexes without the pending list (GIN_DIRECT says why).
  `CREATE INDEX IF NOT EXISTS appointments_resources_idx ON appointments USING gin (resource_ids) WITH (fastupdate = off)`,
  `CREATE INDEX IF NOT EXISTS appointments_clinic_time_idx ON appointments (clinic_id, starts_at) WHERE clinic_id IS NOT NULL`,
  // Fissati: a tenant's appointments by start, and the whole entity's.
  `CREATE INDEX IF NOT EXISTS appointments_tenant_start_idx ON appointments (entity_id, customer_id, starts_at, id)`,
  `CREATE INDEX IF NOT EXISTS appointments_start_idx ON appointments (starts_at, id)`,
  `CREATE INDEX IF NOT EXISTS appointments_series_idx ON appointments (series_id) WHERE series_id IS NOT NULL`,
  // Da fissare: whether a worker has an appointment for their due visit (to-schedule-queries).
  `CREATE INDEX IF NOT EXISTS appointments_workers_idx ON appointments USING gin (worker_ids) WITH (fastupdate = off)`,
  ...['appointments_resources_idx', 'appointments_workers_idx'].map(ginDirect),
  // The header badge: appointments awaiting a coordinator's confirmation.
  `CREATE INDEX IF NOT EXISTS appointments_coordination_idx ON appointments (coordination_user_id) WHERE status = 'booked' AND NOT confirmed`,
  // The summons mailed (delivery evidence on the card), added to tables created before mail existed.
  `ALTER TABLE appointments ADD COLUMN IF NOT EXISTS mails jsonb NOT NULL DEFAULT '[]'::jsonb`,
];
