import { Inject, Injectable } from '@nestjs/common';
import {
  IntervalConflictError,
  isIntervalChange,
  type AppointmentConflict,
  type Database,
  type IntervalConflict,
  type ReservationChange,
} from '@tutela/contracts';
import { DATABASE } from '../../shared/tokens';
import { appointmentConflicts } from '../domain/appointment-conflicts';

interface HolderRow {
  key: string;
  stream: string;
  ref: string;
  from_at: Date | string;
  to_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The pre-check of a booking or a move (checkbusyresources, which occurrences of a series fail): the bookings of
 * other streams overlapping the intervals the changes would book, read from the store's no-double-booking table.
 * Only a preview: the append's exclusion constraint stays the arbiter (a race lost after this check is a 409 too).
 */
@Injectable()
export class AppointmentBookings {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Every interval held on these keys (physician, resources, clinic) overlapping [from, to): free-slot proposals. */
  async busyIntervals(scope: string, keys: readonly string[], from: string, to: string): Promise<{ from: string; to: string }[]> {
    if (keys.length === 0) return [];
    const { rows } = await this.db.query<{ from_at: Date | string; to_at: Date | string }>(
      `SELECT lower(during) AS from_at, upper(during) AS to_at FROM stream_bookings
        WHERE scope = $1 AND key = ANY($2::text[]) AND during && tstzrange($3::timestamptz, $4::timestamptz, '[)')`,
      [scope, [...keys], from, to],
    );
    return rows.map((row) => ({ from: iso(row.from_at), to: iso(row.to_at) }));
  }

  async conflictsOf(stream: string, changes: readonly ReservationChange[]): Promise<AppointmentConflict[]> {
    const conflicts: IntervalConflict[] = [];
    for (const change of changes) {
      if (!isIntervalChange(change) || change.kind !== 'book') continue;
      const { rows } = await this.db.query<HolderRow>(
        `SELECT key, stream, ref, lower(during) AS from_at, upper(during) AS to_at FROM stream_bookings
          WHERE scope = $1 AND key = $2 AND stream <> $3 AND during && tstzrange($4::timestamptz, $5::timestamptz, '[)')
          ORDER BY lower(during)`,
        [change.scope, change.key, stream, change.from, change.to],
      );
      if (rows.length === 0) continue;
      conflicts.push({
        requested: { scope: change.scope, key: change.key, ref: change.ref, from: iso(change.from), to: iso(change.to) },
        holders: rows.map((row) => ({
          scope: change.scope,
          key: row.key,
          ref: row.ref,
          stream: row.stream,
          from: iso(row.from_at),
          to: iso(row.to_at),
        })),
      });
    }
    return conflicts.length ? appointmentConflicts(new IntervalConflictError(stream, conflicts)) : [];
  }
}
