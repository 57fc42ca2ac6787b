import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConsoleSession } from '../../../../src/console/session.ts';
import { consoleTable, tempDir, text } from '../../../helpers.ts';

const t0 = tempDir();
let t: ReturnType<typeof consoleTable>;

beforeAll(async () => {
  t = consoleTable(`${t0.dir}/refusals.sqlite`);
  await t.reply('#empty /game status'); // nothing there
  await t.reply('/game start faction:galactic-empire');
  await t.reply('@carol /join ship:x-wing name:Wedge');
  await t.reply('/ship destroyed ship:TIE-2');
  await t.reply('/activate ship:TIE-1 arc:bullseye roll:focus hit');
});
afterAll(async () => {
  await t.store.close();
  t0.cleanup();
});

const cases: [string, string, RegExp][] = [
  ['no game in the channel', '#elsewhere /activate ship:TIE-1', /There is no game in this channel/],
  ['a game already running', '/game start faction:rebel-alliance', /already has a game/],
  ['an unknown ship', '/activate ship:TIE-9', /no ship called “TIE-9”.*Ships: TIE-1, TIE-2, Wedge/],
  ['a destroyed ship', '/activate ship:TIE-2', /Destroyed already: TIE-2/],
  ['a ship that already activated', '/activate ship:TIE-1', /already activated in round 1/i],
  ['a player ship to activate', '/activate ship:Wedge', /A player ship: Wedge/],
  ['a malformed roll', '/activate ship:TIE-1 roll:hit evade', /Bad roll.*defense die then the attack die/],
  ['a roll with a made-up face', '/activate ship:TIE-1 roll:evade explode', /Bad roll/],
  ['a bad tally arc', '/activate ship:TIE-1 arc:above', /Bad arc \(above\)/],
  // Ruling R77: the dice are given one way; roll: was silently dropped when defense:/attack: came with it.
  ['the dice given twice', '/activate ship:TIE-1 defense:evade attack:hit roll:blank blank', /Give the dice one way: roll .*or defense and attack, not both/],
  ['a roll and one die', '/activate ship:TIE-1 defense:evade roll:blank blank', /Give the dice one way/],
  ['an unknown option', '/activate ship:TIE-1 speed:5', /Unknown option speed/],
  ['an unknown faction', '#other /game start faction:hutts', /Bad faction \(hutts\)/],
  ['an unknown chassis', '/join ship:millennium hawk', /I don't know the ship “millennium hawk”/],
  ['a negative stress count', '/ship stress ship:TIE-1 count:-1', /Bad count.*negative/],
  ['a non-number count', '/ship ion ship:TIE-1 count:lots', /Bad count \(lots\)/],
  ['ending the game without permission', '@bob /game end', /Only the game's owner or someone with Manage Channels can end/],
  ['undoing without permission', '@bob /undo', /Only the game's owner or someone with Manage Channels can undo/],
  // Ruling R74: the ship is named as the object ("change Wedge"), never as a possessive ("you's owner" at the console).
  ["changing another player's ship", '@bob /ship stress ship:Wedge count:2', /Only the ship's owner.* can change Wedge\./],
  ["attacking with another player's ship", '@bob /attack attacker:Wedge defender:TIE-1 damage:1', /Only the ship's owner.* can attack with Wedge\./],
  ['a ship attacking itself', '/attack attacker:TIE-1 defender:TIE-1', /can't target itself/],
  ['an unknown command', '/teleport ship:TIE-1', /I don.t know \/teleport/],
  ['a lock on an unknown ship', '/ship lock ship:TIE-1 target:Vader', /no ship called “Vader”/],
  // Ruling R73: the refusal names the ship the name is taken by.
  ['a name already taken', '@dave /join ship:x-wing name:wedge', /already a ship called “Wedge”/],
  // A tally target is a ship's or a player's name, or an object's the players name: checked as /join's name is (ruling R76).
  ['a tally target that pings', '/ship tally ship:TIE-1 target:@everyone', /Bad target.*a name may not hold @/],
  ['a tally target with a mention', '/ship tally ship:TIE-1 target:<@123456789012345678> rock', /Bad target.*a name may not hold @/],
  ['a tally target opening a code block', '/ship tally ship:TIE-1 target:```rock', /Bad target.*a name may not hold/],
  ['a tally target with a spoiler', '/ship tally ship:TIE-1 target:||x', /Bad target.*a name may not hold/],
  ['a tally target with a direction control', '/ship tally ship:TIE-1 target:\u202erock', /Bad target.*direction controls/],
  ['a lock target that pings', '/ship lock ship:TIE-1 target:@everyone', /Bad target.*a name may not hold @/],
];

// Ruling R78: in a game with no ship yet, an unknown name that reads as a solo ship's is added with /ship add, any other joins.
describe('an unknown ship in a game with none yet: the hint names the command that adds it', () => {
  const cases: [string, 'en' | 'fr', string, RegExp][] = [
    ['a solo ship’s name, as the attacker', 'en', '/attack attacker:TIE-1', /no ship called “TIE-1” in this game\. Add the enemy’s ships with \/ship add/],
    ['a solo ship’s name, to activate', 'en', '/activate ship:xw-2', /no ship called “xw-2” in this game\. Add the enemy’s ships with \/ship add/],
    ['a player’s name', 'en', '/attack attacker:Luke', /no ship called “Luke” in this game\. Add one with \/join\./],
    ['a solo ship’s name, in French', 'fr', '/attack attacker:TIE-1', /vaisseau nommé « TIE-1 ».*Ajoutez les vaisseaux de l’ennemi avec \/vaisseau ajouter/],
    ['a player’s name, in French', 'fr', '/attack attacker:Luke', /vaisseau nommé « Luke ».*Ajoutez-en un avec \/rejoindre\./],
  ];
  test.for(cases)('%s', async ([, locale, line, message]) => {
    // A French user's console: the refusal is in their language.
    const session = locale === 'fr' ? new ConsoleSession(t.delivery, t.dispatcher, { seed: '42', locale }) : t.session;
    if (!(await t.game('empty'))) await t.reply('#empty /game start faction:galactic-empire scenario:custom');
    const out = await session.run(`#empty ${line}`);
    expect(out).toHaveLength(1);
    expect(out[0]!.payload.flags).toBe(64);
    expect(text(out[0]!)).toMatch(message);
  });
});

describe('bad input gets an ephemeral reply that says what to do, and changes nothing', () => {
  test.for(cases)('%s', async ([, line, message]) => {
    const channel = /^#(\S+)/.exec(line)?.[1] ?? 'table';
    const before = JSON.stringify(await t.state(channel));
    const game = await t.game(channel);
    const eventsBefore = game ? (await t.log(game.id)).length : 0;
    const out = await t.run(line);
    expect(out).toHaveLength(1);
    expect(out[0]!.payload.flags).toBe(64);
    expect(text(out[0]!)).toMatch(message);
    expect(JSON.stringify(await t.state(channel))).toBe(before);
    expect(game ? (await t.log(game.id)).length : 0).toBe(eventsBefore);
  });

  test("the owner of a player ship, and the game's owner, may change it", async () => {
    // Accepted, and answered only to the one who changed it (the tracker shows the table).
    expect(text(await t.reply('@carol /ship stress ship:Wedge count:1'))).toBe('Wedge: stress 0 → 1.');
    expect(text(await t.reply('/ship stress ship:Wedge count:0'))).toBe('Wedge: stress 1 → 0.');
  });

  test('any player may activate a solo ship', async () => {
    await t.advance();
    const r = await t.reply('@bob /activate ship:TIE-1 arc:bullseye roll:focus hit');
    expect(r.payload.flags).toBeUndefined();
    expect(text(r)).toContain('Maneuver');
  });
});
