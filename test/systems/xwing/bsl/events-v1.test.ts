import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { ConsoleSession } from '../../../../src/console/session.ts';
import { readExport } from '../../../../src/systems/xwing/bsl/export.ts';
import { BSL_SCHEMA_VERSION } from '../../../../src/systems/xwing/bsl/events.ts';
import type { Campaign } from '../../../../src/systems/xwing/bsl/model.ts';
import { bslSystem } from '../../../../src/systems/xwing/bsl/system.ts';
import { consoleTable, tempDir, text } from '../../../helpers.ts';

// Campaign events of version 1 stored the asset step's reminders as English sentences; version 2
// stores data that each language puts in words (issue on words only in strings). A version 1
// export file (test/fixtures/bsl-export-v1.json, written by the release before: W1's campaign,
// the players holding Sabotage and Fleet Intelligence, the AI Supply Shortage, round 1 played)
// and a database whose rows are version 1 still open, read in both languages and play on.

const FIXTURE = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'bsl-export-v1.json');
const tmp = tempDir('bsl-v1-');
afterAll(() => tmp.cleanup());

const NOTES = [
  { k: 'shortage', card: '4' },
  { k: 'sabotage', ship: 'A6', card: '2' },
  { k: 'intel-cards', whose: 'ai', cards: ['2', '3'] },
];

describe('version 1 campaign events (English reminders) open as version 2', () => {
  test('the fixture is a version 1 file with English reminders; the import reads them as notes', () => {
    const raw = readFileSync(FIXTURE, 'utf8');
    const file = JSON.parse(raw) as { version: number; events: { event: { t: string; notes?: unknown } }[] };
    expect(file.version).toBe(1);
    expect(file.events.find((e) => e.event.t === 'assets-resolved')?.event.notes).toContain('Sabotage: A6 (#2) is DAMAGED for this game');
    expect(BSL_SCHEMA_VERSION).toBe(3);
    const read = readExport(raw, bslSystem.upgradeEvent);
    if (!read.ok) throw new Error(read.code);
    expect(read.log.find((l) => l.event.t === 'assets-resolved')?.event).toMatchObject({ notes: NOTES });
    // A reward's `reason` phrase (`victory standard #2`) becomes its result, type and card.
    expect(file.events.find((e) => e.event.t === 'post-game-step')?.event).toMatchObject({ step: { t: 'fp-awarded', reason: 'victory standard #2' } });
    expect(read.log.find((l) => l.event.t === 'post-game-step')?.event).toEqual({
      t: 'post-game-step',
      step: { t: 'fp-awarded', side: 'players', amount: 180, result: 'V', type: 'standard', card: '2' },
    });
  });

  test('imported through the console: the log reads the reminders in English and French, and the campaign plays on', async () => {
    const t = consoleTable(`${tmp.dir}/import.sqlite`);
    try {
      expect(text((await t.run(`/campaign file import file:${FIXTURE}`))[0]!)).toContain('Imported the campaign');
      const log = async (session: { run: typeof t.run }) => String((await session.run('/campaign log'))[0]?.payload.attachments?.[0]?.content);
      const english = await log(t);
      expect(english).toContain('Sabotage: A6 (#2) is DAMAGED for this game');
      expect(english).toContain('Fleet Intelligence: the AI’s cards are #2, #3');
      expect(english).toContain('Players +180 FP (victory, STANDARD #2).');
      const french = await log(new ConsoleSession(t.delivery, t.dispatcher, { seed: '42', locale: 'fr' }));
      expect(french).toContain('Sabotage : A6 (#2) est DAMAGED pour cette partie');
      expect(french).toContain('Pénurie de ravitaillement : l’escadron #4');
      expect(french).not.toContain('is DAMAGED');
      expect(french).toContain('Joueurs +180 PF (victoire, STANDARD #2).');
      expect(text((await t.run('/campaign assets pick:medical-frigate-support'))[0]!)).not.toContain('⚠️');
      const done = (await t.run('/campaign done')).map(text).join('\n');
      expect(done).toContain('Round 2');
      expect(done).not.toContain('⚠️');
    } finally {
      await t.store.close();
    }
  });

  test('a database whose campaign rows are version 1 (state and events) is rebuilt from its upcast log and plays on', async () => {
    const db = `${tmp.dir}/stored.sqlite`;
    let before: Campaign;
    const t = consoleTable(db);
    try {
      await t.run(`/campaign file import file:${FIXTURE}`);
      const r = await t.app.campaigns(bslSystem).read('table');
      if ('ok' in r) throw new Error(r.code);
      before = r.state;
    } finally {
      await t.store.close();
    }
    // Write the rows back as the release before stored them: version 1, English reminders.
    const v1 = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { events: { seq: number; event: { t: string } }[] };
    const sql = new Database(db);
    const update = sql.prepare('UPDATE campaign_events SET v = 1, data = ? WHERE seq = ?');
    // The import kept the file's events but its commanders (C94), numbered anew in the same order.
    const kept = v1.events.filter((e) => e.event.t !== 'commander-added' && e.event.t !== 'commander-removed');
    const renumbered = new Map(kept.map((e, i) => [e.seq, i + 1]));
    kept.forEach((e, i) => {
      const event = e.event.t === 'undone' ? { ...e.event, seq: renumbered.get((e.event as unknown as { seq: number }).seq) } : e.event;
      update.run(JSON.stringify(event), i + 1);
    });
    sql.prepare('UPDATE campaigns SET state_version = 1').run();
    sql.close();
    const again = consoleTable(db);
    try {
      const r = await again.app.campaigns(bslSystem).read('table');
      if ('ok' in r) throw new Error(r.code);
      expect(r.state).toEqual(before);
      expect(r.state.fleets.players.roster.length).toBeGreaterThan(0);
      await again.run('/campaign assets pick:none');
      expect((await again.run('/campaign done')).map(text).join('\n')).toContain('Round 2');
    } finally {
      await again.store.close();
    }
  });
});
