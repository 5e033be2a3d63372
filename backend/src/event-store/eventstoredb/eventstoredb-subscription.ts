import { START, excludeSystemEvents, type EventStoreDBClient } from '@eventstore/db-client';
import type { SubscribeOptions, Subscription } from '@tutela/contracts';
import { fromEsdbEvent, toEsdbPosition } from './eventstoredb-event.mapper';

/**
 * A catch-up subscription to $all without system events. `for await` gives back-pressure: the next event is
 * read only after onEvent settles. Events at or before `after` are dropped in case the server treats the
 * start position inclusively.
 */
export function subscribeToAllEvents(client: EventStoreDBClient, options: SubscribeOptions): Subscription {
  let last = options.after ?? 0;
  let stopped = false;
  const source = client.subscribeToAll({
    fromPosition: last > 0 ? toEsdbPosition(last) : START,
    filter: excludeSystemEvents(),
  });

  const report = (error: unknown) => {
    try {
      if (options.onError) options.onError(error);
      else console.error('Sottoscrizione a EventStoreDB interrotta per errore', error);
    } catch {
      // A throwing error handler must not turn stop() into a rejected promise.
    }
  };

  const done = (async () => {
    try {
      for await (const resolved of source) {
        if (stopped) break;
        const event = fromEsdbEvent(resolved.event, resolved.commitPosition);
        if (!event || event.position <= last) continue;
        await options.onEvent(event);
        last = event.position;
      }
      if (!stopped) report(new Error('Sottoscrizione a EventStoreDB chiusa dal server'));
    } catch (error) {
      if (!stopped) report(error);
    } finally {
      await source.unsubscribe().catch(() => undefined);
    }
  })();

  return {
    async stop() {
      stopped = true;
      await source.unsubscribe().catch(() => undefined);
      await done;
    },
  };
}
