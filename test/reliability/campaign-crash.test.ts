import { existsSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { readEvents } from '../../src/core/stored-rows.ts';
import { replay } from '../../src/core/log.ts';
import { SqliteGameStore } from '../../src/storage/sqlite-store.ts';
import { bslSystem } from '../../src/systems/xwing/bsl/system.ts';
import { tempDir } from '../helpers.ts';
import { hangLimit } from '../limits.ts';
import { audit, paths, runWorker } from './harness.ts';

// The crash suite for campaigns: a child process runs a Big Shed League set-up and a whole
// round (the mission game included) and is killed with SIGKILL at every point in turn. After
// each kill both aggregates must be whole: the game as in crash.test.ts, the campaign's stored
// state equal to the replay of its log, no half-applied command, and a closed mission game
// only together with its post-game (the result is one transaction with the game it ends).

const buy = (card: string, chassis: string, pilot: string) => `/campaign buy chassis:${chassis} pilot:${pilot} squadron:${card}`;
export const CAMPAIGN_SCRIPT = [
  '/campaign start faction:rebel-alliance ai:galactic-empire seed:bsl-crash',
  '/campaign squadron type:standard',
  '/campaign squadron type:standard',
  buy('2', 't65xwing', 'redsquadronveteran'),
  buy('2', 't65xwing', 'redsquadronveteran'),
  buy('2', 'asf01bwing', 'bladesquadronveteran'),
  buy('3', 't65xwing', 'bluesquadronescort'),
  buy('3', 't65xwing', 'bluesquadronescort'),
  buy('3', 'btla4ywing', 'graysquadronbomber'),
  buy('3', 'z95af4headhunter', 'banditsquadronpilot'),
  '/campaign ready',
  '/campaign rest',
  '/campaign draw include:2 3',
  '/campaign mission id:4',
  '/campaign undo',
  '/campaign mission id:4',
  '/campaign assets',
  '/campaign game',
  '/ship destroyed ship:A1',
  '/campaign result early:true',
  '/campaign done',
  '/campaign status',
];

// Each child has its own limit (SPAWN_TIMEOUT_MS); this one only stops a hang of the whole run.
const WHOLE_RUN_LIMIT_MS = hangLimit(30 * 60_000);

const tmp = tempDir('bsl-crash-');
afterAll(() => tmp.cleanup());

/** The campaign half of the audit: state = replay of the log; every command whole; game end ⇔ result. */
function auditCampaigns(path: string): { mismatches: number; halfApplied: number; orphanEnds: number; campaigns: number } {
  const store = new SqliteGameStore(path);
  try {
    const rows = store.db.prepare('SELECT id, state FROM campaigns').all() as { id: number; state: string }[];
    let mismatches = 0;
    let halfApplied = 0;
    let orphanEnds = 0;
    for (const c of rows) {
      const logRows = store.db.prepare('SELECT seq, batch, v, data, interaction FROM campaign_events WHERE campaign_id = ? ORDER BY seq').all(c.id) as {
        seq: number;
        batch: number;
        v: number;
        data: string;
        interaction: string | null;
      }[];
      const log = readEvents(bslSystem, logRows as never);
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(replay(bslSystem.evolve, log))), JSON.parse(c.state))) mismatches++;
      const batches = new Set(log.map((l) => l.batch));
      const firsts = logRows.filter((r) => r.seq === r.batch).length;
      if (firsts !== batches.size) halfApplied++;
      // A mission game that ended by /campaign result has its result in the campaign log, and the reverse.
      const results = log.filter((l) => l.event.t === 'result-confirmed').length;
      const games = store.db.prepare('SELECT id FROM games WHERE campaign_id = ?').all(c.id) as { id: number }[];
      let ended = 0;
      for (const g of games) if (store.logRows(g.id).some((r) => (JSON.parse(r.data) as { t: string }).t === 'ended')) ended++;
      if (ended !== results) orphanEnds++;
    }
    return { mismatches, halfApplied, orphanEnds, campaigns: rows.length };
  } finally {
    void store.close();
  }
}

describe('crash: SIGKILL at every point of a scripted campaign round', () => {
  test(
    'after each kill the campaign and its game are whole, and a game ends only with its post-game',
    async () => {
      const base = join(tmp.dir, 'base.sqlite');
      const full = await runWorker({ mode: 'script', db: base, ...paths, lines: CAMPAIGN_SCRIPT, crashAt: -1, prefix: 'full' });
      const total = Number(/done after (\d+) points/.exec(full.stdout)?.[1]);
      expect(total).toBeGreaterThanOrEqual(60);
      expect(auditCampaigns(base)).toEqual({ mismatches: 0, halfApplied: 0, orphanEnds: 0, campaigns: 1 });
      // The script really plays the round: one game in the history, round 2 under way.
      const store = new SqliteGameStore(base);
      const state = JSON.parse((store.db.prepare('SELECT state FROM campaigns').get() as { state: string }).state) as { round: number; history: unknown[] };
      void store.close();
      expect({ round: state.round, games: state.history.length }).toEqual({ round: 2, games: 1 });
      const failures: string[] = [];
      let kills = 0;
      const runOne = async (crashAt: number) => {
        const db = join(tmp.dir, `kill-${crashAt}.sqlite`);
        const r = await runWorker({ mode: 'script', db, ...paths, lines: CAMPAIGN_SCRIPT, crashAt, prefix: `k${crashAt}` });
        if (!r.killed) return failures.push(`point ${crashAt}: not killed`);
        kills++;
        if (!existsSync(db)) return;
        const g = await audit(db);
        const c = auditCampaigns(db);
        if (g.integrity !== 'ok' || g.mismatches || g.halfApplied || c.mismatches || c.halfApplied || c.orphanEnds)
          failures.push(`point ${crashAt}: ${JSON.stringify({ ...g, interactionIds: g.interactionIds.size, ...c })}`);
      };
      const points = Array.from({ length: total }, (_, i) => i);
      for (let i = 0; i < points.length; i += 2) await Promise.all(points.slice(i, i + 2).map(runOne));
      console.log(`campaign crash: ${kills} SIGKILLs at ${total} points; failures: ${failures.length}`);
      expect(failures).toEqual([]);
      expect(kills).toBe(total);
    },
    WHOLE_RUN_LIMIT_MS,
  );
});
