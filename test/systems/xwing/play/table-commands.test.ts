import { describe, expect, test } from 'vitest';
import { text } from '../../../helpers.ts';
import { tablePerTest, toEngagement } from '../table.ts';
import { loadCatalog } from '../../../../src/systems/xwing/catalog/load.ts';
import { readableLog } from '../../../../src/systems/xwing/render/log-text.ts';
import { en } from '../../../../src/systems/xwing/strings/en.ts';

// Through the console adapter: the activation card leads with
// what moves the model and asks the tally's arc before rolling; /attack with the
// attacker alone shows its weapon and target and records with buttons, never a silent 0.

const { table } = tablePerTest();

const buttonLabels = (o: { payload: { components?: { components: unknown[] }[] } }) =>
  (o.payload.components ?? []).flatMap((r) => r.components as { label?: string; custom_id?: string }[]).map((b) => b.label);

describe('the activation card', () => {
  test('asks the tally’s arc before the dice are rolled; the answer rolls', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    const before = (await t.state())!;
    const ask = await t.reply('/activate ship:TIE-1');
    expect(text(ask)).toContain("Where is TIE-1's tally?");
    expect(text(ask)).toContain('I roll once you say where the tally is.');
    expect(text(ask)).not.toMatch(/🟢|🔴/);
    const pending = (await t.state())!;
    expect(pending.rng).toEqual(before.rng); // nothing rolled yet
    expect(pending.ships[0]!.pending).toMatchObject({ roll: null, chart: null });
    let done = await t.reply('click Bullseye · obstacle ◀');
    expect(done.type).toBe('update');
    expect((await t.state())!.rng).not.toEqual(before.rng);
    // The entry may still need a side (its nearest obstacle's): the dice are shown while it asks.
    for (let i = 0; i < 2 && text(done).includes('on its left or its right'); i++) done = await t.reply('click Left');
    const fields = done.payload.embeds[0]!.fields!.map((f) => f.name);
    // What moves the model first, then the dice and the chart entry.
    expect(fields.slice(0, 3)).toEqual(['Maneuver', 'Action', 'Attitude']);
    expect(fields.indexOf('Dice')).toBeGreaterThan(fields.indexOf('Attitude'));
    expect(fields.findIndex((f) => f.startsWith('Chart: '))).toBeGreaterThan(fields.indexOf('Attitude'));
  });

  test('an unchanged attitude is said once, and a marker colour is never said twice', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    // Bullseye focus/focus keeps Balanced (focus → Balanced).
    const card = await t.reply('/activate ship:TIE-1 arc:bullseye roll:focus focus');
    expect(text(card)).toContain('Balanced (unchanged)');
    expect(text(card)).not.toContain('Balanced → Balanced');
    const red = await t.reply('/activate ship:TIE-2 arc:bullseye roll:evade hit');
    expect(text(red)).toContain('Defensive');
    expect(text(red)).not.toMatch(/\(red\) — red/);
  });
});

describe('/attack', () => {
  test('the attacker alone shows its weapon and target priority, then the defender (never itself) and the damage by buttons', async () => {
    const t = table();
    // Attacks come once every ship has activated (R49).
    await toEngagement(t);
    const before = (await t.log((await t.game())!.id)).length;
    const preview = await t.reply('/attack attacker:TIE-1');
    expect(preview.payload.flags).toBe(64);
    expect(text(preview)).toContain('Weapons of TIE-1, in order: 1. primary (front arc), attack 2');
    expect(text(preview)).toContain('the enemy it has locked');
    // R56: each defender with its damage on one card; not TIE-1, not the other solo ship.
    expect(buttonLabels(preview)).toEqual([
      'Luke: 0',
      'Luke: 1',
      'Luke: 2',
      'Luke: 3',
      'Luke: 4+',
      'Wedge: 0',
      'Wedge: 1',
      'Wedge: 2',
      'Wedge: 3',
      'Wedge: 4+',
    ]);
    const damage = await t.reply('click Luke: 4+');
    expect(text(damage)).toContain('How many damage cards did Luke take from TIE-1?');
    expect(buttonLabels(damage)).toEqual(['0 damage', '1 damage', '2 damage', '3 damage', '4 damage', '5 damage', '6 damage', '7 damage']);
    expect((await t.log((await t.game())!.id)).length).toBe(before); // nothing recorded yet
    const recorded = await t.reply('click 2 damage');
    expect(text(recorded)).toContain('Attack: TIE-1 → Luke, 2 damage cards.');
  });

  test('a defender without the damage asks for the damage instead of recording 0; the defender list never offers the attacker', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    await t.reply('@bob /join ship:x-wing name:Luke');
    const ask = await t.reply('@bob /attack attacker:Luke defender:TIE-2');
    expect(text(ask)).toContain('How many damage cards did TIE-2 take from Luke?');
    expect((await t.state())!.ships.find((s) => s.name === 'TIE-2')!.defenses).toBe(0);
    const choices = await t.run('?attack attacker:Luke defender:');
    expect(choices[0]!.payload.choices!.map((c) => c.value)).not.toContain('Luke');
  });
});

