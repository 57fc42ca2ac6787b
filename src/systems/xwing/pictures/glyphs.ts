import type { AttackFace, Bearing, DefenseFace, Direction } from './types.ts';

// The few characters we draw from the xwing-miniatures icon font, copied from its src/json/icons-map.json
// (assets/fonts/xwing-miniatures/SOURCE.txt names the commit). A typed table rather than the JSON file so
// nothing is read at run time and a renamed icon is a compile error here, not a blank box on a player's phone.
export const ICONS = {
  // dice faces
  hit: 'd',
  crit: 'c',
  evade: 'e',
  focus: 'f',
  // maneuvers (dial symbols)
  straight: '8',
  bankleft: '7',
  bankright: '9',
  turnleft: '4',
  turnright: '6',
  kturn: '2',
  sloopleft: '1',
  sloopright: '3',
  trollleft: ':',
  trollright: ';',
  stop: '5',
  reversestraight: 'K',
  reversebankleft: 'J',
  reversebankright: 'L',
  // actions (evade and focus are the same characters as the dice faces)
  barrelroll: 'r',
  boost: 'b',
  lock: 'l',
  rotatearc: 'R',
  cloak: 'k',
  coordinate: 'o',
  jam: 'j',
  reload: '=',
  slam: 's',
  calculate: 'a',
  reinforce: 'i',
  linked: '>',
  // tokens
  'token-shield': '\u00d1',
  'token-charge': '\u00d2',
  'token-ion': '\u00e4',
  'token-lock': '\u00e3',
  // arcs, for the approach charts
  bullseyearc: '}',
  frontarc: '{',
  leftarc: '\u00a3',
  rightarc: '\u00a2',
  reararc: '|',
  // the nearest obstacle, for "towards/away from obstacle" entries
  'obstacle-coreasteroid5': '\u011c',
} as const;

export type IconName = keyof typeof ICONS;

export function glyphFor(icon: IconName): string {
  return ICONS[icon];
}

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}

export function defenseGlyph(face: DefenseFace): string | null {
  return face === 'blank' ? null : ICONS[face];
}

export function attackGlyph(face: AttackFace): string | null {
  return face === 'blank' ? null : ICONS[face];
}

/** Whether a bearing is flown to the left or right (the others ignore any direction given). */
export function takesDirection(bearing: Bearing): boolean {
  return bearing === 'bank' || bearing === 'turn' || bearing === 'segnors-loop' || bearing === 'tallon-roll' || bearing === 'reverse-bank';
}

const SIDED: Partial<Record<Bearing, readonly [IconName, IconName]>> = {
  bank: ['bankleft', 'bankright'],
  turn: ['turnleft', 'turnright'],
  'segnors-loop': ['sloopleft', 'sloopright'],
  'tallon-roll': ['trollleft', 'trollright'],
  'reverse-bank': ['reversebankleft', 'reversebankright'],
};

const UNSIDED: Partial<Record<Bearing, IconName>> = {
  straight: 'straight',
  'koiogran-turn': 'kturn',
  stationary: 'stop',
  'reverse-straight': 'reversestraight',
};

/** The dial symbol; a sided bearing with no direction is drawn turning right (the sheet then shows its object beside it). */
export function maneuverIcon(bearing: Bearing, direction: Direction | null): IconName {
  const sided = SIDED[bearing];
  if (sided) return direction === 'left' ? sided[0] : sided[1];
  const icon = UNSIDED[bearing];
  if (!icon) throw new Error(`no dial symbol for bearing ${bearing}`);
  return icon;
}

const ACTIONS: Record<string, IconName> = {
  focus: 'focus',
  evade: 'evade',
  'barrel-roll': 'barrelroll',
  boost: 'boost',
  lock: 'lock',
  'target-lock': 'lock',
  'rotate-arc': 'rotatearc',
  reload: 'reload',
  cloak: 'cloak',
  coordinate: 'coordinate',
  jam: 'jam',
  slam: 'slam',
  calculate: 'calculate',
  reinforce: 'reinforce',
};

/** The action bar symbol for an action name, or null for one the font has no symbol for (drawn as an "ask" mark). */
export function actionIcon(name: string): IconName | null {
  const key = name.toLowerCase().replace(/[\s_]+/g, '-');
  return Object.hasOwn(ACTIONS, key) ? (ACTIONS[key] ?? null) : null;
}
