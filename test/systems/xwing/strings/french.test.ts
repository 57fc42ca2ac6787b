import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/systems/xwing/strings/en.ts';
import { fr } from '../../../../src/systems/xwing/strings/fr.ts';
import { stringsFor } from '../../../../src/systems/xwing/strings/index.ts';
import type { Strings } from '../../../../src/systems/xwing/strings/en.ts';
import { ATTACK_FACES, ATTITUDES, BEARINGS, CHART_NAMES, DEFENSE_FACES } from '../../../../src/systems/xwing/engine/types.ts';
import { ATTITUDE_MARKERS } from '../../../../src/systems/xwing/engine/attitude.ts';
import { TARGET_PRIORITY } from '../../../../src/systems/xwing/engine/engagement.ts';
import { CHARTS_V01, CHARTS_V02 } from '../../../../src/systems/xwing/engine/charts.ts';
import { coreRefusalText, coreText } from '../../../../src/core/strings.ts';
import { CORE_REFUSALS } from '../../../../src/core/refusal.ts';
import { FACTION_IDS } from '../../../../src/systems/xwing/catalog/schema.ts';
import { TRANSPORT_LOCK } from '../../../../src/systems/xwing/play/variants.ts';

// A key in one language and not the other fails (tsc through `fr: Strings`,
// and here at run time); a French string still in English fails.

const REFUSAL_CODES = [
  'no-game',
  'game-exists',
  'game-ended',
  'unknown-ship',
  'unknown-chassis',
  'ambiguous-chassis',
  'unknown-pilot',
  'ship-not-active',
  'not-solo',
  'already-activated',
  'bad-option',
  'forbidden',
  'name-taken',
  'nothing-to-undo',
  'stale-button',
  'same-ship',
  'duplicate',
  'unknown-upgrade',
  'no-slot',
  'wrong-phase',
  'no-ship-of-yours',
  'already-done',
  'round-moved',
  'not-a-player-ship',
  'use-activate',
  'arc-fixed',
  'out-of-turn',
  'turn-of-player',
  'wrong-faction',
  'other-edition',
];
const PARAMS = {
  ship: 'Alpha',
  round: 2,
  chassis: 'tie',
  pilot: 'x',
  pilots: 'a, b',
  options: 'a, b',
  status: 'fled',
  value: 'v',
  option: 'o',
  action: 'end',
  name: 'n',
  upgrade: 'u',
  slot: 's',
  slots: 's',
  phase: 'end',
  step: 'activation',
  ships: 'A, B',
  chart: 'front',
  next: 'Beta',
  owner: '42',
  act: 'done',
  game: 1,
  at: 3,
  faction: 'galactic-empire',
  players: 'rebel-alliance',
  what: 'Fang Fighter',
  edition: 'xwa',
  here: '2.0',
};

