/**
 * A map that keeps the `limit` most recently used entries: reading a key makes it the most
 * recent, and a key added past the limit drops the least recent. For what a process keeps
 * between requests when visitors' input makes the keys.
 */
export class RecentMap<Key, Value> {
  readonly #entries = new Map<Key, Value>();

  constructor(readonly limit: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: Key): Value | undefined {
    const value = this.#entries.get(key);
    // Without a finite limit nothing is ever dropped, so the order need not follow reads.
    if (value !== undefined && this.limit !== Infinity) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: Key, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value!);
  }
}
