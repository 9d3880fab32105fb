/**
 * A Map that holds at most `maxEntries`: a new key set when it is full first drops the oldest key
 * (the first inserted), so a map keyed by what callers send (tokens, signatures, request bodies)
 * cannot grow without limit. Setting a key it holds replaces the value and keeps the key's place.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly #maxEntries: number;

  constructor(maxEntries: number) {
    super();
    this.#maxEntries = maxEntries;
  }

  override set(key: K, value: V): this {
    if (this.size >= this.#maxEntries && !this.has(key)) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
