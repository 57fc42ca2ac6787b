/**
 * Decoded, checked states, one per game: the version last seen and its state. A row read
 * again unchanged is not parsed again. One entry per game (not per version): entries for
 * older versions would never be read again, and keeping them made every state outlive the
 * young generation (the collector then copied each one before it died).
 */
export class StateCache {
  private readonly entries = new Map<number, { version: number; state: unknown }>();
  constructor(private readonly max = 2000) {}
  get size(): number {
    return this.entries.size;
  }
  get(gameId: number, version: number): unknown {
    const hit = this.entries.get(gameId);
    return hit?.version === version ? hit.state : undefined;
  }
  set(gameId: number, version: number, state: unknown): void {
    const hit = this.entries.get(gameId);
    if (hit) {
      // Only ever forwards: a slower reader must not put back a state a writer has replaced.
      if (hit.version > version) return;
      this.entries.delete(gameId);
    } else if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as number);
    this.entries.set(gameId, { version, state });
  }
}
