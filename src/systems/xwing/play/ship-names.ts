import { skeleton } from '../../../core/names.ts';
import { englishName, normalizeName } from '../catalog/catalog.ts';
import type { Ship } from '../catalog/schema.ts';
import type { GameState } from './state.ts';

// Solo ships get names players can type and say aloud: a short chassis tag and a number.
const TAGS: Record<string, string> = {
  tielnfighter: 'TIE',
  modifiedtielnfighter: 'MGT',
  tieagaggressor: 'AGR',
  tieininterceptor: 'INT',
  tiesabomber: 'BMB',
  tieadvancedx1: 'ADV',
  tiefofighter: 'FO',
  tiesffighter: 'SF',
  tiebainterceptor: 'BA',
  v19torrentstarfighter: 'V19',
  btlbywing: 'YW',
  btla4ywing: 'YW',
  delta7aethersprite: 'D7',
  vultureclassdroidfighter: 'VUL',
  nantexclassstarfighter: 'NTX',
  hyenaclassdroidbomber: 'HYE',
  belbullab22starfighter: 'BEL',
  z95af4headhunter: 'Z95',
  rz1awing: 'AW',
  rz2awing: 'AW',
  t65xwing: 'XW',
  t70xwing: 'XW',
  asf01bwing: 'BW',
  fireball: 'FBL',
  resistancetransport: 'RT',
  m3ainterceptor: 'M3A',
  fangfighter: 'FNG',
  kihraxzfighter: 'KIH',
  g1astarfighter: 'G1A',
};

export function chassisTag(ship: Ship): string {
  return (
    TAGS[ship.id] ??
    // The English name in every language: a French game's ships are named as an English one's.
    normalizeName(englishName(ship))
      .replace(/(fighter|starfighter|class)$/g, '')
      .slice(0, 4)
      .toUpperCase()
  );
}

/** A character as what it reads as, in either case: the skeletons it may have, as a regular expression. */
function lookOf(c: string): string {
  const looks = new Set([skeleton(c.toUpperCase()), skeleton(c.toLowerCase())]);
  return `(?:${[...looks].map((l) => l.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})`;
}

/** "TAG-n" as it reads, matched on a name's skeleton: look-alike letters and invisible characters pass for the tag's. */
const SOLO_LOOK = new RegExp(
  `^(?:${[...new Set(Object.values(TAGS))].map((tag) => [...tag].map(lookOf).join('')).join('|')})\\s*${lookOf('-')}\\s*(?:${[...'0123456789'].map(lookOf).join('|')})+$`,
);

/**
 * A player's name that reads as one the bot gives its solo ships ("TIE-1", "tie - 3", Cyrillic
 * "ТІЕ-1", "TIE\u200b-1"): it would pass for one at the table.
 */
export function mimicsSoloName(name: string): boolean {
  return SOLO_LOOK.test(skeleton(name));
}

/** The next free "TAG-n" in this game. */
export function nextShipName(state: GameState, ship: Ship, taken: readonly string[] = []): string {
  const tag = chassisTag(ship);
  const names = new Set([...state.ships.map((s) => s.name.toLowerCase()), ...taken.map((t) => t.toLowerCase())]);
  for (let n = 1; ; n++) if (!names.has(`${tag}-${n}`.toLowerCase())) return `${tag}-${n}`;
}
