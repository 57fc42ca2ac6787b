import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import { ConsoleSession, renderText } from '../../src/console/session.ts';
import type { Locale } from '../../src/core/locale.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { coreRefuse, CORE_FORBIDDEN_ACTIONS, CORE_REFUSALS, type CoreRefusalParams, type Refusal } from '../../src/core/refusal.ts';
import { coreRefusalText } from '../../src/core/strings.ts';
import { ABS_FORBIDDEN_ACTIONS, refuseAbs, type AbsRefusalParams, type AbsWordedCode } from '../../src/systems/abs/refusals.ts';
import { absSystem } from '../../src/systems/abs/system.ts';
import { HEX_FORBIDDEN_ACTIONS, refuseHex, type HexRefusalParams } from '../../src/systems/hex/refusals.ts';
import { hexSystem } from '../../src/systems/hex/system.ts';
import { FACTION_IDS } from '../../src/systems/xwing/catalog/schema.ts';
import { PHASES } from '../../src/systems/xwing/bsl/model.ts';
import type { BslRefusalCode, BslWordedParams } from '../../src/systems/xwing/bsl/refusals.ts';
import { bslSystem } from '../../src/systems/xwing/bsl/system.ts';
import type { MissionRefusalParams } from '../../src/systems/xwing/bsl/mission/refusals.ts';
import { bslMission } from '../../src/systems/xwing/bsl/mission/rules.ts';
import { tempDir } from '../helpers.ts';

// Words only in strings: a refusal carries codes and data, and each language words every
// code it can carry (the core's, A Billion Suns', hex's, the Big Shed League's and its mission layer's). The sample tables are typed by each system's map, so a code added
// without a sample (or a sample with a wrong parameter) fails tsc before it fails here.

type Samples<M, C extends keyof M = keyof M> = { readonly [K in C]: readonly M[K][] };

const CORE: Samples<CoreRefusalParams> = {
  'no-game': [{}],
  'other-system': [{ system: 'A Billion Suns', wanted: 'Hex squadrons' }],
  'game-exists': [{ system: 'A Billion Suns' }],
  duplicate: [{}],
  forbidden: CORE_FORBIDDEN_ACTIONS.map((action) => ({ action })),
  'nothing-to-undo': [{}],
  'stale-button': [{}],
  'no-campaign': [{}],
  'campaign-exists': [{}],
  'closed-in-campaign': [{}],
  'too-many-owned': [{ max: 3 }],
};

const ABS: Samples<AbsRefusalParams, AbsWordedCode> = {
  'no-game': [{}],
  'game-over': [{}],
  'out-of-range': [{ option: 'scale', min: 1, max: 20 }],
  'bad-name': [{ max: 40 }, { option: 'seed', max: 40 }],
  'bad-note': [{ max: 100 }],
  'bad-objectives': [{}],
  'bad-table': [{ table: 3, tables: 2 }],
  'unknown-contract': [
    { contract: 'C9', contracts: 'C1, C2' },
    { contract: 'C9', contracts: '' },
  ],
  'unknown-objective': [{ objective: 'O9', objectives: 'O1' }],
  'unknown-jumppoint': [
    { jumppoint: 'JP9', jumppoints: 'JP1' },
    { jumppoint: 'JP9', jumppoints: '' },
  ],
  'unknown-ic': [
    { ic: 'IC9', ics: 'IC1' },
    { ic: 'IC9', ics: '' },
  ],
  'jumppoint-out': [{ jumppoint: 'JP1' }],
  'mass-needed': [{ class: 'Frigate' }],
  'not-tactical': [{ phase: 'jump' }],
  'not-end': [{ phase: 'tactical' }],
  'ic-activated': [{ ic: 'IC1' }],
  'ic-waits': [{ ic: 'IC1' }],
  'no-ic-ready': [{}],
  'contract-exhausted': [{ contract: 'C1' }],
  'claim-answered': [{ contract: 'C1' }],
  'claims-closed': [{}],
  'max-revenue-needed': [{ scale: 5 }],
  'campaign-over': [{ corp: 'Hutch Heavy' }],
  'capital-short': [{ capital: 2, amount: 5 }],
  'dice-bad': [
    { position: 1, value: 7, sides: 6 },
    { position: 2, value: 4, sides: 3 },
  ],
  'dice-unused': [{ typed: 3, used: 1 }],
  'too-many-lost': [
    { ic: 'IC1', ships: 1, lost: 2 },
    { ic: 'IC1', ships: 2, lost: 3 },
  ],
  'no-scatter': [{}],
  'no-redraw': [{ contract: 'C1' }],
  'nothing-to-change': [{ id: 'O1' }],
  'credits-input': [{}],
  'game-exists': [{ round: 2 }],
  forbidden: ABS_FORBIDDEN_ACTIONS.map((action) => ({ action })),
};

