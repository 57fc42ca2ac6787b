import { afterAll, describe, expect, test } from 'vitest';
import type { Campaign } from '../../../../src/systems/xwing/bsl/model.ts';
import { bslSystem } from '../../../../src/systems/xwing/bsl/system.ts';
import { fleetValue, squadronValue } from '../../../../src/systems/xwing/bsl/values.ts';
import { consoleTable, tempDir, text } from '../../../helpers.ts';
import { catalog, OPTIONS } from './fixtures.ts';
import { buyLine, W1_BUYS } from './console-script.ts';

// Whole campaign rounds through the console (big-shed-league.md §4–§10): the reference's example
// campaign (W1–W5) in round 1 with the players Active, then a round with the AI Active. The bot is
// restarted (a new app on the same SQLite file) before every command: the campaign survives each step.

const tmp = tempDir('bsl-');
afterAll(() => tmp.cleanup());
const db = `${tmp.dir}/campaign.sqlite`;

/** Runs one line on a freshly opened bot, then closes it: a restart between every two steps. */
async function step(line: string): Promise<string> {
  const t = consoleTable(db);
  try {
    const out = await t.run(line);
    return out.map(text).join('\n');
  } finally {
    await t.store.close();
  }
}

async function campaign(): Promise<Campaign> {
  const t = consoleTable(db);
  try {
    const r = await t.app.campaigns(bslSystem).read('table');
    if ('ok' in r) throw new Error(r.code);
    return r.state;
  } finally {
    await t.store.close();
  }
}

async function game() {
  const t = consoleTable(db);
  try {
    return await t.game();
  } finally {
    await t.store.close();
  }
}

