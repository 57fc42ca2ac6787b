// npm start: the Discord bot with DISCORD_TOKEN; without one, the local console on a
// terminal; with neither, a clear exit. With SHARD_COUNT (N or auto) this process starts
// one process per shard (discord/shards.ts), each running this file again as a bot.
import { composeApp } from './compose.ts';
import { errorText } from './core/error-text.ts';
import { shardShare } from './core/delivery/pacing.ts';
import { createLogger } from './core/logger.ts';
import { databaseLocation, fairUseLimits, loadConfig, storeTimeouts } from './config.ts';
import { consoleStringsFor, runConsole } from './console/run.ts';
import { DiscordBot } from './discord/bot.ts';
import { startReplica } from './http/replica.ts';
import type { Routes } from './http/server.ts';
import { parseShardIds, runShards } from './discord/shards.ts';
import { loadDotenv } from './env.ts';
import { warmUp } from './warm-up.ts';
import { linkSecret, liveTableLinks, serveConfiguredLiveTable } from './web/live-table.ts';

async function main(): Promise<void> {
  loadDotenv();
  const config = loadConfig();
  if (!config.DISCORD_TOKEN) {
    if (process.stdin.isTTY) {
      console.log(consoleStringsFor(process.argv.slice(2)).openedByStart);
      await runConsole(process.argv.slice(2));
      return;
    }
    console.error(consoleStringsFor(process.argv.slice(2)).noTokenNoTerminal);
    process.exit(1);
  }
  const log = createLogger(config.LOG_LEVEL, [config.DISCORD_TOKEN, ...(config.DISCORD_CLIENT_SECRET ? [config.DISCORD_CLIENT_SECRET] : [])]);
  // discord.js's Client reads SHARD_COUNT and SHARDS from the environment by itself, and takes an empty one (as
  // .env.example leaves it) for 0 shards: unset is what an empty setting means here.
  for (const key of ['SHARD_COUNT', 'SHARDS']) if (process.env[key]?.trim() === '') delete process.env[key];
  // A shard's own process has SHARDING_MANAGER set by the manager: it runs the bot below.
  const sharded = config.SHARD_COUNT !== undefined && config.SHARD_COUNT !== '1';
  if (sharded && !process.env.SHARDING_MANAGER) {
    const shards = await runShards({
      token: config.DISCORD_TOKEN,
      apiUrl: config.DISCORD_API_URL,
      count: config.SHARD_COUNT === 'auto' ? 'auto' : Number(config.SHARD_COUNT),
      ids: config.SHARD_IDS ? parseShardIds(config.SHARD_IDS) : undefined,
      spawnDelayMs: config.SHARD_SPAWN_DELAY_MS,
      file: process.argv[1]!,
      execArgv: process.execArgv,
      log,
    });
    const stop = async (signal: string) => {
      log.info('stopping the shards', { signal });
      await shards.stop();
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
    return;
  }
  const pictures = config.PICTURES === 'on';
  // Discord's limit on requests is the bot's, whatever the number of shards: each shard paces its tracker edits to its
  // share (the manager gives a shard's process SHARD_COUNT, the number of shards in all).
  const shards = process.env.SHARDING_MANAGER ? Number(config.SHARD_COUNT) || 1 : 1;
  // The live table (HTTP_PORT set): its links exist before the app, which hands them to /game board.
  const live = config.HTTP_PORT !== undefined ? liveTableLinks(linkSecret(config.TABLE_LINK_SECRET, config.DISCORD_TOKEN), config.PUBLIC_URL) : null;
  const activity = live !== null && config.DISCORD_CLIENT_ID !== undefined && config.DISCORD_CLIENT_SECRET !== undefined;
  const { delivery, dispatcher, store, editions, table } = composeApp(
    databaseLocation(config),
    log,
    { checkpoint: 'background', ...storeTimeouts(config) },
    {
      pictures,
      fairUse: { limits: fairUseLimits(config), maxOwned: config.MAX_OWNED },
      delivery: { trackerEditsPerSecond: shardShare(shards) },
      ...(live ? { tableLink: live.link } : {}),
      ...(activity ? { activity: true } : {}),
    },
  );
  await store.ready;
  // A short game in memory first, so the first player's command after a start runs warm code.
  await warmUp({ pictures, editions, log }).then(
    (ms) => log.info('warmed up', { ms: Math.round(ms) }),
    (err: unknown) => log.warn('warm-up failed; starting anyway', { error: errorText(err) }),
  );
  // The live table's routes and the HTTP server they are on: a replica's, in HTTP mode (its interactions beside them).
  const held: { replica?: Awaited<ReturnType<typeof startReplica>> } = {};
  const httpMode = config.DISCORD_PUBLIC_KEY !== undefined && config.HTTP_PORT !== undefined;
  const startReplicaWith = (routes: readonly Routes[]) =>
    startReplica({
      token: config.DISCORD_TOKEN!,
      apiUrl: config.DISCORD_API_URL,
      publicKey: config.DISCORD_PUBLIC_KEY!,
      port: config.HTTP_PORT!,
      host: config.HTTP_HOST,
      delivery,
      dispatcher,
      log,
      deferAfterMs: config.REPLY_DEFER_MS,
      admission: { maxInFlight: config.MAX_IN_FLIGHT, maxShedding: config.MAX_BUSY_ANSWERS },
      routes,
    }).then((r) => {
      held.replica = r;
      return r.server;
    });
  const web = await serveConfiguredLiveTable(live, config, {
    source: table,
    feed: delivery.feed,
    log,
    ...(httpMode ? { serve: startReplicaWith } : {}),
    // The same page as a Discord Activity, with the application's OAuth2 secret (docs/activity.md).
    ...(activity && config.DISCORD_CLIENT_ID && config.DISCORD_CLIENT_SECRET
      ? {
          activity: {
            clientId: config.DISCORD_CLIENT_ID,
            clientSecret: config.DISCORD_CLIENT_SECRET,
            botToken: config.DISCORD_TOKEN,
            ...(config.DISCORD_API_URL ? { apiUrl: config.DISCORD_API_URL } : {}),
          },
        }
      : {}),
  });
  if (httpMode) {
    // HTTP mode: Discord POSTs the interactions; no gateway connection. HTTP_PORT also serves the live table, which started
    // the replica's server above (its `serve`), so the replica is there.
    const running = held.replica!;
    const drain = async (signal: string) => {
      log.info('draining', { signal });
      await running.drain().catch((err: unknown) => log.error('drain failed', { error: errorText(err) }));
      web?.hub.close();
      await store.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void drain('SIGINT'));
    process.on('SIGTERM', () => void drain('SIGTERM'));
    process.on('unhandledRejection', (err) => log.error('unhandled rejection', { error: String(err) }));
    return;
  }
  const bot = new DiscordBot({
    token: config.DISCORD_TOKEN,
    apiUrl: config.DISCORD_API_URL,
    delivery,
    dispatcher,
    log,
    deferAfterMs: config.REPLY_DEFER_MS,
    admission: { maxInFlight: config.MAX_IN_FLIGHT, maxShedding: config.MAX_BUSY_ANSWERS },
  });

  const shutdown = async (signal: string) => {
    log.info('shutting down', { signal });
    await bot.stop().catch(() => {});
    await web?.close().catch(() => {});
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A shard whose manager is gone (killed) stops too, rather than run on unmanaged.
  if (process.send) process.on('disconnect', () => void shutdown('manager gone'));
  process.on('unhandledRejection', (err) => log.error('unhandled rejection', { error: String(err) }));
  await bot.start();
}

main().catch((err) => {
  console.error(`The bot could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
