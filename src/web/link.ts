import { createHmac, timingSafeEqual } from 'node:crypto';

// The live table's links: read-only, for one channel, until they expire. A link carries
// its channel and its expiry, signed with HMAC-SHA256 under the server's secret, so any
// replica with the same secret can check it and none needs to store it. An altered or
// expired link reads as nothing.

/** How long a link opens the table (a day: one evening's game and the morning after). */
export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export interface TableLinks {
  /** A token for `channelId`'s table, valid from `now` for LINK_LIFETIME_MS. */
  token(channelId: string, now?: number): string;
  /** The channel a token opens, or null when it is altered, malformed or expired. */
  channelOf(token: string, now?: number): string | null;
}

export function tableLinks(secret: Uint8Array): TableLinks {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest();
  return {
    token(channelId, now = Date.now()) {
      const payload = b64(`${channelId}|${Math.floor((now + LINK_LIFETIME_MS) / 1000).toString(36)}`);
      return `${payload}.${b64(sign(payload))}`;
    },
    channelOf(token, now = Date.now()) {
      const [payload, sig, ...rest] = token.split('.');
      if (!payload || !sig || rest.length) return null;
      const given = Buffer.from(sig, 'base64url');
      const want = sign(payload);
      if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
      const text = Buffer.from(payload, 'base64url').toString('utf8');
      const bar = text.lastIndexOf('|');
      const expires = parseInt(text.slice(bar + 1), 36) * 1000;
      if (bar <= 0 || !Number.isFinite(expires) || expires <= now) return null;
      return text.slice(0, bar);
    },
  };
}

/** The secret when none is configured: derived from the bot's token, so every replica of one bot agrees. */
export function derivedSecret(discordToken: string): Buffer {
  return createHmac('sha256', 'solo-alpha live table links').update(discordToken).digest();
}
