import type { ActivationPicture, ApproachCell, ApproachSheet, AttackFace, Chart, DefenseFace, Difficulty, ManeuverPicture } from './types.ts';

// Representative inputs for the benchmark helper and the tests: a TIE/ln Fighter's v0.2 sheet worked out by hand
// from the charts in /work/shared/rules/solo-alpha.md, and a few activations that exercise every part of the card.

/** A maneuver as the pictures take it. */
export const mv = (
  speed: number,
  bearing: ManeuverPicture['bearing'],
  difficulty: Difficulty,
  direction: ManeuverPicture['direction'] = null,
): ManeuverPicture => ({
  speed,
  bearing,
  direction,
  difficulty,
});

export const SAMPLE_ACTIVATIONS: readonly ActivationPicture[] = [
  {
    name: 'TIE-1',
    defense: 'evade',
    attack: 'crit',
    maneuver: mv(3, 'bank', 'blue', 'left'),
    marker: 'defensive',
    actions: [{ name: 'barrel-roll', red: false, linked: { name: 'lock', red: true } }],
  },
  { name: 'TIE-2', defense: 'blank', attack: 'hit', maneuver: mv(4, 'koiogran-turn', 'red'), marker: 'offensive', actions: [{ name: 'lock', red: false }] },
  { name: 'Howlrunner', defense: null, attack: null, maneuver: mv(1, 'straight', 'blue'), marker: 'balanced', actions: [{ name: 'focus', red: false }] },
  {
    name: 'TIE/in-3',
    defense: 'focus',
    rolledDefense: 'evade',
    attack: 'blank',
    maneuver: mv(2, 'segnors-loop', 'purple', 'right'),
    marker: 'recovery',
    actions: [
      { name: 'barrel-roll', red: false },
      { name: 'boost', red: false },
    ],
    otherwise: [[{ name: 'focus', red: false }]],
  },
];

type Row = Record<AttackFace, ApproachCell>;
const row = (crit: ApproachCell, hit: ApproachCell, focus: ApproachCell, blank: ApproachCell): Row => ({ crit, hit, focus, blank });
const c = (maneuver: ManeuverPicture, relative?: ApproachCell['relative']): ApproachCell => (relative ? { maneuver, relative } : { maneuver });
const towardsTally = { sense: 'towards', object: 'tally' } as const;
const awayTally = { sense: 'away', object: 'tally' } as const;
const towardsObstacle = { sense: 'towards', object: 'obstacle' } as const;
const awayObstacle = { sense: 'away', object: 'obstacle' } as const;

const kturn = (speed: number) => mv(speed, 'koiogran-turn', 'red');
const straight = (speed: number, difficulty: Difficulty) => mv(speed, 'straight', difficulty);
const bank = (speed: number, difficulty: Difficulty) => mv(speed, 'bank', difficulty);
const turn = (speed: number) => mv(speed, 'turn', 'white');

export const SAMPLE_SHEET: ApproachSheet = {
  title: 'TIE/ln Fighter - Solo Alpha v0.2',
  cells: {
    bullseye: {
      evade: row(c(bank(2, 'blue'), awayObstacle), c(straight(2, 'blue')), c(bank(2, 'blue'), awayObstacle), c(turn(3), towardsObstacle)),
      focus: row(c(straight(3, 'blue')), c(straight(3, 'blue')), c(straight(2, 'blue')), c(straight(2, 'blue'))),
      blank: row(c(kturn(4)), c(straight(2, 'blue')), c(straight(4, 'white')), c(straight(5, 'white'))),
    },
    front: {
      evade: row(c(bank(2, 'blue'), awayObstacle), c(turn(3), towardsTally), c(bank(2, 'blue'), awayObstacle), c(straight(2, 'blue'))),
      focus: row(c(bank(2, 'blue'), towardsTally), c(bank(2, 'blue'), towardsTally), c(straight(3, 'blue')), c(straight(2, 'blue'))),
      blank: row(c(kturn(4)), c(turn(1), towardsTally), c(turn(1), towardsTally), c(kturn(4))),
    },
    side: {
      evade: row(c(bank(3, 'white'), towardsTally), c(turn(3), towardsTally), c(turn(1), towardsTally), c(kturn(4))),
      focus: row(c(bank(2, 'blue'), towardsTally), c(bank(2, 'blue'), towardsTally), c(bank(2, 'blue'), towardsTally), c(bank(2, 'blue'), towardsTally)),
      blank: row(c(kturn(3)), c(kturn(4)), c(turn(3), towardsTally), c(turn(1), towardsTally)),
    },
    rear: {
      evade: row(c(kturn(3)), c(turn(3), towardsObstacle), c(turn(3), awayObstacle), c(straight(5, 'white'))),
      focus: row(c(bank(2, 'blue'), awayTally), c(bank(2, 'blue'), towardsTally), c(bank(2, 'blue'), awayTally), c(bank(2, 'blue'), towardsTally)),
      blank: row(c(kturn(4)), c(kturn(4)), c(kturn(4)), c(kturn(3))),
    },
  },
};

/** Every chart × defense × attack key, for building or checking whole sheets. */
export function sheetKeys(): { chart: Chart; defense: DefenseFace; attack: AttackFace }[] {
  const keys: { chart: Chart; defense: DefenseFace; attack: AttackFace }[] = [];
  for (const chart of ['bullseye', 'front', 'side', 'rear'] as const)
    for (const defense of ['evade', 'focus', 'blank'] as const)
      for (const attack of ['crit', 'hit', 'focus', 'blank'] as const) keys.push({ chart, defense, attack });
  return keys;
}
