import { afterAll, describe, expect, test } from 'vitest';
import { composeApp } from '../../../../src/compose.ts';
import { silentLogger } from '../../../../src/core/logger.ts';
import { ConsoleSession } from '../../../../src/console/session.ts';
import type { WritePoint } from '../../../../src/storage/sqlite-store.ts';
import { bslSystem } from '../../../../src/systems/xwing/bsl/system.ts';
import { tempDir, text } from '../../../helpers.ts';

// The campaign on a real SQLite file: undo restores the generator (C49), and the post-game
// update is one transaction with the game it closes (a failure before commit leaves neither).

const tmp = tempDir('bsl-store-');
afterAll(() => tmp.cleanup());

const ROSTER = [
  '/campaign start faction:rebel-alliance ai:galactic-empire seed:bsl-3662',
  '/campaign squadron type:standard',
  '/campaign squadron type:standard',
  ...['t65xwing redsquadronveteran', 't65xwing redsquadronveteran', 'asf01bwing bladesquadronveteran'].map(
    (s) => `/campaign buy chassis:${s.split(' ')[0]} pilot:${s.split(' ')[1]} squadron:2`,
  ),
  ...['t65xwing bluesquadronescort', 't65xwing bluesquadronescort', 'btla4ywing graysquadronbomber', 'z95af4headhunter banditsquadronpilot'].map(
    (s) => `/campaign buy chassis:${s.split(' ')[0]} pilot:${s.split(' ')[1]} squadron:3`,
  ),
  '/campaign ready',
];

function table(file: string, failAt: { point: WritePoint | null } = { point: null }) {
  const composed = composeApp(file, silentLogger, {
    onWritePoint: (p) => {
      if (p === failAt.point) throw new Error(`injected failure at ${p}`);
    },
  });
  const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '1' });
  return {
    ...composed,
    session,
    async run(line: string) {
      return (await session.run(line)).map(text).join('\n');
    },
    async campaign() {
      const r = await composed.app.campaigns(bslSystem).read('table');
      if ('ok' in r) throw new Error(r.code);
      return r;
    },
  };
}

describe('Big Shed League on SQLite', () => {
  test('the hyperdrive table can be corrected at creation (§1.6 hyperdriveOverrides); unknown chassis are refused', async () => {
    const t = table(`${tmp.dir}/hyperdrive.sqlite`);
    expect(await t.run('/campaign start faction:rebel-alliance hyperdrive:nochassis=yes')).toContain('No chassis');
    await t.run('/campaign start faction:rebel-alliance ai:galactic-empire hyperdrive:z95af4headhunter=yes t65xwing=no');
    expect((await t.campaign()).state.options.hyperdriveOverrides).toEqual({ z95af4headhunter: true, t65xwing: false });
    await t.store.close();
  });

  test('undo takes back the mission draw; drawing again draws the same card (C49)', async () => {
    const t = table(`${tmp.dir}/undo.sqlite`);
    for (const line of ROSTER) await t.run(line);
    expect((await t.campaign()).state.pending?.active).toBe('players');
    await t.run('/campaign rest');
    await t.run('/campaign draw include:2 3');
    const first = (await t.campaign()).state.pending?.drawn;
    expect(await t.run('/campaign undo')).toContain('Took back the mission draw');
    expect((await t.campaign()).state.phase).toBe('draw');
    await t.run('/campaign draw include:2 3');
    expect((await t.campaign()).state.pending?.drawn).toBe(first);
    // The creation is never taken back.
    for (let i = 0; i < 20; i++) await t.run('/campaign undo');
    expect((await t.campaign()).state.phase).toBe('building');
    await t.store.close();
  });

  test('a failure before commit of /campaign result leaves the game open and the campaign unchanged; the retry applies both', async () => {
    const file = `${tmp.dir}/atomic.sqlite`;
    const failAt: { point: WritePoint | null } = { point: null };
    const t = table(file, failAt);
    for (const line of ROSTER) await t.run(line);
    await t.run('/campaign rest');
    await t.run('/campaign draw include:2 3');
    await t.run('/campaign mission id:4');
    await t.run('/campaign assets');
    await t.run('/campaign game');
    const before = await t.campaign();
    expect(before.state.phase).toBe('game');
    failAt.point = 'written';
    expect(await t.run('/campaign result early:true fates:A1=X')).toContain('Something went wrong');
    failAt.point = null;
    const game = await t.app.games(t.xwing).peek('table');
    expect(game?.state.ended).toBeNull();
    const same = await t.campaign();
    expect(same.lastSeq).toBe(before.lastSeq);
    expect(same.state.phase).toBe('game');
    // A refused result (the AI won, the players owe experience picks) also changes neither.
    const lost = await t.run('/campaign result early:true fates:P1=X');
    expect(lost).toContain('one pilot per squadron gains experience');
    expect((await t.app.games(t.xwing).peek('table'))?.state.ended).toBeNull();
    expect((await t.campaign()).lastSeq).toBe(before.lastSeq);
    expect(await t.run('/campaign result early:true fates:A1=X')).toContain('Mission 4: players V');
    expect((await t.app.games(t.xwing).peek('table'))?.state.ended).not.toBeNull();
    expect((await t.campaign()).state.phase).toBe('postgame');
    // The game's /undo cannot reopen a mission game its campaign has closed.
    expect(await t.run('/undo')).toContain("its result is in the campaign's record");
    expect((await t.app.games(t.xwing).peek('table'))?.state.ended).not.toBeNull();
    await t.store.close();
  });
});

