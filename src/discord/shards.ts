import { REST } from './rest.ts';
import { Routes } from 'discord-api-types/v10';
import { ShardingManager } from 'discord.js';
import { errorText } from '../core/error-text.ts';
import type { Logger } from '../core/logger.ts';

// Several shards, one process each, all on one database (PostgreSQL when they are on
// several machines). discord.js's ShardingManager forks this same entry point once per
// shard with SHARDS and SHARD_COUNT set, and discord.js's Client reads them: no new
// dependency, a process per shard uses every core and one crashing restarts alone.
// (discord-hybrid-sharding packs many shards into few processes, which matters past
// hundreds of shards; @discordjs/ws shards in one process share one event loop.)

export interface ShardPlan {
  readonly token: string;
  readonly apiUrl?: string | undefined;
  /** How many shards in all, or 'auto': Discord's recommendation (GET /gateway/bot). */
  readonly count: 'auto' | number;
  /** The shards this machine runs (default: all). */
  readonly ids?: readonly number[] | undefined;
  /** Between two shards' starts: Discord lets a bot identify once per 5 s (per max_concurrency bucket). */
  readonly spawnDelayMs: number;
  /** The script each shard runs (this entry point) and the Node flags it runs with. */
  readonly file: string;
  readonly execArgv: readonly string[];
  readonly log: Logger;
}

/** "0-3,6" → [0, 1, 2, 3, 6]. */
export function parseShardIds(text: string): number[] {
  return text.split(',').flatMap((part) => {
    const [from, to] = part.split('-').map(Number) as [number, number | undefined];
    return to === undefined ? [from] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

async function recommendedShards(token: string, apiUrl: string | undefined): Promise<number> {
  const rest = new REST(apiUrl ? { api: apiUrl } : {}).setToken(token);
  const r = (await rest.get(Routes.gatewayBot())) as { shards: number };
  return r.shards;
}

/** Starts the shards and keeps them running (a shard that exits is started again). */
export async function runShards(plan: ShardPlan): Promise<{ stop(): Promise<void> }> {
  const count = plan.count === 'auto' ? await recommendedShards(plan.token, plan.apiUrl) : plan.count;
  const ids = plan.ids ?? Array.from({ length: count }, (_, i) => i);
  const outside = ids.filter((id) => id >= count);
  if (outside.length) throw new Error(`SHARD_IDS names shard ${outside[0]}, but there are only ${count} shards (0 to ${count - 1})`);
  const manager = new ShardingManager(plan.file, {
    totalShards: count,
    shardList: [...ids],
    token: plan.token,
    execArgv: [...plan.execArgv],
    respawn: true,
    mode: 'process',
  });
  manager.on('shardCreate', (shard) => {
    plan.log.info('shard starting', { shard: shard.id, of: count });
    shard.on('death', () => plan.log.warn('shard exited; starting it again', { shard: shard.id }));
    shard.on('error', (err) => plan.log.error('shard error', { shard: shard.id, error: errorText(err) }));
  });
  await manager.spawn({ amount: count, delay: plan.spawnDelayMs, timeout: 60_000 });
  plan.log.info('all shards started', { shards: ids.length, of: count });
  return {
    async stop() {
      manager.respawn = false;
      await Promise.all(
        manager.shards.map(
          (shard) =>
            new Promise<void>((resolve) => {
              const child = shard.process;
              if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              shard.kill();
            }),
        ),
      );
    },
  };
}
