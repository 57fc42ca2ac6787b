import type { Invocation } from './command.ts';

// Fair use: one member (or one busy channel) must not take the bot from everyone else. Each
// user and each channel has a budget of commands, a token bucket: `burst` at once, refilled
// at `perSecond`; a command over budget is answered at once with how long to wait, and
// costs nothing else. Buttons count as commands; autocomplete does not (Discord sends one
// per keystroke, and it writes nothing).

export interface FairUseLimits {
  readonly userBurst: number;
  readonly userPerSecond: number;
  readonly channelBurst: number;
  readonly channelPerSecond: number;
}

export const FAIR_USE_LIMITS: FairUseLimits = { userBurst: 10, userPerSecond: 1, channelBurst: 30, channelPerSecond: 4 };

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets not touched for this long are full again, and forgotten. */
const FORGET_MS = 10 * 60_000;

export class FairUse {
  private readonly users = new Map<string, Bucket>();
  private readonly channels = new Map<string, Bucket>();
  private sweptAt = 0;

  constructor(
    readonly limits: FairUseLimits = FAIR_USE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one command from the user's and the channel's budgets: 0 if it may run, else the seconds to wait. */
  take(inv: Pick<Invocation, 'user' | 'channelId'>): number {
    const now = this.now();
    this.sweep(now);
    const user = this.fill(this.users, inv.user.id, this.limits.userBurst, this.limits.userPerSecond, now);
    const channel = this.fill(this.channels, inv.channelId, this.limits.channelBurst, this.limits.channelPerSecond, now);
    const wait = Math.max(waitFor(user, this.limits.userPerSecond), waitFor(channel, this.limits.channelPerSecond));
    if (wait > 0) return Math.ceil(wait);
    user.tokens -= 1;
    channel.tokens -= 1;
    return 0;
  }

  private fill(map: Map<string, Bucket>, key: string, burst: number, perSecond: number, now: number): Bucket {
    let b = map.get(key);
    if (!b) map.set(key, (b = { tokens: burst, at: now }));
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    return b;
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < FORGET_MS) return;
    this.sweptAt = now;
    for (const map of [this.users, this.channels]) for (const [k, b] of map) if (now - b.at > FORGET_MS) map.delete(k);
  }
}

/** Seconds until a bucket holds one whole token. */
function waitFor(b: Bucket, perSecond: number): number {
  return b.tokens >= 1 ? 0 : (1 - b.tokens) / perSecond;
}
