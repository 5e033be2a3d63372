import type { QueryResult, Sql } from '@tutela/contracts';
import { PostCommitNotifier } from './post-commit-notifier';

/** A connection whose queries stay open until the test lets them finish, one at a time. */
function pendingSql() {
  const sent: string[] = [];
  const finish: Array<(error?: Error) => void> = [];
  const sql: Sql = {
    query<Row>(text: string, params?: unknown[]): Promise<QueryResult<Row>> {
      sent.push(String(params?.[0]));
      return new Promise((resolve, reject) => finish.push((error) => (error ? reject(error) : resolve({ rows: [], rowCount: 1 }))));
    },
  };
  const settleNext = async (error?: Error) => {
    finish.shift()?.(error);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { sql, sent, settleNext };
}

describe('PostCommitNotifier', () => {
  it('sends one NOTIFY at a time and covers the commits that happened meanwhile with exactly one more', async () => {
    const { sql, sent, settleNext } = pendingSql();
    const notifier = new PostCommitNotifier(sql, 'tutela_events', undefined, 0);
    notifier.signal();
    for (let i = 0; i < 5; i++) notifier.signal();
    expect(sent).toEqual(['tutela_events']);
    await settleNext();
    expect(sent).toHaveLength(2);
    await settleNext();
    expect(sent).toHaveLength(2);
    await notifier.idle();
    notifier.signal();
    expect(sent).toHaveLength(3);
    await settleNext();
    await notifier.idle();
  });

  it('reports a failed NOTIFY and keeps going', async () => {
    const { sql, sent, settleNext } = pendingSql();
    const errors: unknown[] = [];
    const notifier = new PostCommitNotifier(sql, 'tutela_events', (error) => errors.push(error), 0);
    notifier.signal();
    notifier.signal();
    await settleNext(new Error('connessione persa'));
    expect(errors).toHaveLength(1);
    expect(sent).toHaveLength(2);
    await settleNext();
    await notifier.idle();
    notifier.signal();
    expect(sent).toHaveLength(3);
    await settleNext();
  });

  it('waits the minimum interval before the NOTIFY that covers later commits', async () => {
    const sentAt: number[] = [];
    const sql: Sql = {
      async query<Row>(): Promise<QueryResult<Row>> {
        sentAt.push(Date.now());
        return { rows: [], rowCount: 1 };
      },
    };
    const notifier = new PostCommitNotifier(sql, 'tutela_events', undefined, 40);
    notifier.signal();
    notifier.signal();
    await notifier.idle();
    expect(sentAt).toHaveLength(2);
    expect(sentAt[1] - sentAt[0]).toBeGreaterThanOrEqual(39);
  });
});
