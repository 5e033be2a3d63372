/**
 * Lets a polling loop sleep until either its poll interval elapses, a notification arrives (LISTEN/NOTIFY) or
 * it is cancelled. A notification that arrives while the loop is busy is remembered, so the next `wait`
 * returns at once instead of losing it.
 */
export class WakeSignal {
  private pending = false;
  private cancelled = false;
  private wakeWaiter: (() => void) | undefined;
  private cancelWaiter: (() => void) | undefined;

  notify(): void {
    this.pending = true;
    this.wakeWaiter?.();
  }

  /** Forget earlier notifications: call right before reading, so only news after the read wakes the loop. */
  clear(): void {
    this.pending = false;
  }

  /** Wakes every current and future wait/sleep for good (shutdown). */
  cancel(): void {
    this.cancelled = true;
    this.wakeWaiter?.();
    this.cancelWaiter?.();
  }

  get isCancelled(): boolean {
    return this.cancelled;
  }

  /** Sleeps up to `ms`; a notification or cancel ends it early. */
  wait(ms: number): Promise<void> {
    if (this.pending || this.cancelled) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeWaiter = undefined;
        this.pending = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeWaiter = done;
    });
  }

  /** Sleeps `ms` (a retry back-off): only cancel ends it early, so a busy writer cannot turn retries into a spin. */
  sleep(ms: number): Promise<void> {
    if (this.cancelled) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.cancelWaiter = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.cancelWaiter = done;
    });
  }
}

/** Exponential back-off: 1st failure → base, doubling, capped. */
export function backoffDelay(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}