/** Every text each table produces, by a name saying where it came from. */
function texts(t: Strings): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of ATTITUDES) out[`attitude ${a}`] = t.attitude(a);
  for (const c of CHART_NAMES) out[`chart ${c}`] = t.chart(c);
  for (const f of ATTACK_FACES) out[`attackFace ${f}`] = t.attackFace(f);
  for (const f of DEFENSE_FACES) out[`defenseFace ${f}`] = t.defenseFace(f);
  for (const b of BEARINGS) out[`bearing ${b}`] = t.bearing(b);
  for (const a of ATTITUDES) out[`marker ${a}`] = t.marker(ATTITUDE_MARKERS[a]);
  for (const set of [CHARTS_V01, CHARTS_V02])
    for (const c of CHART_NAMES) for (const d of DEFENSE_FACES) for (const a of ATTACK_FACES) out[`entry ${set[c][d][a]}`] = t.entryWording(set[c][d][a]);
  for (const r of ['step-3b', 'no-such-maneuver', 'stressed-red'] as const) out[`dieChange ${r}`] = t.dieChange(r);
  for (const f of ['ion', 'slowest-straight'] as const) out[`fallback ${f}`] = t.fallback(f) ?? '';
  for (const p of TARGET_PRIORITY) out[`targetPriority ${p}`] = t.targetPriority(p);
  for (const r of ['players-gone', 'solo-destroyed', 'ended-by-players'] as const) out[`endReason ${r}`] = t.endReason(r);
  for (const r of ['defended-more-than-attacked', 'did-not-defend'] as const) out[`endPhaseReason ${r}`] = t.endPhaseReason(r);
  for (const code of REFUSAL_CODES) out[`refusal ${code}`] = t.refusal(code, PARAMS) ?? '';
  out.recoveryCondition = t.recoveryCondition;
  out.noActionStressed = t.noActionStressed;
  out.maneuver = t.maneuver({ speed: 2, bearing: 'bank', direction: 'left', difficulty: 'blue' });
  out.actionOption = t.actionOption({ type: 'Barrel Roll', red: false, linked: { type: 'Lock', red: true } } as Parameters<Strings['actionOption']>[0]);
  for (const p of ['planning', 'activation', 'engagement', 'end', 'ended'] as const) out[`tracker.phase ${p}`] = t.tracker.phase(p);
  Object.assign(out, probe('tracker', t.tracker));
  Object.assign(out, probe('cards', t.cards));
  Object.assign(out, probe('activation', t.activation));
  Object.assign(out, probe('table', t.table));
  Object.assign(out, probe('status', t.status));
  Object.assign(out, probe('help', t.help));
  // The rest (en-cards.ts / fr-cards.ts).
  for (const g of ['setup', 'attack', 'rules', 'change', 'log', 'undo', 'replies', 'picture'] as const) Object.assign(out, probe(g, t[g]));
  for (const g of ['patrol-1', 'patrol-2', 'reinforcement', 'enemy'] as const) out[`setup.group ${g}`] = t.setup.group(g);
  for (const a of ['front', 'rear', 'bullseye', 'full-front', 'single-turret', 'double-turret'] as const) out[`attack.arc ${a}`] = t.attack.arc(a);
  for (const p of ['activation', 'engagement', 'end'] as const) out[`log.phase ${p}`] = t.log.phase(p);
  for (const p of ['activation', 'engagement', 'end'] as const) out[`undo.phase ${p}`] = t.undo.phase(p);
  for (const f of FACTION_IDS) out[`faction ${f}`] = t.faction(f);
  t.setup.lines.forEach((l, i) => (out[`setup.lines ${i}`] = l));
  t.rules.approachV01.forEach((l, i) => (out[`rules.approachV01 ${i}`] = l));
  t.rules.approachV02.forEach((l, i) => (out[`rules.approachV02 ${i}`] = l));
  out.transportCorner = t.object(TRANSPORT_LOCK);
  t.help.roundLines.forEach((l, i) => (out[`help.roundLines ${i}`] = l));
  for (const a of ['bullseye', 'front-left', 'front-right', 'left', 'right', 'rear-left', 'rear-right'] as const)
    out[`activation.arc ${a}`] = t.activation.arc(a);
  for (const w of ['round-4-patrols', 'round-4-mixed', 'round-7', 'round-7-extra'] as const) out[`cards.wave ${w}`] = t.cards.wave(w);
  for (const v of [true, false]) out[`cards.waveFooter ${v}`] = t.cards.waveFooter(v);
  for (const v of [true, false]) out[`cards.soloPlaced ${v}`] = t.cards.soloPlaced(v);
  for (const v of ['intro', 'custom'] as const) out[`cards.scenario ${v}`] = t.cards.scenario(v);
  return out;
}

/** Every text of a block of plain strings and functions of names and numbers, called with sample arguments. */
function probe(prefix: string, block: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(block)) {
    if (typeof v === 'string') out[`${prefix}.${k}`] = v;
    else if (typeof v === 'function' && !['phase', 'wave', 'waveFooter', 'soloPlaced', 'scenario', 'arc', 'group'].includes(k))
      out[`${prefix}.${k}`] = String((v as (...a: unknown[]) => unknown)('Alpha', 'Beta', 3));
  }
  return out;
}

