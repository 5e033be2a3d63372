import { Kafka, logLevel } from 'kafkajs';
import { event, newStream, waitUntil } from '../event-store/testing/event-store-fixtures';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { startKafkaRelay } from './kafka-relay';
import { emptyPglite } from '@tutela/projections/src/testing/test-databases';

/** Needs a real broker: KAFKA_BROKERS=localhost:9092 (topic auto-creation not required, topics are created here). */
const brokers = (process.env.KAFKA_BROKERS ?? '')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);
if (brokers.length === 0) console.info('kafka-relay.int.spec: KAFKA_BROKERS non impostato, test di integrazione con Kafka SALTATO');
const onKafka = brokers.length > 0 ? describe : describe.skip;

onKafka('Kafka relay against a real broker', () => {
  it('publishes committed events to a topic per category, in order per stream, then keeps up live', async () => {
    const prefix = `tutela-test-${Date.now()}`;
    const kafka = new Kafka({ clientId: `${prefix}-check`, brokers, logLevel: logLevel.NOTHING });
    const admin = kafka.admin();
    const consumer = kafka.consumer({ groupId: `${prefix}-check` });
    const db = await emptyPglite();
    const store = await PostgresEventStore.create(db);
    let stop: (() => Promise<void>) | undefined;
    try {
      await admin.connect();
      await admin.createTopics({
        topics: [`${prefix}.worker`, `${prefix}.job`].map((topic) => ({ topic, numPartitions: 3 })),
        waitForLeaders: true,
      });
      const workers = [newStream('worker'), newStream('worker')];
      const job = newStream('job');
      const revisions = new Map<string, number>();
      const append = async (stream: string) => {
        const last = revisions.get(stream) ?? -1;
        await store.append(stream, [event('Step', { n: last + 1 })], { expectedRevision: last < 0 ? 'no_stream' : last });
        revisions.set(stream, last + 1);
      };
      for (const stream of [workers[0], job, workers[1], workers[0], job, workers[0], workers[1]]) await append(stream);

      const received: Array<{ topic: string; key: string; revision: number; id: string }> = [];
      await consumer.connect();
      await consumer.subscribe({ topics: [`${prefix}.worker`, `${prefix}.job`], fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ topic, message }) => {
          const envelope = JSON.parse(message.value!.toString()) as { revision: number; id: string; stream: string };
          expect(message.key!.toString()).toBe(envelope.stream);
          received.push({ topic, key: envelope.stream, revision: envelope.revision, id: envelope.id });
        },
      });
      const logger = { info: () => undefined, warn: () => undefined, error: jest.fn() };
      stop = await startKafkaRelay({ brokers, eventStore: store, db, logger, topicPrefix: prefix, name: prefix });
      await waitUntil(() => received.length >= 7, '7 messages from Kafka', 60_000);

      await append(job); // live, after the catch-up
      await waitUntil(() => received.some((m) => m.key === job && m.revision === 2), 'the live message', 30_000);

      // At-least-once: a retry may repeat messages, but per stream the first sighting of each revision is in order.
      for (const [stream, last] of revisions) {
        const firstSeen = [...new Set(received.filter((m) => m.key === stream).map((m) => m.revision))];
        expect(firstSeen).toEqual(Array.from({ length: last + 1 }, (_, i) => i));
        const topic = stream.startsWith('job-') ? `${prefix}.job` : `${prefix}.worker`;
        expect(received.filter((m) => m.key === stream).every((m) => m.topic === topic)).toBe(true);
      }
      expect(logger.error).not.toHaveBeenCalled();
    } finally {
      await stop?.();
      await consumer.disconnect().catch(() => undefined);
      await admin.deleteTopics({ topics: [`${prefix}.worker`, `${prefix}.job`] }).catch(() => undefined);
      await admin.disconnect().catch(() => undefined);
      await store.close();
      await db.close();
    }
  }, 120_000);
});
