import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { tempDir } from '../helpers.ts';
import { postgresDatabase } from '../postgres.ts';
import { hangLimit } from '../limits.ts';
import { audit, paths, runWorker } from './harness.ts';

// Crash testing in the spirit of SQLite's own: a child process plays a scripted game
// and is killed with SIGKILL at every point in turn (between commands, after deciding
// inside a transaction, after writing inside it, right after commit). After each kill
// the database must open, pass integrity_check, hold no half-applied command, and its
// stored state must equal the replay of its stored log. On both stores: a SQLite file
// (integrity_check), and a PostgreSQL database per kill (amcheck on every index).

export const CRASH_SCRIPT = [
  '/game start faction:galactic-empire seed:crash',
  '/join ship:btla4ywing',
  '@bob /join ship:x-wing name:Luke',
  '/activate ship:TIE-1 arc:front-left obstacle:right',
  '/activate ship:TIE-2 arc:bullseye obstacle:left',
  '/done',
  '@bob /done',
  '/attack attacker:TIE-1 defender:Luke damage:1',
  '/attack attacker:Luke defender:TIE-2 damage:1',
  '/ship stress ship:TIE-2 count:1',
  '/round next',
  'click 1',
  '/activate ship:TIE-1 arc:rear-right obstacle:left',
  '/activate ship:TIE-2 arc:left obstacle:right',
  '/ship destroyed ship:TIE-1',
  '/round next',
  'click 1',
  '/activate ship:TIE-2 arc:front-right obstacle:left',
  '/undo',
  '/activate ship:TIE-2 arc:front-right obstacle:left',
  '/round next',
  'click 1',
  '/activate ship:TIE-2 arc:right obstacle:right',
  '/activate ship:TIE-3 arc:front-left obstacle:right',
  '/activate ship:INT-1 arc:bullseye obstacle:right',
  '/ship ion ship:TIE-3 count:1',
  '/done',
  '@bob /done',
  '/attack attacker:INT-1 defender:you damage:2',
  '/round next',
  'click 1',
  '/activate ship:TIE-3 arc:rear-left obstacle:left',
  '/ship destroyed ship:TIE-2',
  '/ship destroyed ship:TIE-3',
  '/round next',
  'click 1',
  '/round next',
  'click 1',
  '/activate ship:INT-1 arc:left obstacle:left',
  '/ship destroyed ship:INT-2',
  '/ship destroyed ship:INT-1',
  '/ship destroyed ship:TIE-4',
  '/game status',
];

// Each child has its own limit (SPAWN_TIMEOUT_MS); this one only stops a hang of the whole run.
const WHOLE_RUN_LIMIT_MS = hangLimit(30 * 60_000);

const tmp = tempDir('solo-alpha-crash-');
afterAll(() => tmp.cleanup());

const STORES = [
  { name: 'SQLite', database: async (name: string) => join(tmp.dir, `${name}.sqlite`), exists: (db: string) => existsSync(db) },
  { name: 'PostgreSQL', database: (name: string) => postgresDatabase(`crash_${name}`), exists: () => true },
];

describe.each(STORES)('crash on $name: SIGKILL at every point of a scripted game', ({ name, database, exists }) => {
  test(
    'after each kill the database is whole and its state is the replay of its log',
    async () => {
      const base = await database('base');
      // A full run first: how many points there are.
      const full = await runWorker({ mode: 'script', db: base, ...paths, lines: CRASH_SCRIPT, crashAt: -1, prefix: 'full' });
      const total = Number(/done after (\d+) points/.exec(full.stdout)?.[1]);
      expect(total).toBeGreaterThanOrEqual(100);
      const clean = await audit(base);
      expect(clean).toMatchObject({ integrity: 'ok', mismatches: 0, halfApplied: 0 });

      const kills: string[] = [];
      const failures: string[] = [];
      const points = Array.from({ length: total }, (_, i) => i);
      const runOne = async (crashAt: number, made: Promise<string>) => {
        const db = await made;
        const r = await runWorker({ mode: 'script', db, ...paths, lines: CRASH_SCRIPT, crashAt, prefix: `k${crashAt}` });
        if (!r.killed) return failures.push(`point ${crashAt}: not killed`);
        kills.push(r.stdout.trim());
        if (!exists(db)) return; // killed before the database was created
        const a = await audit(db);
        if (a.integrity !== 'ok' || a.mismatches || a.halfApplied)
          failures.push(`point ${crashAt}: ${JSON.stringify({ ...a, interactionIds: a.interactionIds.size })}`);
      };
      // Two at a time: one per core. The next pair's databases are made while this pair runs
      // (making a PostgreSQL database is mostly the server waiting on its files).
      const make = (from: number) => points.slice(from, from + 2).map((p) => database(`kill_${p}`));
      let ahead = make(0);
      for (let i = 0; i < points.length; i += 2) {
        const made = ahead;
        ahead = make(i + 2);
        await Promise.all(points.slice(i, i + 2).map((p, k) => runOne(p, made[k]!)));
      }
      const byPoint = kills.reduce<Record<string, number>>((m, k) => ((m[k] = (m[k] ?? 0) + 1), m), {});
      console.log(
        `crash on ${name}: ${kills.length} SIGKILLs at ${total} distinct points (${Object.entries(byPoint)
          .map(([k, n]) => `${n} ${k}`)
          .join(', ')}); failures: ${failures.length}`,
      );
      expect(failures).toEqual([]);
      expect(kills.length).toBe(total);
    },
    WHOLE_RUN_LIMIT_MS,
  );
});
