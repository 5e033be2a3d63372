import type { RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../../database/database';
import type { Projector } from '../projector';

/**
 * A stateful read model (counts per stream category and the last event type seen): every row depends on all
 * earlier events, so a rebuild only matches live projection if both apply the same events in the same order.
 */
export class CountingProjector implements Projector {
  readonly name = 'counting';
  readonly tables = ['category_counts'];
  readonly handles = ['*'];
  readonly migrations = [
    'CREATE TABLE IF NOT EXISTS category_counts (category text PRIMARY KEY, events integer NOT NULL, last_type text NOT NULL, last_position bigint NOT NULL)',
  ];
  failOn: ((event: RecordedEvent) => boolean) | null = null;

  async apply(event: RecordedEvent, tx: Sql): Promise<void> {
    await tx.query(
      `INSERT INTO category_counts (category, events, last_type, last_position) VALUES (split_part($1, '-', 1), 1, $2, $3)
       ON CONFLICT (category) DO UPDATE SET events = category_counts.events + 1, last_type = EXCLUDED.last_type, last_position = EXCLUDED.last_position`,
      [event.stream, event.type, event.position],
    );
    if (this.failOn?.(event)) throw new Error(`guasto simulato all'evento ${event.position}`);
  }
}
