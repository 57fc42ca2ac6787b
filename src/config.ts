import { z } from 'zod';

// Environment variables (see .env.example), validated once at start-up.
const schema = z.object({
  DISCORD_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((s) => s || undefined),
  DISCORD_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((s) => s || undefined),
  DISCORD_GUILD_ID: z
    .string()
    .trim()
    .optional()
    .transform((s) => s || undefined),
  DISCORD_API_URL: z
    .string()
    .trim()
    .optional()
    .transform((s) => s || undefined)
    .pipe(z.url({ error: 'DISCORD_API_URL must be a URL such as http://127.0.0.1:8080/api' }).optional()),
  DATABASE_PATH: z.string().trim().min(1).default('./data/solo-alpha.sqlite'),
  /** A PostgreSQL server instead of the SQLite file (several processes or machines sharing one database). */
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((s) => s || undefined)
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, { error: 'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/solo_alpha' })
        .optional(),
    ),
  /** Shards: unset or 1 runs one process; N or "auto" (Discord's recommendation) runs one process per shard. */
  SHARD_COUNT: z
    .string()
    .trim()
    .optional()
    .transform((s) => s || undefined)
    .pipe(z.union([z.literal('auto'), z.string().regex(/^[1-9]\d*$/, { error: 'SHARD_COUNT must be "auto" or a whole number such as 4' })]).optional()),
  /** The shards this machine runs, e.g. "0,1" or "0-3" (default: all of them); for shards spread over machines. */
  SHARD_IDS: z
    .string()
    .trim()
    .optional()
    .transform((s) => s || undefined)
    .pipe(
      z
        .string()
        .regex(/^\d+(-\d+)?(,\d+(-\d+)?)*$/, { error: 'SHARD_IDS must list shard numbers such as 0,1 or 0-3' })
        .optional(),
    ),
  /** Between two shards' starts (Discord allows one identify per 5 s per bucket). */
  SHARD_SPAWN_DELAY_MS: z.coerce.number().int().min(0).default(5500),
  /** Bounds on waiting for the database (docs/reliability.md): past them a command is answered "not answering", not queued. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  DB_COMMIT_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** SQLite: how long a write waits for another process's lock (it blocks this process meanwhile). */
  DB_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).default(1_000),
  /** An answer not ready after this long is deferred ("thinking…") and edited in when ready: Discord allows 3 s. */
  REPLY_DEFER_MS: z.coerce.number().int().min(0).max(2_500).default(1_500),
  /** Fair use (docs/reliability.md): each user's and each channel's command budget (a burst, then so many a second). */
  RATE_USER_BURST: z.coerce.number().int().min(1).default(10),
  RATE_USER_PER_SECOND: z.coerce.number().positive().default(1),
  RATE_CHANNEL_BURST: z.coerce.number().int().min(1).default(30),
  RATE_CHANNEL_PER_SECOND: z.coerce.number().positive().default(4),
  /** Admission (docs/reliability.md): interactions worked on at once per process, and "busy" answers in flight past them. */
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(256),
  MAX_BUSY_ANSWERS: z.coerce.number().int().min(0).default(1_024),
  /** Games under way and campaigns one user may have started at once, in every channel. */
  MAX_OWNED: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug']).default('info'),
  /** Activation cards with a picture (on by default); off keeps the drawing library out of memory on a small machine. */
  PICTURES: z.enum(['on', 'off'], { error: 'PICTURES must be on or off' }).default('on'),
  /** The HTTP server's port (the live table, Discord's interactions over HTTP); nothing listens without it. */
  HTTP_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** The address it listens on (default 127.0.0.1; 0.0.0.0 behind a load balancer on another machine). */
  HTTP_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** The base of the links the bot gives to its pages (default http://127.0.0.1:<HTTP_PORT>). */
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.url({ error: 'PUBLIC_URL must be a URL such as https://table.example.org' }).optional()),
  /** The application's OAuth2 secret: with DISCORD_CLIENT_ID and HTTP_PORT, the live table is also a Discord Activity (docs/activity.md). */
  DISCORD_CLIENT_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /** The key that signs the live table's links (any long random text); default: one derived from DISCORD_TOKEN, so every replica agrees. */
  TABLE_LINK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(16, { error: 'TABLE_LINK_SECRET must be at least 16 characters' }).optional()),
  /** The live table's open pages at most, per game and per address (a viewer past them gets 429). */
  TABLE_VIEWERS_PER_GAME: z.coerce.number().int().min(1).default(50),
  TABLE_VIEWERS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** The application's public key (hex): with HTTP_PORT, the bot takes Discord's interactions at POST /interactions instead of the gateway. */
  DISCORD_PUBLIC_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(/^[0-9a-f]{64}$/i, { error: 'DISCORD_PUBLIC_KEY must be the 64 hex digits of the application’s public key' })
        .optional(),
    ),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const r = schema.safeParse(env);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new Error(`Bad configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return r.data;
}

/** Where the games are stored: DATABASE_URL (PostgreSQL) when set, else the SQLite file at DATABASE_PATH. */
export function databaseLocation(config: Pick<Config, 'DATABASE_PATH' | 'DATABASE_URL'>): string {
  return config.DATABASE_URL ?? config.DATABASE_PATH;
}

/** The command budgets (src/core/fair-use.ts) the configuration sets. */
export function fairUseLimits(config: Config) {
  return {
    userBurst: config.RATE_USER_BURST,
    userPerSecond: config.RATE_USER_PER_SECOND,
    channelBurst: config.RATE_CHANNEL_BURST,
    channelPerSecond: config.RATE_CHANNEL_PER_SECOND,
  };
}

/** The store's options that come from the configuration (timeouts). */
export function storeTimeouts(config: Config) {
  return {
    busyTimeoutMs: config.DB_BUSY_TIMEOUT_MS,
    timeouts: {
      connectMs: config.DB_CONNECT_TIMEOUT_MS,
      statementMs: config.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      commitMs: config.DB_COMMIT_TIMEOUT_MS,
    },
  };
}