// Words that read the same in both languages (symbols, proper nouns, shared words).
const SAME_IN_BOTH = new Set([
  'attitude offensive',
  'activation.action',
  'activation.attitude',
  'status.stress',
  'setup.groupShip',
  'rules.attitudesV01Title',
  'log.stress',
  'log.attitude',
  // « obstacle » and the arrows read the same; the arc's name is the translated part.
  'activation.arcAndObstacle',
]);
const ENGLISH = /\b(the|is|and|it|of|with|has|its|can't|there|this|that|from|towards|slowest|fastest)\b/i;

describe('X-Wing strings in French', () => {
  it('has exactly the keys of the English table', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('every text is translated: none equals the English (but a few shared words) and none reads as English', () => {
    const e = texts(en);
    const f = texts(fr);
    expect(Object.keys(f)).toEqual(Object.keys(e));
    const same = Object.keys(e).filter((k) => e[k] === f[k] && e[k] !== '' && !SAME_IN_BOTH.has(k));
    expect(same).toEqual([]);
    const english = Object.entries(f).filter(([, v]) => ENGLISH.test(v.replace(/`[^`]*`/g, '')));
    expect(english).toEqual([]);
    const missing = Object.entries(f).filter(([k, v]) => v === '' && e[k] !== '');
    expect(missing).toEqual([]);
  });

  it('reads v0.1 chart entries in the seed’s words', () => {
    expect(fr.entryWording('slowest B bank, away from obstacle')).toBe(
      "sa manœuvre bleue de virage sur l'aile la plus lente s'éloignant du plus proche obstacle",
    );
    expect(fr.entryWording('fastest B bank or turn, towards tally')).toBe(
      "sa manœuvre bleue de virage ou de virage sur l'aile la plus rapide vers sa Contrepartie",
    );
    expect(fr.entryWording('slowest straight, stationary or reverse')).toBe('sa manœuvre en ligne droite, vol stationnaire, marche arrière la plus lente');
  });

  it('the codes the play functions put in a refusal read in each language: option names, actions, hints, subjects', () => {
    expect(fr.refusal('bad-option', { option: 'upgrade', value: 'Proton Torpedoes', hint: 'no-charges' })).toBe(
      '« Proton Torpedoes » n’est pas une valeur valide pour amélioration. Elle n’a pas de charges.',
    );
    expect(en.refusal('bad-option', { option: 'upgrade', value: 'Proton Torpedoes', hint: 'no-charges' })).toBe(
      '“Proton Torpedoes” is not a valid upgrade. It has no charges.',
    );
    expect(fr.refusal('bad-option', { option: 'patrol', value: 'x', hint: 'one-of-or-random', options: 'tielnfighter, tieagaggressor' })).toContain(
      'pour patrouille. Tapez l’une de ces valeurs : tielnfighter, tieagaggressor, ou random.',
    );
    expect(fr.refusal('bad-option', { option: 'tally', value: '', hint: 'no-tally-marker' })).toBe('La v0.1 n’a pas de marqueur de Contrepartie.');
    expect(en.refusal('bad-option', { option: 'tally', value: '', hint: 'no-tally-marker' })).toBe('v0.1 has no tally marker.');
    expect(fr.refusal('forbidden', { action: 'attack-with', ship: 'Luke' })).toContain('(attaquer avec)');
    expect(en.refusal('forbidden', { action: 'attack-with', ship: 'Luke' })).toContain('can attack with Luke.');
    expect(fr.refusal('forbidden', { action: 'change-language' })).toContain('(changer la langue)');
    expect(fr.refusal('wrong-phase', { phase: 'planning', action: 'be-done' })).toContain('(finir son tour)');
    expect(en.refusal('wrong-phase', { phase: 'planning', action: 'set-dials' })).toContain("you can't set dials now");
    expect(fr.refusal('stale-button', { subject: 'turn' })).toContain('sur ce tour');
    // An out-of-date button that names no ship says what it asked about, in each language's words.
    expect(fr.refusal('stale-button', { subject: 'round' })).toContain('sur la manche');
    expect(fr.refusal('stale-button', { subject: 'attack' })).toContain('sur cette attaque');
    expect(en.refusal('stale-button', { subject: 'game' })).toContain('about this game');
    expect(fr.refusal('already-done', { ship: 'Luke', step: 'engagement' })).toContain('Le tour d’Engagement de Luke');
    expect(fr.refusal('bad-option', { option: 'count', value: 9, hint: 'charges-at-most', upgrade: 'Cluster Missiles', charges: 4 })).toContain(
      'Cluster Missiles a au plus 4 charges.',
    );
    expect(fr.refusal('bad-option', { option: 'upgrade', value: 'x', hint: 'carries', ship: 'Luke', upgrades: '' })).toContain(
      'Améliorations sur Luke : aucune.',
    );
  });

  it('stringsFor picks the table of the locale', () => {
    expect(stringsFor('fr')).toBe(fr);
    expect(stringsFor('en')).toBe(en);
  });
});

describe('core strings in French', () => {
  it('has the same keys in both languages, and every core refusal translated', () => {
    expect(Object.keys(coreText('fr')).sort()).toEqual(Object.keys(coreText('en')).sort());
    for (const code of [...CORE_REFUSALS, 'something-else']) {
      const r = { ok: false as const, code, params: { system: 'X', wanted: 'Y', action: 'end' } };
      expect(coreRefusalText(r, 'fr'), code).not.toBe(coreRefusalText(r, 'en'));
    }
    expect(coreText('fr').unknownCommand('x')).not.toBe(coreText('en').unknownCommand('x'));
  });
});
