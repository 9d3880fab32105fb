/**
 * Group commit: requests that arrive while the database is busy (or within `maxWaitMs` of the first
 * of them) are written together by one `write` call, and every one of them is answered only after
 * that write has committed. One multi-row statement costs about as much as a single-row one, so
 * under load the database sees far fewer, larger writes, and no request is acknowledged before its
 * data is durable.
 *
 * Items with the same `keyOf` never share a batch (a multi-row upsert may touch a row only once),
 * nor go while a batch holding their key is being written: a later one waits for a later batch, so
 * per key the writes stay in arrival order however many batches are in flight.
 */
export interface GroupCommitOptions<I, O> {
  /** Largest batch per write. */
  maxBatch: number;
  /**
   * How long an idle queue waits for company before writing a lone item; 0 waits only for the end of
   * the event loop's turn, so every request already read joins the batch and none waits on a timer.
   */
  maxWaitMs: number;
  /** Writes running at once (a PostgreSQL pool can run several; PGlite only one). */
  maxInFlight: number;
  keyOf(item: I): string;
  /** Writes the items in one transaction and answers one result per item, in the same order. */
  write(items: I[]): Promise<O[]>;
}

interface Waiting<I, O> {
  item: I;
  resolve(result: O): void;
  reject(error: unknown): void;
}

export interface GroupCommit<I, O> {
  submit(item: I): Promise<O>;
  /** Resolves once every submitted item has been written (or failed). */
  drain(): Promise<void>;
}

export function createGroupCommit<I, O>(options: GroupCommitOptions<I, O>): GroupCommit<I, O> {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled: { cancel(): void } | null = null;
  let idle: Array<() => void> = [];
  /** Keys of the batches being written. */
  const writing = new Set<string>();

  const takeBatch = () => {
    const keys = new Set<string>(writing);
    const batch: Waiting<I, O>[] = [];
    for (let index = 0; index < queue.length && batch.length < options.maxBatch; ) {
      const waiting = queue[index] as Waiting<I, O>;
      const key = options.keyOf(waiting.item);
      if (keys.has(key)) {
        index += 1;
        continue;
      }
      keys.add(key);
      batch.push(waiting);
      queue.splice(index, 1);
    }
    return batch;
  };

  const schedule = () => {
    if (options.maxWaitMs === 0) {
      const immediate = setImmediate(flush);
      return { cancel: () => clearImmediate(immediate) };
    }
    const timer = setTimeout(flush, options.maxWaitMs);
    return { cancel: () => clearTimeout(timer) };
  };

  const flush = () => {
    scheduled?.cancel();
    scheduled = null;
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      // Everything queued waits on a key being written: the end of that write flushes again.
      if (batch.length === 0) break;
      const batchKeys = batch.map((waiting) => options.keyOf(waiting.item));
      for (const key of batchKeys) writing.add(key);
      inFlight += 1;
      options
        .write(batch.map((waiting) => waiting.item))
        .then(
          (results) => {
            for (const [index, waiting] of batch.entries()) waiting.resolve(results[index] as O);
          },
          (error: unknown) => {
            for (const waiting of batch) waiting.reject(error);
          },
        )
        .finally(() => {
          for (const key of batchKeys) writing.delete(key);
          inFlight -= 1;
          // What queued up meanwhile goes at once: it has waited a whole write already.
          if (queue.length > 0) flush();
          else if (inFlight === 0) {
            for (const done of idle) done();
            idle = [];
          }
        });
    }
  };

  return {
    submit(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (queue.length >= options.maxBatch) flush();
        else if (inFlight < options.maxInFlight) scheduled ??= schedule();
      });
    },
    drain() {
      if (queue.length === 0 && inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}