describe('a mission game ended by /game end', () => {
  test('is not replaced by a new game before its result is in (C84); the result then closes it', async () => {
    const t = table(`${tmp.dir}/replaced.sqlite`);
    for (const line of ROSTER) await t.run(line);
    // C85: with two squadrons, resting one would leave no legal draw (≥2 cards): refused, not a dead end.
    expect(await t.run('/campaign rest cards:2')).toContain('would leave no legal mission draw');
    for (const line of ['/campaign rest', '/campaign draw include:2 3', '/campaign mission id:4']) await t.run(line);
    // A Fleet Intelligence swap typed when no asset offers one is refused, not taken as "no assets".
    expect(await t.run('/campaign assets swap:3=2')).toContain('No Fleet Intelligence exchange');
    expect((await t.campaign()).state.phase).toBe('assets');
    for (const line of ['/campaign assets', '/campaign game']) await t.run(line);
    await t.run('/game end');
    await t.run('click 1');
    expect(await t.run('/game start faction:galactic-empire')).toContain('its result is not in yet');
    expect(await t.run('/campaign result fates:A1=X')).toContain('Mission 4: players V, AI D');
    expect((await t.campaign()).state.phase).toBe('postgame');
    // With the result in, the channel may start another game.
    expect(await t.run('/game start faction:galactic-empire')).not.toContain('⚠️');
    await t.store.close();
  });
});

describe('Infiltration with the players Active (§6.2)', () => {
  test('a RECON drawn, the secret Operative (ephemeral), the carrier leaves over O: players win and are offered Fleet Intelligence or Sabotage', async () => {
    const t = table(`${tmp.dir}/infiltration.sqlite`);
    for (const line of ROSTER.slice(0, -1)) await t.run(line);
    await t.run('/campaign squadron type:recon');
    await t.run('/campaign squadron type:recon');
    for (const card of ['4', '5']) {
      await t.run(`/campaign buy chassis:z95af4headhunter pilot:banditsquadronpilot squadron:${card}`);
      await t.run(`/campaign buy chassis:rz1awing pilot:phoenixsquadronpilot squadron:${card}`);
      await t.run(`/campaign buy chassis:z95af4headhunter pilot:talasquadronpilot squadron:${card}`);
    }
    await t.run('/campaign ready');
    expect((await t.campaign()).state.pending?.active).toBe('players');
    await t.run('/campaign rest');
    await t.run('/campaign draw include:4 5');
    expect(await t.run('/campaign mission id:5')).toContain('not allowed with a RECON Drawn Squadron');
    await t.run('/campaign mission id:2');
    let c = (await t.campaign()).state;
    // Infiltration: the Active fleet plays its RECON alone; the Opposing AI draws one R+S card.
    expect(c.pending?.draws.players).toEqual([c.pending?.drawn]);
    expect(c.pending?.draws.ai).toHaveLength(1);
    await t.run('/campaign assets');
    expect((await t.campaign()).state.phase).toBe('nominate');
    const carrier = (await t.campaign()).state.fleets.players.roster.find((e) => e.squadron === c.pending?.drawn)!.callsign;
    const secret = await t.session.run(`/campaign nominate ship:${carrier}`);
    expect(secret[0]?.payload.flags).toBe(64);
    expect(await t.run('/campaign game')).toContain('Mission 2: Infiltration');
    const out = await t.run(`/campaign result early:true fates:${carrier}=OBJ`);
    expect(out).toContain('Mission 2: players V, AI D');
    c = (await t.campaign()).state;
    expect(c.pending?.assetOffer).toEqual(['fleet-intelligence', 'sabotage']);
    await t.store.close();
  });
});