describe('a game that ended', () => {
  test('by /game end can still be shown until a new one starts; /undo reopens it with a public notice', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    await t.reply('/game end');
    const ended = await t.run('click End the game');
    expect(ended.map((o) => o.type)).toEqual(['update', 'announcement']);
    expect(text(await t.reply('/game status'))).toContain('round 1 (ended)');
    expect(text(await t.reply('/game log'))).toContain('This game, round by round');
    const undo = await t.reply('/undo');
    expect(undo.payload.flags).toBeUndefined();
    expect(text(undo)).toContain('Took back the end of the game. The game is no longer over: play on.');
    expect((await t.state())!.ended).toBeNull();
    expect(text(await t.reply('/activate ship:TIE-1 arc:bullseye roll:focus focus'))).toContain('Maneuver');
  });

  test('by the scenario can still be shown, and a new game can start there', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/ship add chassis:tielnfighter');
    await t.reply('@bob /join ship:x-wing name:Luke');
    await t.run('/ship destroyed ship:Luke');
    expect(text(await t.reply('/game status'))).toContain('All player ships have fled or been destroyed.');
    expect(text(await t.reply('/game start faction:rebel-alliance'))).toContain('vs Rebel Alliance');
  });
});

describe('/leave, /help, autocomplete and a mistyped chassis', () => {
  test('a player takes their ship out; only its owner, the game owner or Manage Channels may; locks on it go', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    await t.reply('@bob /join ship:x-wing name:Luke');
    await t.reply('@carol /join ship:x-wing name:Wedge');
    await t.reply('/ship lock ship:TIE-1 target:Luke');
    const refused = await t.reply('@carol /leave ship:Luke');
    expect(refused.payload.flags).toBe(64);
    expect(text(refused)).toContain("Only the ship's owner, the game's owner or someone with Manage Channels can remove Luke.");
    // Ruling R74: the name is not the verb's subject.
    expect(text(await t.reply('@bob /leave'))).toBe('👋 Left the game: Luke.');
    const state = (await t.state())!;
    expect(state.ships.map((s) => s.name)).toEqual(['TIE-1', 'TIE-2', 'Wedge']);
    expect(state.ships[0]!.locks).toEqual([]);
    expect(text(await t.reply('/leave ship:TIE-2'))).toContain('TIE-2 is a solo ship');
    expect(text(await t.reply('/leave ship:Wedge'))).toBe('👋 Left the game: Wedge.'); // the game's owner
    expect(text(await t.reply('/undo'))).toContain('Took back Wedge leaving the game');
  });

  test('/help says how to start, how a round flows and where the rules are, to the asker only', async () => {
    const t = table();
    const help = await t.reply('/help');
    expect(help.payload.flags).toBe(64);
    for (const words of ['/game start', 'Dial set', 'Activation', 'Engagement', 'Start round', '/rules']) expect(text(help)).toContain(words);
  });

  test('autocomplete marks ships that have activated; a mistyped chassis gets "did you mean"', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    await t.reply('/activate ship:TIE-1 arc:bullseye roll:focus focus');
    const choices = (await t.run('?activate ship:'))[0]!.payload.choices!;
    expect(choices.map((c) => c.name)).toEqual(['TIE-1 (Balanced) — activated', 'TIE-2 (Balanced)']);
    const typo = await t.reply('@bob /join ship:x-wnig');
    expect(text(typo)).toContain('Did you mean T-65 X-wing or T-70 X-wing');
  });

  test('the dice as two choices: both or neither', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    expect(text(await t.reply('/activate ship:TIE-1 arc:bullseye defense:evade'))).toContain('Give both dice');
    expect(text(await t.reply('/activate ship:TIE-1 arc:bullseye defense:focus attack:focus'))).toContain('Balanced (unchanged)');
  });
});

