import { afterAll, describe, expect, test } from 'vitest';
import type { Campaign } from '../../../../src/systems/xwing/bsl/model.ts';
import { bslSystem } from '../../../../src/systems/xwing/bsl/system.ts';
import { ConsoleSession } from '../../../../src/console/session.ts';
import { consoleTable, tempDir, text } from '../../../helpers.ts';
import { buyLine, W1_BUYS } from './console-script.ts';

// A Big Shed League mission game played through the console (big-shed-league.md §5): the
// players, Active with their STANDARD #2 drawn, choose Reconnaissance; in the game they scan three
// markers, a mine is refused (no fleet played Guarded Approach, C87), ships leave by edges the bot classifies
// (§5.2, §6.1), and `/campaign result` reads the recorded codes and markers (C63) without `fates:`.

const tmp = tempDir('bsl-mission-');
afterAll(() => tmp.cleanup());
const t = consoleTable(`${tmp.dir}/campaign.sqlite`);
afterAll(() => t.store.close());

const say = async (line: string) => (await t.run(line)).map(text).join('\n');

async function campaign(): Promise<Campaign> {
  const r = await t.app.campaigns(bslSystem).read('table');
  if ('ok' in r) throw new Error(r.code);
  return r.state;
}

describe('a Reconnaissance mission game through the console: scans, a refused mine, exits, and the result read from the game', () => {
  test('set-up and round 1: players Active draw #2 (STANDARD) and choose mission 1', async () => {
    await say('/campaign start faction:rebel-alliance ai:galactic-empire seed:bsl-3662');
    for (const type of ['standard', 'standard', 'recon', 'standard']) await say(`/campaign squadron type:${type}`);
    for (const b of W1_BUYS) expect(await say(buyLine(b))).not.toContain('⚠️');
    expect(await say('/campaign ready')).toContain('Players are Active');
    await say('/campaign rest cards:3 5');
    await say('/campaign draw include:2 4');
    expect(await say('/campaign mission id:1')).toContain('Mission 1: Reconnaissance');
    await say('/campaign assets');
    const setup = await say('/campaign game');
    expect(setup).toContain('Mission 1: Reconnaissance');
    // §5.1: the reports the players owe, with Reconnaissance's scans.
    expect(setup).toContain('What to report during the game');
    expect(setup).toContain('/mission scan ship:P1 marker:3');
    const g = await t.game();
    // §5.1: a campaign scenario carrying the mission; the Active players are first player (C24).
    expect(g?.state.scenario).toBe('campaign');
    expect(g?.state.campaign).toMatchObject({ mission: 1, active: 'player', firstPlayer: 'player' });
    expect(g?.state.ships.filter((s) => s.side === 'player').map((s) => s.name)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
  });

  test('in the game: a solo Line ship at the edge takes the flee rule; a player ship leaving must say its edge', async () => {
    const solo = (await t.game())!.state.ships.filter((s) => s.side === 'solo');
    expect(solo.every((s) => s.campaignRole === 'line' || s.campaignRole === 'ace')).toBe(true);
    const a = solo[0]!.name;
    expect(await say(`/ship fled ship:${a}`)).toContain('flee rule');
    expect((await t.game())!.state.ships.find((s) => s.name === a)).toMatchObject({ status: 'active', stress: 1 });
    // An edge is needed in a mission game.
    expect(await say('/ship fled ship:P1')).toContain('edge:A');
    // The card buttons reach /mission: the release before's VET reroll id (bound to no game, R55) is stale; a jump answer for no open question changes nothing.
    expect(await say('click mission:vetreroll:P1')).toContain('That question about P1 was already answered or has moved on');
    expect(await say(`click mission:jump:999:${a}`)).toContain('already answered');
    expect(await say('/mission reroll ship:P2')).toContain('no VET reroll left');
  });

  test('scans, and no mine without Guarded Approach: three markers scanned by three ships; the strikes refused (C87)', async () => {
    expect(await say('/mission scan ship:P1 marker:1')).toContain('Markers left: 4');
    expect(await say('/mission scan ship:P1 marker:2')).toContain('one scan per ship per round');
    expect(await say('/mission scan ship:P2 marker:2')).toContain('Markers left: 3');
    const third = await say('/mission scan ship:P3 marker:4');
    expect(third).toContain('Markers left: 2');
    expect(third).toContain('withdraw (W)');
    const a = (await t.game())!.state.ships.find((s) => s.side === 'solo')!.name;
    const before = (await t.game())!.state.rng;
    // C87: neither fleet played Guarded Approach in this game, so there is no mine to roll for.
    const mine = await say(`/mission mine ships:P1 ${a}`);
    expect(mine).toContain('⚠️ Neither fleet played Guarded Approach in this game');
    expect(await say(`/mission turbolaser ships:${a}`)).toContain('⚠️ Neither fleet played Capital Ship Support in this game');
    expect((await t.game())!.state.rng).toEqual(before);
  });

  test('exits after 3 scans: by A → W, by O → X; the codes are in the game', async () => {
    expect(await say('/ship fled ship:P4 edge:A')).toContain('edge A: W (withdrawn');
    expect(await say('/ship fled ship:P5 edge:O')).toContain('edge O: X (destroyed');
    const ships = (await t.game())!.state.ships;
    expect(ships.find((s) => s.name === 'P4')?.left).toEqual({ edge: 'A', via: 'maneuver', code: 'W' });
    expect(ships.find((s) => s.name === 'P5')?.left).toEqual({ edge: 'O', via: 'maneuver', code: 'X' });
  });

  test('/campaign result without fates: reads W, X, the damage cards and the 2 markers left — the players win Reconnaissance (§6.1)', async () => {
    // §5.4: damage cards as they change; the result reads the last value.
    expect(await say('/ship hull ship:P1 damage:1')).toContain('damage cards 0 → 1');
    // Only its author sees the answer: in their language, whatever the game's.
    const french = new ConsoleSession(t.delivery, t.dispatcher, { seed: '42', locale: 'fr' });
    expect((await french.run('/ship hull ship:P1 damage:1')).map(text).join('\n')).toContain('cartes de dégât 1 → 1');
    await say('/ship hull ship:P1 damage:2');
    // C83: the game is still going (no fleet gone, no round limit): scored only when the players say so.
    const running = await say('/campaign result');
    expect(running).toContain('The mission game is still going (round 1;');
    expect(running).toContain('early:true');
    expect((await campaign()).pending?.result ?? null).toBeNull();
    // C86: a player ship does not /leave a mission game: its fate counts.
    expect(await say('/leave ship:P1')).toContain('In a mission game P1 leaves as the table says');
    // C84: no new game replaces the mission game before its result is in.
    expect(await say('/game start faction:galactic-empire')).toContain('its result is not in yet: /campaign result closes it');
    const out = await say('/campaign result early:true');
    expect(out).toContain('Mission 1: players V, AI D');
    const c = await campaign();
    const r = c.pending?.result;
    expect(r?.winner).toBe('players');
    const fate = (callsign: string) => r?.ships.find((s) => s.entry === c.fleets.players.roster.find((e) => e.callsign === callsign)?.id)?.fate;
    expect(['P1', 'P2', 'P3', 'P4', 'P5'].map(fate)).toEqual(['in-play', 'in-play', 'in-play', 'W', 'X']);
    // P1 (T-65, hull 4) ended with 2 damage cards: DAMAGED (§9).
    expect(r?.ships.find((s) => s.entry === c.fleets.players.roster.find((e) => e.callsign === 'P1')?.id)?.damageCards).toBe(2);
    expect(c.fleets.players.roster.find((e) => e.callsign === 'P1')?.damaged).toBe(true);
    expect((await t.game())?.state.ended).not.toBeNull();
  });
});
