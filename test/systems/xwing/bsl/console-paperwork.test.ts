import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { ConsoleSession } from '../../../../src/console/session.ts';
import type { Campaign } from '../../../../src/systems/xwing/bsl/model.ts';
import { bslSystem } from '../../../../src/systems/xwing/bsl/system.ts';
import { fleetValue } from '../../../../src/systems/xwing/bsl/values.ts';
import { consoleTable, tempDir, text } from '../../../helpers.ts';
import { catalog, OPTIONS } from './fixtures.ts';
import { buyLine, W1_BUYS } from './console-script.ts';

// The campaign's paperwork through the console (big-shed-league.md §3, §5.4, §9 G8, §12): W1's
// campaign wins its first game (W4); the players report the Gold Squadron Veteran's Proton
// Torpedoes lost (C13), buy a Hull Upgrade for the Z-95 they own (G8, C20), read `/campaign log`
// in English and French, remove a commander, then export and import the result exactly (C80).

const tmp = tempDir('bsl-paperwork-');
afterAll(() => tmp.cleanup());

describe('a campaign’s paperwork through the console', () => {
  const t = consoleTable(`${tmp.dir}/paperwork.sqlite`);
  afterAll(() => t.store.close());
  const say = async (line: string) => (await t.run(line)).map(text).join('\n');
  const campaign = async (channel = 'table'): Promise<Campaign> => {
    const r = await t.app.campaigns(bslSystem).read(channel);
    if ('ok' in r) throw new Error(r.code);
    return r.state;
  };

  test('W1’s campaign, a commander added, round 1 played to W4’s win with an upgrade reported lost (§5.4, C13)', async () => {
    await say('/campaign start faction:rebel-alliance ai:galactic-empire seed:bsl-3662');
    expect(await say('/campaign commander add user:@bob')).not.toContain('⚠️');
    for (const type of ['standard', 'standard', 'recon', 'standard']) await say(`/campaign squadron type:${type}`);
    for (const b of W1_BUYS) await say(buyLine(b));
    for (const line of [
      '/campaign ready',
      '/campaign rest cards:3 5',
      '/campaign draw include:2 4',
      '/campaign mission id:4',
      '/campaign assets',
      '/campaign game',
    ])
      expect(await say(line)).not.toContain('⚠️');
    await say('/ship destroyed ship:P1');
    // P4, the Gold Squadron Veteran, carries the Proton Torpedoes p4.1; P7 (squadron #3) did not play.
    expect(await say('/campaign result early:true fates:P2=X A1=X A3=X A4=X A7=X A11=X damage:P3=2 A10=2 A2=1 lost:p7.1')).toContain('not an upgrade');
    expect(await say('/campaign result early:true fates:P2=X A1=X A3=X A4=X A7=X A11=X damage:P3=2 A10=2 A2=1 lost:p4.1')).toContain('players V, AI D');
    const c = await campaign();
    const p4 = c.fleets.players.roster.find((e) => e.callsign === 'P4')!;
    expect(p4.upgrades).toEqual([]);
    // W4's FV 571 less the lost torpedoes (12); FP 399 as W4 (nothing is paid for a loss).
    expect(fleetValue(catalog, c.fleets.players, OPTIONS)).toBe(571 - 12);
    expect(c.fleets.players.fp).toBe(399);
  });

  test('post-game after the win (§9 G8): a Hull Upgrade bought for the owned Z-95 P11, with autocomplete for the ship', async () => {
    await say('/campaign assets pick:medical-frigate-support');
    const ships = (await t.run('?campaign buy ship:P1'))[0]?.payload.choices ?? [];
    expect(ships.map((x) => x.value)).toContain('P11');
    const ups = (await t.run('?campaign buy ship:P11 upgrade:upgrade'))[0]?.payload.choices ?? [];
    expect(ups.map((x) => x.value)).toEqual(expect.arrayContaining(['hullupgrade', 'shieldupgrade']));
    expect(ups.map((x) => x.value)).not.toContain('protontorpedoes');
    // A half-given purchase is refused with what to type, never read as another one.
    for (const half of ['/campaign buy ship:P11', '/campaign buy upgrade:hullupgrade replace:p4.1'])
      expect(await say(half)).toContain('upgrade: and ship: (an upgrade for a ship you own)');
    const out = await say('/campaign buy upgrade:hullupgrade ship:P11');
    expect(out).toContain('Hull Upgrade p18');
    const c = await campaign();
    expect(c.fleets.players.roster.find((e) => e.callsign === 'P11')!.upgrades).toEqual([{ id: 'p18', upgrade: 'hullupgrade', slot: 'Modification' }]);
    // Tala's Z-95 has agility 2: Hull Upgrade 5.
    expect(c.fleets.players.fp).toBe(394);
    // Its one Modification slot is now full: a second one needs `replace:`, whose autocomplete offers the fitted one (C20).
    expect(await say('/campaign buy upgrade:shieldupgrade ship:P11')).toContain('replace:p18');
    expect(((await t.run('?campaign buy ship:P11 replace:'))[0]?.payload.choices ?? []).map((x) => x.value)).toEqual(['p18']);
  });

  test('/campaign log: round by round in words, in the reader’s language, also as a file, with names and no mentions (§12)', async () => {
    const out = await t.run('/campaign log');
    expect(out[0]?.payload.flags).toBe(64);
    const file = out[0]?.payload.attachments?.[0];
    expect(file?.filename).toMatch(/^big-shed-league-\d+-log\.txt$/);
    const body = String(file?.content);
    for (const line of [
      'Campaign started by you',
      'New commander: bob.',
      'Round 1',
      'Active Fleet: Players',
      'Mission 4: Engagement.',
      'Squadrons revealed: players #2, #4; AI #2, #3.',
      'Players casualties: P1 MIA, P2 MIA, Proton Torpedoes on P4 lost.',
      'Bought Hull Upgrade for P11 (5 FP).',
    ])
      expect(body).toContain(line);
    expect(body).not.toMatch(/<@|\{"t"/);
    expect(text(out[0]!)).toContain('Bought Hull Upgrade for P11');
    const fr = new ConsoleSession(t.delivery, t.dispatcher, { seed: '42', locale: 'fr' });
    const french = String((await fr.run('/campaign log'))[0]?.payload.attachments?.[0]?.content);
    expect(french).toContain('Achat de Hull Upgrade pour P11 (5 PF).');
    expect(french).toContain('Joueurs, pertes : P1 MIA, P2 MIA, Proton Torpedoes sur P4 perdue.');
  });

  test('/campaign commander remove (§12 CommanderRemoved; C92: never the last while the campaign runs)', async () => {
    expect(await say('/campaign commander remove user:@bob')).not.toContain('⚠️');
    expect((await campaign()).commanders).toEqual(['user-you']);
    expect(await say('@bob /campaign done')).toContain('Only the campaign’s commanders');
    expect(await say('/campaign commander remove')).toContain('last commander');
    expect(await say('/campaign log')).toContain('No longer a commander: bob.');
  });

  test('export and import the result exactly (C80): same state, same log, same readable log', async () => {
    const file = (await t.run('/campaign file export'))[0]?.payload.attachments?.[0];
    const path = `${tmp.dir}/paperwork.json`;
    writeFileSync(path, String(file?.content));
    expect(await say(`#copy /campaign file import file:${path}`)).toContain('Imported the campaign');
    // The copy's commanders are its importer alone (C94): bob, added by the file, is not one of them.
    expect(await campaign('copy')).toEqual({ ...(await campaign()), commanders: ['user-you'] });
    const logOf = async (channel: string) => String((await t.run(`#${channel} /campaign log`))[0]?.payload.attachments?.[0]?.content);
    const withoutCommanders = (log: string) =>
      log
        .split('\n')
        .filter((l) => !/New commander: |No longer a commander: /.test(l))
        .join('\n');
    expect(await logOf('copy')).toBe(withoutCommanders(await logOf('table')));
  });
});