describe('/game log', () => {
  test('a readable account round by round, then the machine log; nothing about the dice generator; taken-back commands left out', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire seed:log');
    await t.reply('@bob /join ship:x-wing name:Luke');
    await t.reply('@bob /done');
    // In initiative order (R54): Luke (I1, the players first at equal initiative), then the TIEs.
    await t.run('@bob /done ship:Luke');
    await t.reply('/activate ship:TIE-1 arc:bullseye roll:blank blank');
    await t.reply('/ship stress ship:TIE-2 count:1');
    await t.reply('/undo');
    await t.run('/activate ship:TIE-2 arc:bullseye roll:focus focus');
    await t.reply('/attack attacker:TIE-1 defender:Luke damage:1');
    await t.advance();
    await t.reply('/ship destroyed ship:TIE-2');
    const log = await t.reply('/game log');
    expect(log.payload.flags).toBe(64);
    const [readable, machine] = log.payload.attachments!;
    expect(readable!.filename).toMatch(/\.txt$/);
    expect(String(readable!.content)).toBe(
      [
        'Round 1',
        '  Game started: Solo Alpha v0.2, introductory scenario against Galactic Empire.',
        '  TIE-1 (TIE/ln Fighter (Academy Pilot, I1)) arrives, Balanced.',
        '  TIE-2 (TIE/ln Fighter (Academy Pilot, I1)) arrives, Balanced.',
        '  Joined the players: Luke (T-65 X-wing (Cavern Angels Zealot, I1)).',
        '  Dials set: bob.',
        '  — Activation Phase —',
        '  Done (activation): Luke.',
        '  TIE-1 activates: rolled blank and blank, 5 straight (white), Offensive.',
        '  TIE-2 activates: rolled focus and focus, 2 straight (blue), Balanced.',
        '  — Engagement Phase —',
        '  Attack: TIE-1 → Luke, 1 damage card.',
        '  Done (engagement): TIE-1.',
        '',
        'Round 2 (End Phase shifts: TIE-2 → Offensive)',
        '  💥 Destroyed: TIE-2.',
        '',
      ].join('\n'),
    );
    expect(machine!.filename).toMatch(/\.jsonl$/);
    expect(String(machine!.content)).not.toContain('"rng"');
    expect(String(machine!.content).trim().split('\n').length).toBeGreaterThan(8);
  });
});

describe('/game log names the players (a file shows no mention)', () => {
  test('an older dial-set event, written without the name, names the player by their ships', () => {
    const log = [
      { seq: 1, batch: 1, event: { t: 'ship-added', ship: { name: 'Luke', side: 'player', owner: '2000', chassis: 't65xwing', pilot: null } } },
      { seq: 2, batch: 2, event: { t: 'dial-set', user: '2000' } },
      { seq: 3, batch: 3, event: { t: 'dial-set', user: '3000' } },
      { seq: 4, batch: 4, event: { t: 'activated', ship: 'TIE-1', attitude: 'balanced' } },
    ] as unknown as Parameters<typeof readableLog>[2];
    const text = readableLog(en, loadCatalog(), log);
    expect(text).not.toContain('<@');
    expect(text).toContain('  Dials set: Luke.');
    expect(text).toContain('  Dials set: A player.');
    expect(text).toContain('  TIE-1 activates: Balanced.');
  });
});

describe('pings (R43)', () => {
  test('a card completed by its buttons is edited in place, and the next player is pinged by a message after it', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/ship add chassis:tielnfighter pilot:academypilot');
    await t.reply('@bob /join ship:x-wing pilot:bluesquadronescort name:Luke');
    await t.reply('@bob /done'); // Dial set: Activation opens, TIE-1 first
    expect((await t.state())!.phase).toBe('activation');
    await t.reply('/activate ship:TIE-1');
    let out = await t.run('click Bullseye · obstacle ◀');
    for (let i = 0; i < 2 && out.some((o) => text(o).includes('on its left or its right')); i++) out = await t.run('click Left');
    expect(out.map((o) => o.type)).toEqual(['update', 'reply']);
    expect(text(out[0]!)).toContain('Maneuver');
    expect(out[1]!.payload.content).toBe('🎯 <@user-bob>: your turn with **Luke** (I2): move and act, then **Done**.');
    expect(out[1]!.payload.allowed_mentions).toEqual({ parse: [], users: ['user-bob'] });
  });
});

