/**
 * Decoded, checked states, one per game (the version last seen): a row read again unchanged is not parsed again.
 * Not one per version: older versions are never read again, and keeping them would only make states live longer.
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
