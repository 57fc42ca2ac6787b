import { afterAll, describe, expect, test } from 'vitest';
import { ConsoleSession } from '../../../../src/console/session.ts';
import { consoleTable, plain, tempDir } from '../../../helpers.ts';
import { stringsFor } from '../../../../src/systems/xwing/strings/index.ts';
import { campaignPlayStrings } from '../../../../src/systems/xwing/bsl/mission/campaign-play.ts';
import { missionEventStrings } from '../../../../src/systems/xwing/bsl/strings/mission-events.ts';
import { bslRefusal, bslStrings } from '../../../../src/systems/xwing/bsl/strings/index.ts';
import { refuseBsl } from '../../../../src/systems/xwing/bsl/refusals.ts';

// Ruling R74: a player's or ship's name never stands as a verb's subject in the bot's words,
// since a name may be anything, "you" at the console included ("you is up", "you has set
// their dials"); a refusal's object stands where English puts it ("mark Luke done"); the board
// says who is next to activate in words that fit the End Phase too.

const tmp = tempDir('grammar-');
const t = consoleTable(`${tmp.dir}/grammar.sqlite`);
afterAll(async () => {
  await t.store.close();
  tmp.cleanup();
});
const say = async (line: string) => (await t.run(line)).map(plain).join('\n');

describe('the console’s “you” reads as a name (ruling R74)', () => {
  test('joining, turns, pings and the log never say “you is”, “you has” or “you moves”', async () => {
    await say('/game start faction:galactic-empire scenario:custom');
    await say('/ship add chassis:tielnfighter');
    await say('/join ship:x-wing');
    await say('@bob /join ship:x-wing name:Luke');
    let all = await say('/done');
    all += await say('@bob /done');
    all += await say('/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit');
    all += await say('/game pings off');
    all += (await t.run('/game log')).map((o) => [plain(o), ...(o.payload.attachments ?? []).map((a) => String(a.content))].join('\n')).join('\n');
    expect(all).toContain('your turn with **you**');
    expect(all).toContain('Dials set: you.');
    expect(all).not.toMatch(/\byou (is|has|moves|engages|turns|leaves)\b/);
    // A typed turn out of order (R54) names who is next without making the name a subject.
    expect(all).toContain('next in initiative order is **you**');
  });

  test('a refusal to mark another’s ship done says “mark Luke done”', async () => {
    expect(await say('@carol /done ship:Luke')).toContain('can mark Luke done.');
  });

  test('in the End Phase the board’s next to activate is nobody, and says the End Phase is next', async () => {
    // The activation's end, then every ship's engagement.
    // In initiative order (R54): activation ascending (players first at equal initiative), engagement descending.
    for (const line of [
      '/done ship:you',
      '/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit',
      '@bob /done ship:Luke',
      '@bob /done ship:Luke',
      '/done ship:you',
      '/done ship:TIE-1',
    ])
      await say(line);
    const status = await say('/game status');
    expect(status).toContain('Next to activate: nobody — every ship has activated and engaged; `/round next` for the End Phase and round 2.');
    expect(status).not.toContain('Everyone has activated: engage');
  });

  test('in French too: “vous” at the console reads as a name (« Cadrans réglés : vous. », never « vous a réglé »)', async () => {
    const fr = new ConsoleSession(t.delivery, t.dispatcher, { seed: '3', locale: 'fr', defaultUser: 'vous' });
    const dire = async (line: string) => (await fr.run(`#fr ${line}`)).map(plain).join('\n');
    await dire('/game start faction:galactic-empire scenario:custom');
    await dire('/ship add chassis:tielnfighter');
    await dire('/join ship:x-wing');
    let all = await dire('/done');
    all += await dire('/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit');
    all += await dire('/done');
    all += (await fr.run('#fr /game log')).flatMap((o) => (o.payload.attachments ?? []).map((a) => String(a.content))).join('\n');
    expect(all).toContain('Cadrans réglés : vous.');
    expect(all).not.toMatch(/\bvous (a|se déplace|engage|quitte|coupe|réactive) /);
  });
});

