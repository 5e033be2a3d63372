interface Waiter {
  reached: () => boolean;
  settle: (value: boolean) => void;
}

/**
 * Pending `waitForPosition` calls. Each is re-checked whenever a checkpoint moves and settles once: true when
 * its condition holds, false on timeout or when the runtime stops.
 */
export class PositionWaiters {
  private readonly waiters = new Set<Waiter>();

  wait(reached: () => boolean, timeoutMs: number): Promise<boolean> {
    if (reached()) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        reached,
        settle: (value) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(value);
        },
      };
      const timer = setTimeout(() => waiter.settle(false), Math.max(0, timeoutMs));
      this.waiters.add(waiter);
    });
  }

  notify(): void {
    for (const waiter of [...this.waiters]) if (waiter.reached()) waiter.settle(true);
  }

  cancelAll(): void {
    for (const waiter of [...this.waiters]) waiter.settle(false);
  }
}
