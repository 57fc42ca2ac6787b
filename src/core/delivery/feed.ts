// The change feed: after every commit, one notice of what changed (channel, aggregate, system,
// version), handed at once to what subscribed in this process (a live view of the table), which
// asks the system for its view: a notice carries no state and no words.

export interface Change {
  readonly channelId: string;
  readonly aggregate: 'game' | 'campaign';
  readonly system: string;
  /** The row's id, once known (a change that created it learns it only from the store). */
  readonly id: number | null;
  readonly version: number;
}

export type ChangeListener = (change: Change) => void;

export class ChangeFeed {
  private readonly listeners = new Map<string, Set<ChangeListener>>();

  /** Hears every change in `channelId` ('*': in every channel) until the returned function is called. */
  subscribe(channelId: string, listener: ChangeListener): () => void {
    let set = this.listeners.get(channelId);
    if (!set) this.listeners.set(channelId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(channelId) === set) this.listeners.delete(channelId);
    };
  }

  /** After a commit, once per changed aggregate. A listener that throws does not stop the others. */
  publish(change: Change): void {
    if (this.listeners.size === 0) return;
    for (const key of [change.channelId, '*'])
      for (const listener of this.listeners.get(key) ?? [])
        try {
          listener(change);
        } catch {
          // A subscriber's failure is its own: the change has committed either way.
        }
  }
}