const HEX: Samples<HexRefusalParams> = {
  'bad-code': [
    { field: 'piloting', input: '4D-1', problem: 'minus-pips', suggestion: '3D+2' },
    { field: 'space', input: '8D', problem: 'space-die-code', suggestion: '' },
  ],
  'bad-name': [
    { field: 'name', input: '', problem: 'empty', max: 32 },
    { field: 'squadron', input: 'x'.repeat(40), problem: 'too-long', max: 32 },
    { field: 'name', input: 'a:b', problem: 'characters', max: 32 },
  ],
  'name-taken': [{ name: 'Red1' }],
  'unknown-craft': [
    { name: 'Red9', known: 'Red1, Red2' },
    { name: 'Red9', known: '' },
  ],
  'unknown-squadron': [
    { name: 'Blue', known: 'Red' },
    { name: 'Blue', known: '' },
  ],
  'squadron-kind': [{ kind: 'hero', squadron: 'Red' }],
  'bad-paths': (['empty', 'no-colon', 'no-name', 'duplicate'] as const).map((problem) => ({ problem, entry: 'Red1 3' })),
  'not-in-squadron': [{ name: 'Blue1', squadron: 'Red', members: 'Red1, Red2' }],
  'missing-paths': [{ squadron: 'Red', missing: 'Red2' }],
  'craft-or-stats': (['both', 'incomplete', 'neither'] as const).map((problem) => ({ problem, missing: 'space, piloting' })),
  'no-hex-game': [{}],
  forbidden: HEX_FORBIDDEN_ACTIONS.map((action) => ({ action })),
};

