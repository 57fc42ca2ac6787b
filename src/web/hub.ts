import type { ChangeFeed } from '../core/delivery/feed.ts';
import type { Logger } from '../core/logger.ts';
import type { TableSnapshot } from '../core/table.ts';
import { laterVersion, versionText, type TableVersion } from '../core/table-version.ts';
import { errorText } from '../core/error-text.ts';
import { tableFragment } from './render.ts';

// The live table's viewers, by channel. A change is read and rendered once per channel,
// into one frame every viewer of it is handed; a viewer holds at most the frame it is
// writing and the latest one waiting (a newer frame replaces the waiting one: the table at
// a version includes all that came before), so its memory does not grow with the changes
// it has not taken yet. Changes made in this process come from the feed at once; those of
// another process sharing the database are found by polling each watched channel's version.

/** What the hub reads: the channel's table, and its version alone (cheap, polled). */
export interface TableSource {
  read(channelId: string): Promise<TableSnapshot>;
  version(channelId: string): Promise<TableVersion>;
}

export interface Frame {
  readonly version: TableVersion;
  /** The SSE event's id: the version as text (the browser sends it back as Last-Event-ID). */
  readonly id: string;
  /** The SSE event's data: the version and the table's HTML, as JSON. */
  readonly data: string;
}

export interface Viewer {
  /** A newer table to show (the viewer keeps only the latest it has not written). */
  offer(frame: Frame): void;
  /** Since when its current write has waited on the connection (0: not writing). */
  writingSince(): number;
  /** Ends its connection. */
  drop(): void;
}

export interface HubLimits {
  readonly perGame: number;
  readonly perAddress: number;
  /** A viewer whose write has waited this long cannot keep up: it is dropped (its browser reconnects). */
  readonly stallMs: number;
  /** How often the watched channels' versions are read (changes made by other processes). */
  readonly pollMs: number;
}

export const DEFAULT_HUB_LIMITS: HubLimits = { perGame: 50, perAddress: 10, stallMs: 10_000, pollMs: 1_000 };

interface Watched {
  readonly viewers: Set<Viewer>;
  latest: Frame | null;
  reading: boolean;
  again: boolean;
  readonly unsubscribe: () => void;
}

export type JoinRefusal = 'game-full' | 'address-full';

/**
 * A version read after the channel's game or campaign was retired (none current: ids 0)
 * placed after the last one shown, so the viewers see it go: the retired one's id with the
 * largest version. A game or campaign started later has a larger id, so it still comes after.
 */
export function afterRetired(version: TableVersion, shown: TableVersion | undefined): TableVersion {
  if (!shown) return version;
  const game = version[0] === 0 && shown[0] > 0 ? ([shown[0], Number.MAX_SAFE_INTEGER] as const) : ([version[0], version[1]] as const);
  const campaign = version[2] === 0 && shown[2] > 0 ? ([shown[2], Number.MAX_SAFE_INTEGER] as const) : ([version[2], version[3]] as const);
  return [game[0], game[1], campaign[0], campaign[1]];
}

export class TableHub {
  private readonly channels = new Map<string, Watched>();
  private readonly addresses = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly source: TableSource,
    private readonly feed: ChangeFeed | null,
    private readonly log: Logger,
    readonly limits: HubLimits = DEFAULT_HUB_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Viewers watching now, in all. */
  get viewers(): number {
    let n = 0;
    for (const w of this.channels.values()) n += w.viewers.size;
    return n;
  }

  /** Adds a viewer of `channelId` from `address`, or says which limit it is past; the returned function removes it. */
  join(channelId: string, address: string, viewer: Viewer): JoinRefusal | (() => void) {
    const watched = this.channels.get(channelId);
    if ((watched?.viewers.size ?? 0) >= this.limits.perGame) return 'game-full';
    if ((this.addresses.get(address) ?? 0) >= this.limits.perAddress) return 'address-full';
    this.addresses.set(address, (this.addresses.get(address) ?? 0) + 1);
    const w = watched ?? this.watch(channelId);
    w.viewers.add(viewer);
    if (w.latest) viewer.offer(w.latest);
    else void this.refresh(channelId);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      w.viewers.delete(viewer);
      const n = (this.addresses.get(address) ?? 1) - 1;
      if (n > 0) this.addresses.set(address, n);
      else this.addresses.delete(address);
      if (w.viewers.size === 0 && this.channels.get(channelId) === w) {
        w.unsubscribe();
        this.channels.delete(channelId);
        if (this.channels.size === 0) this.stopPolling();
      }
    };
  }

  /** Ends every viewer's connection (shutting down). */
  close(): void {
    this.stopPolling();
    for (const w of [...this.channels.values()]) for (const v of [...w.viewers]) v.drop();
  }

  /** Ends the connections of a channel's viewers: their browsers reconnect. */
  dropChannel(channelId: string): void {
    for (const v of [...(this.channels.get(channelId)?.viewers ?? [])]) v.drop();
  }

  private watch(channelId: string): Watched {
    const w: Watched = {
      viewers: new Set(),
      latest: null,
      reading: false,
      again: false,
      unsubscribe: this.feed?.subscribe(channelId, () => void this.refresh(channelId)) ?? (() => {}),
    };
    this.channels.set(channelId, w);
    this.timer ??= setInterval(() => void this.poll(), this.limits.pollMs);
    this.timer.unref();
    return w;
  }

  private stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Reads and renders the channel's table once and hands it to its viewers if it is later than the last. */
  private async refresh(channelId: string): Promise<void> {
    const w = this.channels.get(channelId);
    if (!w) return;
    if (w.reading) {
      w.again = true;
      return;
    }
    w.reading = true;
    try {
      do {
        w.again = false;
        const snapshot = await this.source.read(channelId);
        const version = afterRetired(snapshot.version, w.latest?.version);
        if (w.latest && !laterVersion(version, w.latest.version)) continue;
        const id = versionText(version);
        w.latest = { version, id, data: JSON.stringify({ v: id, html: tableFragment(snapshot) }) };
        for (const v of w.viewers) v.offer(w.latest);
      } while (w.again);
    } catch (err) {
      this.log.warn('live table: reading the table failed', { channel: channelId, error: errorText(err) });
    } finally {
      w.reading = false;
    }
  }

  private async poll(): Promise<void> {
    const now = this.now();
    for (const [channelId, w] of this.channels) {
      for (const v of w.viewers) {
        const since = v.writingSince();
        if (since && now - since > this.limits.stallMs) v.drop();
      }
      try {
        const version = afterRetired(await this.source.version(channelId), w.latest?.version);
        if (!w.latest || laterVersion(version, w.latest.version)) await this.refresh(channelId);
      } catch (err) {
        this.log.warn('live table: reading the version failed', { channel: channelId, error: errorText(err) });
      }
    }
  }
}