// R74's last gaps: a ship's changes, its end, the log's attacks and joins, the refusals naming it,
// the campaign's commanders and the mission's lines no longer start with the name as the subject.
const ENGLISH_SUBJECT =
  /(^|[^\w'’])you(’s|'s| (is|has|was|moves|attacks|attacked|flees|fled|joins|carries|uses|rolls|scans|leaves|starts|becomes|can't target))\b/;
const FRENCH_SUBJECT = /(^|[^\w'’])vous (est|a|s’est|fuit|attaque|rejoint|porte|utilise|scanne|quitte|lance|devient|n’est|ne peut)\b/;

describe('R74: the name “you” (« vous ») is never the subject of the round’s lines, the log or the refusals', () => {
  // Solo ships only (the bot's names, never a player's): their attitude roll, arrival and activation.
  const SOLO_ONLY = new Set(['attitudeRoll', 'soloFlee', 'arrives', 'activates', 'activatesWith']);
  test.each([['en', ENGLISH_SUBJECT] as const, ['fr', FRENCH_SUBJECT] as const])(
    '%s: every change and log line about a ship named “you”',
    (locale, subject) => {
      const t = stringsFor(locale);
      const name = locale === 'en' ? 'you' : 'vous';
      const lines: string[] = [];
      for (const table of [t.change, t.log, t.attack] as Record<string, unknown>[])
        for (const [key, f] of Object.entries(table))
          if (typeof f === 'function' && !SOLO_ONLY.has(key)) lines.push(String((f as (...a: unknown[]) => unknown)(name, 'TIE-1', 2, 4)));
      for (const [code, p] of [
        ['ship-not-active', { ship: name, status: 'destroyed' }],
        ['not-solo', { ship: name }],
        ['already-activated', { ship: name, round: 1 }],
        ['same-ship', { ship: name }],
        ['already-attacked', { ship: name, round: 1 }],
        ['turn-of-player', { ship: name, owner: 'u1', step: 'activation' }],
        ['bad-option', { option: 'upgrade', value: 'x', hint: 'carries', ship: name, upgrades: '' }],
      ] as const)
        lines.push(t.refusal(code, p) ?? '');
      const m = missionEventStrings(locale).log;
      lines.push(m.left(name, 'A', 'maneuver', 'W'), m.scanned(name, 1), m.tracking(name, 2), m.vetReroll(name), m.damage(name, 2));
      lines.push(campaignPlayStrings(locale).vetReroll(name));
      const w = bslStrings(locale).log;
      lines.push(w.created(name, 'a', 'b', 100, 125, false, 's'), w.commanderAdded(name), w.commanderRemoved(name));
      lines.push(bslRefusal(refuseBsl('not-a-commander', { user: name }), locale) ?? '');
      for (const line of lines) expect(line).not.toMatch(subject);
      // The examples the issue gave.
      if (locale === 'en') {
        expect(t.change.destroyed('you')).toBe('💥 Destroyed: you.');
        expect(t.change.locked('you', 'TIE-1')).toBe('Lock: you → TIE-1.');
      } else expect(t.change.destroyed('vous')).toBe('💥 Détruit : vous.');
    },
  );

  test('at the console: locked, dealt damage and destroyed, the log says so with “you” as an object', async () => {
    const c = consoleTable(`${tmp.dir}/grammar-ship.sqlite`);
    try {
      const run = async (line: string) => (await c.run(line)).map(plain).join('\n');
      await run('/game start faction:galactic-empire scenario:custom');
      await run('/ship add chassis:tielnfighter');
      await run('/join ship:x-wing');
      let all = await run('/ship lock ship:you target:TIE-1');
      all += await run('/ship damage ship:you cards:1');
      all += await run('/ship destroyed ship:you');
      all += (await c.run('/game log')).flatMap((o) => (o.payload.attachments ?? []).map((a) => String(a.content))).join('\n');
      expect(all).toContain('Lock: you → TIE-1.');
      expect(all).toContain('Dealt to you: 1 damage card');
      expect(all).toContain('💥 Destroyed: you.');
      expect(all).toContain('Joined the players: you (');
      expect(all).not.toMatch(ENGLISH_SUBJECT);
    } finally {
      await c.store.close();
    }
  });
});