const BSL: Samples<BslWordedParams> = {
  'not-commander': [{}],
  'not-a-commander': [{ user: 'Wedge' }],
  'last-commander': [{}],
  'not-now': PHASES.map((phase) => ({ phase })),
  'unknown-chassis': FACTION_IDS.map((faction) => ({ chassis: 'Xyz', faction })),
  'unknown-pilot': [{ pilot: 'Xyz', chassis: 'T-65 X-wing' }],
  'unknown-upgrade': [{ upgrade: 'Xyz' }],
  'upgrade-restricted': [{ upgrade: 'Maul', pilot: 'Wedge Antilles' }, ...FACTION_IDS.map((faction) => ({ upgrade: 'Maul', faction }))],
  'no-slot': [{ upgrade: 'R2 Astromech', slot: 'Astromech', pilot: 'P3 (Wedge Antilles)' }],
  'no-supply': [{ ship: 'P3' }],
  'no-squadron-limited': [{ ship: 'P3' }],
  'not-in-this-game': [{ ship: 'P3' }],
  'not-a-munition': [{ upgrade: 'R2 Astromech' }],
  'limited-owned': [{ name: 'Wedge Antilles' }],
  'name-assigned': [{ ship: 'P3' }],
  'kia-name': [{ name: 'Wedge Antilles' }],
  'no-squadron': [{ card: '4' }],
  'callsign-taken': [{ callsign: 'P3' }],
  'not-enough-fp': [{ cost: 40, fp: 12 }],
  'bound-upgrade': [{ upgrade: 'Squad Leader' }],
  'modifications-full': [{ ship: 'P3', upgrade: 'Hull Upgrade', fitted: 'Shield Upgrade `u1`', first: 'u1' }],
  'replace-not-full': [{ ship: 'P3', upgrade: 'Hull Upgrade' }],
  'not-replaceable': [{ replace: 'u9', ship: 'P3', fitted: 'u1, u2' }],
  'needs-hyperdrive': [{ upgrade: 'Custom Hyperdrive', ship: 'P3' }],
  'nine-squadrons': [{}],
  'unknown-entry': [{ ship: 'P9' }],
  'roster-invalid': [{ problems: 'two-standard epic-limit band:3:STANDARD:250' }, { problems: 'two-standard', force: 1, ends: 1 }],
  'muster-fails': [{ low: 120, high: 240 }],
  'rest-two': [{}],
  'rest-leaves-no-draw': [{ cards: '2 3' }],
  rested: [{ card: '2' }],
  'draw-needs': [{}],
  'mission-not-allowed': [{ mission: 4, allowed: '1, 2, 3', type: 'STANDARD' }],
  'assets-two': [{}],
  'no-asset': [{ card: 'J' }],
  'not-candidate': [{ ship: 'P3', candidates: 'P1, P2' }],
  'picks-needed': [{ squadrons: '2, 4' }],
  'no-offer': [{}],
  'not-offered': [{ asset: 'Q', offer: 'J, K' }],
  'assets-full': [{}],
  'no-elite': [{ ship: 'P3' }],
  'no-promotion': [{ ship: 'P3' }],
  'no-promotion-to': [{ pilot: 'Xyz' }],
  'bound-misfit': [{ upgrade: 'Squad Leader', pilot: 'Wedge Antilles' }],
  'not-mia': [{ ship: 'P3' }],
  'offer-open': [{ assets: 'J, Q' }],
  'no-linked-game': [{}],
  'game-running': [{ round: 4, players: 3, ai: 2 }],
  'undo-blocked': [{ step: 'campaign-created' }, { step: 'game-linked' }, { step: 'result-confirmed' }],
  'nothing-to-undo': [{}],
  'reinforce-round': [{}],
  'no-choice': [{ what: 'exchange' }, { what: 'disrupt' }],
  'bad-exchange': [{ out: '2', inn: '5' }],
  'hidden-now': [{}],
  'bad-lost': [{ what: 'xyz', upgrades: 'u1, u2' }],
  'bad-ships': [{ what: 'xyz', ships: 'P1, P2' }],
  'import-unreadable': [{ name: 'campagne.json' }],
  'import-not-json': [{}],
  'import-not-export': [{ where: 'log.3' }, { where: '' }],
  'import-foreign': [{ system: 'abs' }],
  'import-newer': [{ version: 9, ours: 3 }],
  'import-bad-event': [
    { seq: 3, event: 'entry-bought', problem: 'order' },
    { seq: 3, problem: 'invalid' },
    { seq: 3, event: 'entry-bought', problem: 'callsign', name: 'too-long', max: 24 },
    { seq: 3, event: 'entry-bought', problem: 'fp-below-zero', side: 'players' },
    { seq: 3, event: 'entry-bought', problem: 'unknown-ship', side: 'ai', chassis: 'T-65 X-wing', pilot: 'Xyz' },
    { seq: 3, event: 'entry-bought', problem: 'refused', rule: 'not-enough-fp', 'rule.cost': 40, 'rule.fp': 12 },
    { seq: 3, event: 'entry-bought', problem: 'refused', rule: 'duplicate' },
  ],
  'import-not-commander': [{}],
  'import-too-large': [{ kb: 512 }],
};

