/**
 * Decoded, checked states, one per game (the version last seen): a row read again unchanged is not parsed again.
 * Not one per version: older versions are never read again, and keeping them would only make states live longer.
 * Bounded by count and by the size of the stored text the states were decoded from, so that a few huge
 * states (a long campaign replayed from its log) cannot fill the heap where thousands of small ones fit.
 */
export class StateCache {
  private readonly entries = new Map<number, { version: number; state: unknown; bytes: number }>();
  private total = 0;
  constructor(
    private readonly max = 2000,
    private readonly maxBytes = 4 * 2 ** 20,
  ) {}
  get size(): number {
    return this.entries.size;
  }
  /** The stored text's size of the states held. */
  get bytes(): number {
    return this.total;
  }
  get(gameId: number, version: number): unknown {
    const hit = this.entries.get(gameId);
    return hit?.version === version ? hit.state : undefined;
  }
  /** `bytes`: the size of the stored text `state` was decoded from (or encoded to). */
  set(gameId: number, version: number, state: unknown, bytes = 0): void {
    const hit = this.entries.get(gameId);
    if (hit) {
      // Only ever forwards: a slower reader must not put back a state a writer has replaced.
      if (hit.version > version) return;
      this.drop(gameId, hit.bytes);
    }
    // A state bigger than the whole budget is not kept at all: it would push out every other.
    if (bytes > this.maxBytes) return;
    while (this.entries.size && (this.entries.size >= this.max || this.total + bytes > this.maxBytes)) {
      const [oldest, entry] = this.entries.entries().next().value as [number, { bytes: number }];
      this.drop(oldest, entry.bytes);
    }
    this.entries.set(gameId, { version, state, bytes });
    this.total += bytes;
  }
  private drop(gameId: number, bytes: number): void {
    this.entries.delete(gameId);
    this.total -= bytes;
  }
}
