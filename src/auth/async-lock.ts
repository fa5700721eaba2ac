/**
 * Runs tasks one at a time, in call order. Used for token renewal: a task re-checks the tokens once it holds the lock,
 * so N concurrent callers cause one token request, not N.
 */
export class AsyncLock {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