/** The mission layer's (the Big Shed League inside a game), worded by the registered layer. */
const MISSION: Samples<MissionRefusalParams> = {
  'mission-ship-stays': [{ ship: 'P1' }],
  'mission-awaits-result': [{}],
  'not-campaign-game': [{}],
  'not-this-mission': [{ mission: 4 }, { mission: 'open' }],
  'edge-needed': [{ ship: 'P1' }],
  'edge-in-ambush': [{}],
  'cannot-jump': [{ ship: 'A1' }, { ship: 'A1', tokens: 1, needed: 3 }],
  'ionized-no-jump': [{ ship: 'A1' }],
  'not-active-fleet': [{ ship: 'A1' }],
  'marker-gone': [{ marker: 2, left: 3 }],
  'scanned-this-round': [{ ship: 'P1' }],
  'no-vet-reroll': [{ ship: 'P1' }],
  'ships-needed': [{}],
  'asset-not-in-play': [{ asset: 'guarded-approach' }],
};

/** Every code a refusal can carry, whatever its system: none may reach a user as it is. */
const CODES = [
  ...CORE_REFUSALS,
  ...Object.keys(ABS),
  ...Object.keys(HEX),
  ...(Object.keys(BSL) as BslRefusalCode[]),
  ...Object.keys(MISSION),
  ...CORE_FORBIDDEN_ACTIONS,
  ...ABS_FORBIDDEN_ACTIONS,
  ...HEX_FORBIDDEN_ACTIONS,
  ...FACTION_IDS,
].filter((c) => c.includes('-'));

/** English words of the English refusals that a French reply must never hold (commands and option names in backticks aside). */
const ENGLISH = ['the', 'only', 'owner', 'can', 'close', 'undo', 'spend', 'end', 'game', 'roster', 'manage', 'channel', 'there', 'with', 'and', 'not', 'give'];

