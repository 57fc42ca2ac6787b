import { describe, expect, test } from 'vitest';
import { databaseLocation, loadConfig } from '../../src/config.ts';
import { parseShardIds } from '../../src/discord/shards.ts';
import { isPostgresUrl } from '../../src/storage/postgres-store.ts';

// Which store and how many shards the environment asks for (src/config.ts): SQLite at
// DATABASE_PATH unless DATABASE_URL names a PostgreSQL server; one process unless SHARD_COUNT.

describe('choosing the store and the shards from the environment', () => {
  test('no DATABASE_URL: the SQLite file at DATABASE_PATH (default ./data/solo-alpha.sqlite)', () => {
    expect(databaseLocation(loadConfig({}))).toBe('./data/solo-alpha.sqlite');
    expect(databaseLocation(loadConfig({ DATABASE_PATH: '/srv/bot.sqlite', DATABASE_URL: '' }))).toBe('/srv/bot.sqlite');
  });

  test('DATABASE_URL=postgres://… (or postgresql://…) replaces the file, with no other setting', () => {
    for (const url of ['postgres://solo:pw@db:5432/solo', 'postgresql://db/solo']) {
      const location = databaseLocation(loadConfig({ DATABASE_PATH: '/srv/bot.sqlite', DATABASE_URL: url }));
      expect(location).toBe(url);
      expect(isPostgresUrl(location)).toBe(true);
    }
    expect(isPostgresUrl('./data/solo-alpha.sqlite')).toBe(false);
  });

  test('a DATABASE_URL that is not PostgreSQL is refused at start-up with what to write', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/solo' })).toThrow(/DATABASE_URL must be a PostgreSQL URL such as postgres:\/\//);
  });

  test('SHARD_COUNT is a whole number or auto; SHARD_IDS lists shards and ranges', () => {
    expect(loadConfig({}).SHARD_COUNT).toBeUndefined();
    expect(loadConfig({ SHARD_COUNT: 'auto' }).SHARD_COUNT).toBe('auto');
    expect(loadConfig({ SHARD_COUNT: '4', SHARD_IDS: '0-1,3' })).toMatchObject({ SHARD_COUNT: '4', SHARD_IDS: '0-1,3' });
    expect(() => loadConfig({ SHARD_COUNT: 'many' })).toThrow(/SHARD_COUNT must be "auto" or a whole number/);
    expect(() => loadConfig({ SHARD_IDS: 'first' })).toThrow(/SHARD_IDS must list shard numbers/);
    expect(parseShardIds('0-3,6')).toEqual([0, 1, 2, 3, 6]);
    expect(parseShardIds('2')).toEqual([2]);
  });
});
