import { LRUCache } from 'lru-cache';
import type { Invocation } from './command.ts';

// Fair use: one member (or one busy channel) must not take the bot from everyone else. Each user
// and channel has a token bucket (`burst` at once, refilled at `perSecond`); a command over budget
// is answered at once with how long to wait. Autocomplete does not count: it writes nothing.
//
// Fair share (ruling C100): the last third of a channel's budget is kept for its light users, so a
// few users sending as fast as they may never lock someone else out of the channel.
//
// The buckets live in bounded LRU maps, per process: a bucket full again is the same as none, so
// it is forgotten then, and the least recently seen go first when the map is full.

export interface FairUseLimits {
  readonly userBurst: number;
  readonly userPerSecond: number;
  readonly channelBurst: number;
  readonly channelPerSecond: number;
}

export const FAIR_USE_LIMITS: FairUseLimits = { userBurst: 10, userPerSecond: 1, channelBurst: 30, channelPerSecond: 4 };

/** The most users, and the most channels, whose budgets one process keeps (their memory: docs/reliability.md). */
export const BUCKETS_MAX = 20_000;

interface Bucket {
  tokens: number;
  at: number;
}

/** The part of a channel's budget only its light users may spend. */
export function channelReserve(limits: FairUseLimits): number {
  return Math.floor(limits.channelBurst / 3);
}

function bucketMap(burst: number, perSecond: number, max: number, now: () => number): LRUCache<string, Bucket> {
  return new LRUCache<string, Bucket>({
    max,
    // Full again after this long untouched: forgetting it then changes nothing.
    ttl: Math.max(1, Math.ceil((burst / perSecond) * 1000)),
    updateAgeOnGet: true,
    perf: { now },
    ttlResolution: 0,
  });
}

export class FairUse {
  private readonly users: LRUCache<string, Bucket>;
  private readonly channels: LRUCache<string, Bucket>;
  private readonly reserve: number;
  private purgedAt = 0;

  constructor(
    readonly limits: FairUseLimits = FAIR_USE_LIMITS,
    private readonly now: () => number = Date.now,
    max = BUCKETS_MAX,
  ) {
    this.users = bucketMap(limits.userBurst, limits.userPerSecond, max, now);
    this.channels = bucketMap(limits.channelBurst, limits.channelPerSecond, max, now);
    this.reserve = channelReserve(limits);
  }

  /** Takes one command from the user's and the channel's budgets: 0 if it may run, else the seconds to wait. */
  take(inv: Pick<Invocation, 'user' | 'channelId'>): number {
    const now = this.now();
    this.purge(now);
    const user = this.fill(this.users, inv.user.id, this.limits.userBurst, this.limits.userPerSecond, now);
    const channel = this.fill(this.channels, inv.channelId, this.limits.channelBurst, this.limits.channelPerSecond, now);
    const light = user.tokens >= this.limits.userBurst - 1;
    const need = light ? 1 : 1 + this.reserve;
    const wait = Math.max(waitFor(user, 1, this.limits.userPerSecond), waitFor(channel, need, this.limits.channelPerSecond));
    if (wait > 0) return Math.ceil(wait);
    user.tokens -= 1;
    channel.tokens -= 1;
    return 0;
  }

  /** How many users' and channels' budgets are kept now (bounded by `max`). */
  get kept(): { users: number; channels: number } {
    return { users: this.users.size, channels: this.channels.size };
  }

  /** Drops the buckets full again (stale ones only go when looked at, or here), at most once per refill time. */
  private purge(now: number): void {
    if (now - this.purgedAt < this.users.ttl) return;
    this.purgedAt = now;
    this.users.purgeStale();
    this.channels.purgeStale();
  }

  private fill(map: LRUCache<string, Bucket>, key: string, burst: number, perSecond: number, now: number): Bucket {
    let b = map.get(key);
    if (!b) map.set(key, (b = { tokens: burst, at: now }));
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    return b;
  }
}

/** Seconds until a bucket holds `need` tokens. */
function waitFor(b: Bucket, need: number, perSecond: number): number {
  return b.tokens >= need ? 0 : (need - b.tokens) / perSecond;
}
