/**
 * At most one task in flight: a caller that arrives while one runs joins it and gets its outcome, success or
 * failure. A failed renewal is therefore reported to every waiting caller at once instead of being repeated by each
 * of them; the next caller after it settles starts afresh.
 */
export class SingleFlight<T> {
  #pending: Promise<T> | undefined;

  run(task: () => Promise<T>): Promise<T> {
    this.#pending ??= task().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }
}
