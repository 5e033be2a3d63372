/**
 * Runs async work one piece at a time, in call order. The runtime dispatches live batches and lets a
 * catching-up projector rejoin the live group through it, so no batch can slip between "caught up" and "live".
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