describe('a Big Shed League campaign through the console, restarted before every step', () => {
  test('set-up: the players build W1’s roster; the AI builds W1’s (seed bsl-3662 rolls W1’s templates); players Active (W2)', async () => {
    expect(await step('/campaign start faction:rebel-alliance ai:galactic-empire seed:bsl-3662')).toContain('Commanders: form squadrons');
    for (const type of ['standard', 'standard', 'recon', 'standard']) await step(`/campaign squadron type:${type}`);
    // A refusal is a clear message, and changes nothing.
    expect(await step('/campaign ready')).toContain('The roster is not ready');
    for (const b of W1_BUYS) expect(await step(buyLine(b))).not.toContain('⚠️');
    let c = await campaign();
    expect(c.fleets.players.fp).toBe(129);
    expect(fleetValue(catalog, c.fleets.players, OPTIONS)).toBe(571);
    const ready = await step('/campaign ready');
    expect(ready).toContain('Players are Active');
    c = await campaign();
    expect(['2', '3', '4', '5'].map((x) => squadronValue(catalog, c.fleets.ai, x as '2', OPTIONS))).toEqual([225, 204, 211, 92]);
    expect(c.fleets.ai.fp).toBe(143);
    expect(fleetValue(catalog, c.fleets.ai, OPTIONS)).toBe(732);
    expect(c.pending?.active).toBe('players');
  });

  test('round 1, players Active: rest #3 #5, draw #2 from #2 #4, Engagement; the AI drew #2 #3 (W4)', async () => {
    expect(await step('/campaign mission id:4')).toContain('Not at this step');
    await step('/campaign rest cards:3 5');
    await step('/campaign draw include:2 4');
    const chosen = await step('/campaign mission id:4');
    expect(chosen).toContain('Mission 4: Engagement');
    expect(chosen).toContain('AI squadrons: 2 face down');
    const c = await campaign();
    expect(c.pending?.drawn).toBe('2');
    expect(c.pending?.draws).toEqual({ players: ['2', '4'], ai: ['2', '3'] });
    expect(await step('/campaign assets')).toContain('AI squadrons: #2, #3');
  });

  test('the mission game: player ships from #2 and #4, solo ships from AI #2 and #3; the set-up card', async () => {
    const out = await step('/campaign game');
    expect(out).toContain('Mission 4: Engagement');
    expect(out).toContain('First player: Players');
    const g = await game();
    expect(g?.campaignId).not.toBeNull();
    expect(g?.state.ships.filter((s) => s.side === 'player').map((s) => s.name)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P11', 'P12', 'P13']);
    expect(g?.state.ships.filter((s) => s.side === 'solo')).toHaveLength(15);
    // Players report as the game goes: the Red Squadron Veterans are destroyed in play.
    expect(await step('/ship destroyed ship:P1')).not.toContain('⚠️');
  });

  test('result and post-game (W4): players win with asset; FP 399, MIA, EXP, DAMAGED; AI FP 443, KIA, EXP', async () => {
    const out = await step('/campaign result early:true fates:P2=X A1=X A3=X A4=X A7=X A11=X damage:P3=2 A10=2 A2=1');
    expect(out).toContain('Mission 4: players V, AI D');
    const g = await game();
    expect(g?.state.ended).not.toBeNull();
    const c = await campaign();
    const p = c.fleets.players;
    expect(p.fp).toBe(399);
    expect(p.roster.filter((e) => e.mia).map((e) => e.callsign)).toEqual(['P1', 'P2']);
    expect(p.roster.filter((e) => e.xp === 'exp').map((e) => e.callsign)).toEqual(['P3', 'P4', 'P5', 'P11', 'P12', 'P13']);
    expect(p.roster.filter((e) => e.damaged).map((e) => e.callsign)).toEqual(['P3']);
    expect(fleetValue(catalog, p, OPTIONS)).toBe(571);
    const a = c.fleets.ai;
    expect(a.fp).toBe(443);
    expect(fleetValue(catalog, a, OPTIONS)).toBe(732 - 143);
    expect(a.roster.filter((e) => e.xp === 'exp').map((e) => e.callsign)).toEqual(['A6', 'A14']);
    expect(a.roster.filter((e) => e.damaged).map((e) => e.callsign)).toEqual(['A10']);
    expect(c.pending?.assetOffer).toEqual(['capital-ship-support', 'medical-frigate-support']);
  });

  test('post-game choices, then done: the AI rebuys as W5 (FP 300, FV 732); the players’ FV 589 makes the AI Active', async () => {
    expect(await step('/campaign done')).toContain('First pick the reward asset');
    // Autocomplete: the roster's callsigns, and upgrades the faction may buy.
    const a = consoleTable(db);
    try {
      const ships = (await a.run('?campaign assign ship:P1'))[0]?.payload.choices ?? [];
      expect(ships.map((x) => x.value)).toEqual(['P1', 'P10', 'P11', 'P12', 'P13', 'P14', 'P15', 'P16', 'P17']);
      expect(ships[0]?.name).toBe('P1 — Red Squadron Veteran (MIA)');
      const ups = (await a.run('?campaign buy upgrade:proton'))[0]?.payload.choices ?? [];
      expect(ups.map((x) => x.value)).toContain('protontorpedoes');
    } finally {
      await a.store.close();
    }
    // The export: the whole log as a file (nothing is hidden after the result).
    const t = consoleTable(db);
    try {
      const file = (await t.run('/campaign file export'))[0]?.payload.attachments?.[0];
      expect(file?.filename).toMatch(/^big-shed-league-\d+\.json$/);
      const body = JSON.parse(String(file?.content)) as { system: string; events: { event: { t: string } }[] };
      expect(body.system).toBe('bsl');
      expect(body.events[0]?.event.t).toBe('campaign-created');
      expect(body.events.filter((e) => e.event.t === 'result-confirmed')).toHaveLength(1);
    } finally {
      await t.store.close();
    }
    await step('/campaign assets pick:medical-frigate-support');
    // Inventory upgrades raise FV without touching the squadrons the AI's targets read.
    await step('/campaign buy upgrade:protontorpedoes');
    await step('/campaign buy upgrade:concussionmissiles');
    const out = await step('/campaign done');
    expect(out).toContain('Round 2');
    const c = await campaign();
    expect(c.fleets.players.assets).toEqual([{ card: 'J', asset: 'medical-frigate-support', gainedRound: 1 }]);
    expect(c.fleets.ai.fp).toBe(300);
    expect(fleetValue(catalog, c.fleets.ai, OPTIONS)).toBe(732);
    expect(fleetValue(catalog, c.fleets.players, OPTIONS)).toBe(589);
    expect(c.history).toHaveLength(1);
    expect(c.history[0]).toMatchObject({ round: 1, mission: 4, active: 'players', fpGained: { players: 270, ai: 300 } });
    expect(c.pending?.active).toBe('ai');
  });

  test('round 2, AI Active: it rested, drew and chose by itself; players play assets, game, result, post-game', async () => {
    let c = await campaign();
    expect(c.phase).toBe('assets');
    // With this seed the AI drew its RECON #5 and chose Reconnaissance; the players' one card is #5.
    expect(c.pending?.mission).toBe(1);
    expect(c.pending?.draws).toEqual({ players: ['5'], ai: ['5'] });
    expect(c.pending?.mission).not.toBeNull();
    expect(c.pending?.draws.ai.length).toBeGreaterThan(0);
    await step('/campaign assets play:J');
    c = await campaign();
    expect(c.pending?.effects.players).toEqual(['medical-frigate-support']);
    expect(c.fleets.players.assets).toEqual([]);
    expect(c.phase).toBe('game');
    const setup = await step('/campaign game');
    expect(setup).toContain('Mission 1: Reconnaissance');
    expect(setup).toContain('First player: AI');
    // The AI is Active in Reconnaissance: its ships are Scouts (§6.1, §5.3).
    expect(setup).toContain('scout, balanced, tally: nearest unscanned marker');
    const g = await game();
    const mine = g!.state.ships.filter((s) => s.side === 'player').map((s) => s.name);
    // The players lose every ship: the AI wins; with Medical Frigate Support none of them is KIA.
    const out = await step(`/campaign result early:true fates:${mine.map((n) => `${n}=X`).join(' ')}`);
    expect(out).toContain('players D, AI V');
    c = await campaign();
    expect(c.fleets.players.kia).toEqual([]);
    expect(c.fleets.players.roster.filter((e) => mine.includes(e.callsign)).every((e) => e.mia)).toBe(true);
    // Reorganisation: a free upgrade moves to the inventory; a ship without the slot is refused.
    await step('/campaign equip upgrade:p4.1 to:inventory');
    expect((await campaign()).fleets.players.inventory.map((i) => i.id)).toContain('p4.1');
    expect(await step('/campaign equip upgrade:p4.1 to:P7')).toContain('has no free Torpedo slot');
    // A pilot's history reads the log.
    const history = await step('/campaign fleet ship:P3');
    expect(history).toContain('in play at the end, 2 damage cards');
    expect(history).toContain('→ EXP');
    expect(history).toContain('→ DAMAGED');
    await step('/campaign done force:true');
    c = await campaign();
    expect(c.history.map((h) => h.result.players)).toEqual(['V', 'D']);
    expect(['rest', 'draw', 'assets', 'ended']).toContain(c.phase);
  });

  test('the export is refused while the AI’s choices of the round are hidden (C15)', async () => {
    expect((await campaign()).phase).toBe('assets');
    expect(await step('/campaign file export')).toContain('hidden choices');
  });
});