describe('pings in every phase a player acts in (R51)', () => {
  test('Planning (the new round), Activation and Engagement each ping the player once; /game pings off stops them, on brings them back', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    await t.reply('/ship add chassis:tielnfighter pilot:academypilot'); // TIE-1, I1
    await t.reply('/ship add chassis:tielnfighter pilot:blacksquadronace'); // TIE-2, I3
    await t.reply('@bob /join ship:x-wing pilot:bluesquadronescort name:Luke'); // I2
    const pings: string[] = [];
    const say = async (line: string) => {
      for (const o of await t.run(line)) if (o.payload.allowed_mentions?.users?.length) pings.push(`${line} → ${o.payload.content?.split('\n').at(-1)}`);
    };
    const round = async () => {
      await say('@bob /done'); // dials: Activation opens, TIE-1 first
      await say('/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit'); // Luke up
      await say('@bob /done');
      await say('/activate ship:TIE-2 arc:bullseye obstacle:left roll:focus hit'); // Engagement opens: TIE-2 (I3) first
      await say('/done ship:TIE-2'); // Luke engages
      await say('@bob /done');
      await say('/done ship:TIE-1'); // End Phase
      await say('/round next');
    };
    await round();
    expect(pings).toEqual([
      '/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit → 🎯 <@user-bob>: your turn with **Luke** (I2): move and act, then **Done**.',
      '/done ship:TIE-2 → 🎯 <@user-bob>: your turn to engage with **Luke** (I2): attack if you can, then **Done**.',
      '/round next → 🎯 <@user-bob>: round 2, set your dials, then **Dial set**.',
    ]);
    expect(await t.reply('@bob /game pings off')).toMatchObject({ payload: { flags: 64 } });
    pings.length = 0;
    await round();
    expect(pings).toEqual([]);
    await t.reply('@bob /game pings on');
    await say('@bob /done');
    await say('/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit');
    expect(pings).toHaveLength(1);
  });
});

describe('a pilot typed in part', () => {
  test('pilot:wedge finds Wedge Antilles (the start of a word of one pilot only); a misspelling gets "did you mean", a word several pilots share a list', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    expect(text(await t.reply('@bob /join ship:x-wing pilot:wedge'))).toContain('Wedge Antilles, I6');
    const typo = await t.reply('@carol /join ship:x-wing pilot:wedgee');
    expect(typo.payload.flags).toBe(64);
    expect(text(typo)).toContain('T-65 X-wing has no pilot “wedgee”. Did you mean Wedge Antilles?');
    expect(text(await t.reply('@carol /join ship:x-wing pilot:squadron'))).toContain('Did you mean Blue Squadron Escort or Red Squadron Veteran?');
  });
});

describe('/game status shows hull and damage per ship', () => {
  test('each ship its hull and shields from the catalogue and the damage cards it took in recorded attacks (a taken-back one left out)', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire seed:hull');
    await t.reply('@bob /join ship:x-wing name:Luke');
    await t.reply('@bob /done');
    await t.run('@bob /done ship:Luke');
    await t.run('/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit');
    await t.run('/activate ship:TIE-2 arc:bullseye obstacle:left roll:focus hit');
    await t.reply('/attack attacker:TIE-1 defender:Luke damage:2');
    await t.reply('/attack attacker:Luke defender:TIE-2 damage:1');
    await t.reply('/attack attacker:TIE-2 defender:Luke damage:1');
    await t.reply('/undo');
    const listed = text(await t.reply('/game status'));
    expect(listed).toMatch(/Luke · [^\n]*hull 4 · shields 2 · 2 damage/);
    expect(listed).toMatch(/TIE-2 · [^\n]*hull 3 · shields 0 · 1 damage/);
    expect(listed).toMatch(/TIE-1 · [^\n]*hull 3 · shields 0 · 0 damage/);
  });
});

describe('/game status in a big game', () => {
  test('every ship is listed: a list past a field’s 1,024 characters continues in the next field instead of being cut', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire scenario:custom');
    for (let i = 0; i < 16; i++) await t.reply('/ship add chassis:tieininterceptor');
    const status = await t.reply('/game status');
    const fields = status.payload.embeds![0]!.fields!;
    for (const f of fields) expect(f.value.length).toBeLessThanOrEqual(1024);
    const listed = fields.map((f) => f.value).join('\n');
    const names = (await t.state('table'))!.ships.map((s) => s.name);
    expect(names).toHaveLength(16);
    for (const name of names) expect(listed).toContain(`**${name}**`);
    await t.store.close();
  });
});

describe('/help', () => {
  test('names the other games the bot runs here, so a hex or A Billion Suns player finds their way', async () => {
    const t = table();
    const help = text(await t.reply('/help'));
    expect(help).toContain('Other games here');
    expect(help).toContain('/hex help');
    expect(help).toContain('/abs new scale: tables:');
    expect(help).toContain('/campaign start faction:');
  });
});
