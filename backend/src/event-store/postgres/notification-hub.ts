import type { Database } from '@tutela/contracts';

/**
 * One LISTEN per store, shared by all its subscriptions: on the server every LISTEN pins a pooled connection,
 * so one per subscription would drain the pool.
 */
export class NotificationHub {
  private readonly listeners = new Set<() => void>();
  private listening: Promise<() => Promise<void>> | undefined;

  constructor(
    private readonly db: Database,
    private readonly channel: string,
  ) {}

  /** Resolves once LISTEN is active; returns the function that removes the listener. */
  async add(listener: () => void): Promise<() => Promise<void>> {
    this.listeners.add(listener);
    if (!this.listening) {
      this.listening = this.db.listen(this.channel, () => {
        for (const notify of this.listeners) notify();
      });
    }
    const listening = this.listening;
    try {
      await listening;
    } catch (error) {
      this.listeners.delete(listener);
      if (this.listening === listening) this.listening = undefined;
      throw error;
    }
    return () => this.remove(listener);
  }

  private async remove(listener: () => void): Promise<void> {
    if (!this.listeners.delete(listener) || this.listeners.size > 0 || !this.listening) return;
    const listening = this.listening;
    this.listening = undefined;
    const unlisten = await listening;
    await unlisten();
  }
}