const outsideBackticks = (text: string) => text.replace(/`[^`]*`/g, ' ');
const englishIn = (text: string) => ENGLISH.filter((w) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, 'iu').test(outsideBackticks(text)));
const rawCodesIn = (text: string) => CODES.filter((c) => outsideBackticks(text).includes(c));

function rows<M>(system: string, samples: Samples<M>, word: (r: Refusal, locale: Locale) => string | undefined) {
  return Object.entries(samples).flatMap(([code, list]) =>
    (list as readonly Refusal['params'][]).flatMap((params) =>
      (['en', 'fr'] as const).map((locale) => ({ system, code, locale, params, text: word({ ok: false, code, params }, locale) })),
    ),
  );
}

const ROWS = [
  ...rows('core', CORE, coreRefusalText),
  ...rows('abs', ABS as Samples<unknown>, (r, l) => absSystem.refusalText(r, l)),
  ...rows('hex', HEX, (r, l) => hexSystem.refusalText(r, l)),
  ...rows('bsl', BSL, (r, l) => bslSystem.refusalText(r, l)),
  ...rows('mission', MISSION, (r, l) => bslMission.refusalText(r, l)),
];

describe('every refusal code, in each language', () => {
  test.each(ROWS)('$system $code $locale $params', ({ locale, text }) => {
    expect(text).toBeTruthy();
    expect(text).not.toMatch(/undefined|NaN|\[object/);
    expect(rawCodesIn(text!)).toEqual([]);
    if (locale === 'fr') expect(englishIn(text!)).toEqual([]);
  });

  test('every code the core declares is in its samples (the systems’ tables are complete by their types)', () => {
    expect(Object.keys(CORE).sort()).toEqual([...CORE_REFUSALS].sort());
  });

  test('the checks catch a raw code and an English word in French', () => {
    expect(rawCodesIn('Seul … peut faire cela (spend-capital).')).toEqual(['spend-capital']);
    expect(englishIn('Seul le propriétaire … peut faire cela (close).')).toEqual(['close']);
    expect(englishIn('Terminez avec `/abs end`.')).toEqual([]);
  });
});

describe('a refusal takes its own parameters only', () => {
  test('a word where a code is due, a missing or a stray parameter does not compile', () => {
    // @ts-expect-error the action is a code each language words, not a word
    refuseAbs('forbidden', { action: 'finir la partie' });
    // @ts-expect-error hex's actions are its own
    refuseHex('forbidden', { action: 'end-game' });
    // @ts-expect-error nor is the core's /close refusal given a word
    coreRefuse('forbidden', { action: 'clore' });
    // @ts-expect-error a number is a number
    coreRefuse('too-many-owned', { max: '3' });
    // @ts-expect-error out-of-range names its bounds
    refuseAbs('out-of-range', { option: 'scale' });
    // @ts-expect-error a code without parameters takes none
    refuseAbs('game-over', { phase: 'over' });
    // @ts-expect-error an undeclared code
    refuseHex('no-such-code');
    const made = refuseAbs('forbidden', { action: 'spend-capital' });
    expect(made).toEqual({ ok: false, code: 'forbidden', params: { action: 'spend-capital' } });
    expect(coreRefuse('no-game')).toEqual({ ok: false, code: 'no-game', params: {}, byCore: true });
  });
});

describe('refused in the console: a French user reads French, an English one English, and neither a code', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());
  let tables = 0;

  /** Each line's replies, as the terminal shows them; `@bob` neither owns the game nor manages the channel. */
  async function play(locale: Locale, lines: readonly string[]): Promise<string[]> {
    const { delivery, dispatcher, store } = composeApp(join(tmp.dir, `${++tables}.sqlite`), silentLogger);
    await store.ready;
    const session = new ConsoleSession(delivery, dispatcher, { seed: '5', locale });
    const shown: string[] = [];
    for (const line of lines) shown.push((await session.run(line)).map((o) => renderText(o, locale)).join('\n'));
    await store.close();
    return shown;
  }

  test('/close by someone without Manage Channels (French: no « close »)', async () => {
    // Someone else's game: its owner may close it (C101), another member may not.
    const [, fr] = await play('fr', ['/game start faction:galactic-empire', '@bob /close what:game']);
    const [, en] = await play('en', ['/game start faction:galactic-empire', '@bob /close what:game']);
    expect(englishIn(fr!)).toEqual([]);
    expect(fr).toContain('Seuls la personne qui l’a lancée et celles ayant « Gérer les salons » peuvent clore');
    expect(en).toContain("Only whoever started it or someone with Manage Channels can close this channel's game or campaign.");
  });

  test('/abs new without its required scale says scale is missing, in each language (named as each language’s client names it)', async () => {
    const [fr] = await play('fr', ['/abs new tables:1']);
    const [en] = await play('en', ['/abs new tables:1']);
    expect(fr).toContain('Option échelle manquante : donnez un nombre entier');
    expect(en).toContain('Missing scale: give a whole number');
  });

  const FORBIDDEN = [
    [
      '/abs campaign start corp:Hutch',
      '@bob /abs campaign spend amount:1',
      'propriétaire de la campagne ou une personne ayant « Gérer les salons » peut dépenser du Capital',
      "Only the campaign's owner or someone with Manage Channels can spend Capital.",
    ],
    ['/abs new scale:2 tables:1', '@bob /abs end', 'finir la partie', 'end the game'],
    ['/abs new scale:2 tables:1', '@bob /abs undo', 'peut annuler', 'can undo'],
    ['/abs new scale:2 tables:1', '@bob /undo', 'peut annuler', 'can undo'],
    ['/hex craft add name:Red1 space:8 piloting:4D maneuverability:3D', '@bob /hex end', 'clore la liste', 'close the roster'],
    ['/hex craft add name:Red1 space:8 piloting:4D maneuverability:3D', '@bob /undo', 'peut annuler', 'can undo'],
  ] as const;

  test.each(FORBIDDEN)('%s, then %s', async (start, refused, french, english) => {
    const fr = (await play('fr', [start, refused]))[1]!;
    const en = (await play('en', [start, refused]))[1]!;
    expect(englishIn(fr)).toEqual([]);
    expect(fr).toContain(french);
    expect(en).toContain(english);
    for (const text of [fr, en]) expect(rawCodesIn(text)).toEqual([]);
  });
});
