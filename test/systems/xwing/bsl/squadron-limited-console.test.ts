import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import type { Campaign } from '../../../../src/systems/xwing/bsl/model.ts';
import { bslSystem } from '../../../../src/systems/xwing/bsl/system.ts';
import { exportFile } from '../../../../src/systems/xwing/bsl/export.ts';
import { consoleTable, tempDir, text } from '../../../helpers.ts';
import { buyLine, W1_BUYS } from './console-script.ts';

// Ruling C98 (§1.8, C12) through the console: `/campaign assets limited:` picks the players' ship
// that keeps its Squadron Limited copy before the mission game is made; `/campaign undo` takes the
// pick back; the export file keeps it (its import checks it as the command would); the game is made
// with the pick, and a pick after that is refused.

const tmp = tempDir('bsl-limited-');
afterAll(() => tmp.cleanup());

type Table = ReturnType<typeof consoleTable>;
const say = async (t: Table, line: string) => (await t.run(line)).map(text).join('\n');

async function campaign(t: Table, channel: string): Promise<Campaign> {
  const r = await t.app.campaigns(bslSystem).read(channel);
  if ('ok' in r) throw new Error(r.code);
  return r.state;
}

/** W1's roster with Squad Leader on both Red Squadron Veterans of #2 (P1 and P2, equal initiative), at P10 of round 1. */
async function atTheGame(t: Table) {
  await say(t, '#a /campaign start faction:rebel-alliance ai:galactic-empire seed:bsl-3662');
  for (const type of ['standard', 'standard', 'recon', 'standard']) await say(t, `#a /campaign squadron type:${type}`);
  const buys = W1_BUYS.map((b, i) => (i < 2 ? ([b[0], b[1], b[2], 'squadleader'] as const) : b));
  for (const b of buys) expect(await say(t, `#a ${buyLine(b)}`)).not.toContain('⚠️');
  expect(await say(t, '#a /campaign ready')).toContain('Players are Active');
  await say(t, '#a /campaign rest cards:3 5');
  await say(t, '#a /campaign draw include:2 4');
  await say(t, '#a /campaign mission id:1');
  await say(t, '#a /campaign assets');
}

const shipIn = async (t: Table, channel: string, name: string) => (await t.state(channel))!.ships.find((s) => s.name === name)!;

describe('C98: /campaign assets limited: picks the players’ ship that keeps its Squadron Limited copy', () => {
  test('picked, undone, picked again, exported and imported: the game gives the copy to the ship picked', async () => {
    const t = consoleTable(`${tmp.dir}/limited.sqlite`);
    try {
      await atTheGame(t);
      expect((await campaign(t, 'a')).fleets.players.roster.filter((e) => e.upgrades.some((u) => u.upgrade === 'squadleader')).map((e) => e.callsign)).toEqual([
        'P1',
        'P2',
      ]);
      expect(await say(t, '#a /campaign assets limited:P2')).not.toContain('⚠️');
      expect((await campaign(t, 'a')).pending!.limitedPicks).toEqual(['p2']);
      expect(await say(t, '#a /campaign undo')).toContain('Took back');
      expect((await campaign(t, 'a')).pending!.limitedPicks ?? []).toEqual([]);
      await say(t, '#a /campaign assets limited:P2');
      expect(await say(t, '#a /campaign log')).toContain('Squadron Limited: the ship picked to keep its copies this game is P2 (C98).');
      // The export keeps the pick; the import replays it through the rule. (The command writes the file
      // after the game's result, C15: the AI's hidden choices; the file is the same log.)
      const r = await t.app.campaigns(bslSystem).read('a');
      if ('ok' in r) throw new Error(r.code);
      writeFileSync(`${tmp.dir}/limited.json`, exportFile(await t.app.campaigns(bslSystem).log(r.id)));
      // A file whose pick no command makes (P3, a B-wing with no Squadron Limited card) is refused.
      const forged = readFileSync(`${tmp.dir}/limited.json`, 'utf8').replace(/("t":\s*"limited-chosen",\s*"entry":\s*)"p2"/g, '$1"p3"');
      expect(forged).toContain('"p3"');
      writeFileSync(`${tmp.dir}/forged.json`, forged);
      expect(await say(t, `#c /campaign file import file:${tmp.dir}/forged.json`)).toContain('No Squadron Limited upgrade (Squad Leader, Lone Wolf…) on P3');
      expect(await say(t, `#b /campaign file import file:${tmp.dir}/limited.json`)).toContain('Imported the campaign');
      expect((await campaign(t, 'b')).pending!.limitedPicks).toEqual(['p2']);
      for (const ch of ['a', 'b']) {
        const setup = await say(t, `#${ch} /campaign game`);
        expect(setup).toContain('Squad Leader on P1 is flipped');
        expect((await shipIn(t, ch, 'P2')).upgrades).toContain('squadleader');
        expect((await shipIn(t, ch, 'P1')).upgrades).not.toContain('squadleader');
      }
      // After the game is made, too late.
      expect(await say(t, '#a /campaign assets limited:P1')).toContain('⚠️');
      expect((await campaign(t, 'a')).pending!.limitedPicks).toEqual(['p2']);
    } finally {
      await t.store.close();
    }
  });
});
