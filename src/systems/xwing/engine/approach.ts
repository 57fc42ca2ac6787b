import { ATTITUDE_MARKERS, attitudeOfDefenseDie, shiftAttitude, shiftFromDefenseDie, type AttitudeMarker } from './attitude.ts';
import type { ChartEntry } from './chart-entry.ts';
import type { DiceSource } from './dice.ts';
import type { Ruleset } from './ruleset.ts';
import { selectManeuver, type KnownSides } from './select-maneuver.ts';
import { sameManeuver, type AttackFace, type Attitude, type ChartName, type DefenseFace, type Maneuver, type Side } from './types.ts';

/** What the approach needs to know about a solo ship. */
export interface ApproachShip {
  readonly dial: readonly Maneuver[];
  readonly attitude: Attitude;
  readonly stressed: boolean;
  readonly ionized: boolean;
  /** A faceup damage card with the "Action:" header. */
  readonly actionDamage: boolean;
  /** Reload on its action bar and no active charge on its torpedo, missile or device upgrades. */
  readonly reloadWithoutCharge: boolean;
}

/** What the players told the bot about the table. Null or absent: not told. */
export interface ApproachQuery {
  readonly chart: ChartName;
  readonly tallySide?: Side | null;
  readonly obstacleSide?: Side | null;
}

export interface ApproachRoll {
  readonly defense: DefenseFace;
  readonly attack: AttackFace;
}

export type DieChangeReason = 'step-3b' | 'no-such-maneuver' | 'stressed-red';
export interface DieChange {
  readonly from: DefenseFace;
  readonly to: DefenseFace;
  readonly reason: DieChangeReason;
}

export interface EntryRead {
  readonly defense: DefenseFace;
  readonly attack: AttackFace;
  readonly wording: string;
  /** Null when nothing on the dial satisfies it. */
  readonly maneuver: Maneuver | null;
}

export type Fallback =
  | null
  /** Exception 1: the ion maneuver. */
  | 'ion'
  /** Exceptions 2/3 could not be satisfied even at focus: the slowest straight. */
  | 'slowest-straight';

export interface ResolvedApproach {
  readonly kind: 'resolved';
  readonly ruleset: Ruleset['id'];
  readonly chart: ChartName;
  /** The dice as rolled; null for an ionized ship (no roll). */
  readonly roll: ApproachRoll | null;
  readonly changes: readonly DieChange[];
  /** The dice as they finally stand (ruling R11). */
  readonly final: ApproachRoll | null;
  readonly recoveryCondition: boolean;
  /** Every entry read, in order; the last is the one that chose (unless a fallback did). */
  readonly entriesRead: readonly EntryRead[];
  readonly maneuver: Maneuver;
  readonly fallback: Fallback;
  readonly attitude: { readonly before: Attitude; readonly after: Attitude };
  readonly marker: AttitudeMarker;
  /** The sides the reading depended on (null: it did not matter or was not used). */
  readonly sides: { readonly tally: Side | null; readonly obstacle: Side | null; readonly tallyDefaulted: boolean };
}

export interface NeedsSide {
  readonly kind: 'needs-side';
  readonly chart: ChartName;
  readonly roll: ApproachRoll;
  /** Which side the result depends on; ask for the first, then resolve again. */
  readonly needs: readonly ('tally' | 'obstacle')[];
}

export type ApproachOutcome = ResolvedApproach | NeedsSide;

/** Step 3: roll one defense die and one attack die; the defense die is read first. */
export function rollApproach(dice: DiceSource): ApproachRoll {
  const defense = dice.defense();
  const attack = dice.attack();
  return { defense, attack };
}

export function hasRecoveryCondition(ship: ApproachShip): boolean {
  return ship.stressed || ship.actionDamage || ship.reloadWithoutCharge;
}

/** Step 3B (v0.2), ruling R2: Balanced and Recovery change the die only with a recovery condition. */
export function step3B(attitude: Attitude, face: DefenseFace, recoveryCondition: boolean): DefenseFace {
  if (attitude === 'offensive' && face === 'evade') return recoveryCondition ? 'focus' : 'blank';
  if (attitude === 'defensive' && face === 'blank') return recoveryCondition ? 'focus' : 'evade';
  if ((attitude === 'balanced' || attitude === 'recovery') && recoveryCondition && face !== 'focus') return 'focus';
  return face;
}

/** A stressed ship may not execute red maneuvers; ruling R14 counts purple (Force) with red. */
export function forbiddenWhenStressed(m: Maneuver): boolean {
  return m.difficulty === 'red' || m.difficulty === 'purple';
}

/** Exception 2's last resort: the slowest straight (ruling R13 when stressed). */
export function slowestStraight(dial: readonly Maneuver[], stressed: boolean): Maneuver {
  const usable = (m: Maneuver) => !stressed || !forbiddenWhenStressed(m);
  const bySpeed = (a: Maneuver, b: Maneuver) => a.speed - b.speed;
  const straights = dial.filter((m) => m.bearing === 'straight').sort(bySpeed);
  const pick =
    straights.find(usable) ??
    // R13: no usable straight: the slowest usable maneuver of any bearing, then anything.
    [...dial].sort(bySpeed).find(usable) ??
    straights[0] ??
    [...dial].sort(bySpeed)[0];
  if (!pick) throw new Error('a ship with an empty dial cannot approach');
  return pick;
}

export const ION_MANEUVER: Maneuver = { speed: 1, bearing: 'straight', direction: null, difficulty: 'blue' };

/** Exception 1 (ruling R6): no roll, the ion maneuver, attitude unchanged. */
export function resolveIonized(rules: Ruleset, ship: ApproachShip, chart: ChartName): ResolvedApproach {
  return {
    kind: 'resolved',
    ruleset: rules.id,
    chart,
    roll: null,
    changes: [],
    final: null,
    recoveryCondition: hasRecoveryCondition(ship),
    entriesRead: [],
    maneuver: ION_MANEUVER,
    fallback: 'ion',
    attitude: { before: ship.attitude, after: ship.attitude },
    marker: ATTITUDE_MARKERS[ship.attitude],
    sides: { tally: null, obstacle: null, tallyDefaulted: false },
  };
}

interface Reading {
  readonly changes: DieChange[];
  readonly entriesRead: EntryRead[];
  maneuver: Maneuver;
  fallback: Fallback;
  defense: DefenseFace;
  readonly rc: boolean;
  after: Attitude;
}

function readEntry(
  rules: Ruleset,
  ship: ApproachShip,
  chart: ChartName,
  d: DefenseFace,
  attack: AttackFace,
  sides: KnownSides,
  out: EntryRead[],
): Maneuver | null {
  const entry: ChartEntry = rules.charts[chart][d][attack];
  const maneuver = selectManeuver(ship.dial, entry, sides);
  out.push({ defense: d, attack, wording: entry.wording, maneuver });
  return maneuver;
}

/** Steps 3–5 with every side known. */
function resolveKnown(rules: Ruleset, ship: ApproachShip, chart: ChartName, roll: ApproachRoll, sides: KnownSides): Reading {
  const rc = hasRecoveryCondition(ship);
  const changes: DieChange[] = [];
  const entriesRead: EntryRead[] = [];
  let defense = roll.defense;
  let focusFrom3B = false;

  if (rules.rollModifiers) {
    const modified = step3B(ship.attitude, defense, rc);
    if (modified !== defense) {
      changes.push({ from: defense, to: modified, reason: 'step-3b' });
      defense = modified;
      focusFrom3B = modified === 'focus';
    }
    // Ruling R21: a Recovery ship with a recovery condition always reads focus by step 3B,
    // a natural focus included, so it stays in Recovery.
    if (ship.attitude === 'recovery' && rc) focusFrom3B = true;
  }

  let fallback: Fallback = null;
  let maneuver = readEntry(rules, ship, chart, defense, roll.attack, sides, entriesRead);
  // Exception 2: no such maneuver. Changing the die to focus is not a 3B change (R11).
  if (!maneuver) {
    if (defense !== 'focus') {
      changes.push({ from: defense, to: 'focus', reason: 'no-such-maneuver' });
      defense = 'focus';
      focusFrom3B = false;
      maneuver = readEntry(rules, ship, chart, defense, roll.attack, sides, entriesRead);
    }
    if (!maneuver) {
      maneuver = slowestStraight(ship.dial, ship.stressed);
      fallback = 'slowest-straight';
    }
  }
  // Exception 3: stressed and red.
  if (ship.stressed && forbiddenWhenStressed(maneuver)) {
    let reread: Maneuver | null = null;
    if (defense !== 'focus') {
      changes.push({ from: defense, to: 'focus', reason: 'stressed-red' });
      defense = 'focus';
      focusFrom3B = false;
      reread = readEntry(rules, ship, chart, defense, roll.attack, sides, entriesRead);
    }
    if (reread && !forbiddenWhenStressed(reread)) {
      maneuver = reread;
      fallback = null;
    } else {
      maneuver = slowestStraight(ship.dial, true);
      fallback = 'slowest-straight';
    }
  }

  const after = rules.attitudeModel === 'track' ? shiftAttitude(ship.attitude, shiftFromDefenseDie(defense, focusFrom3B)) : attitudeOfDefenseDie(defense);
  return { changes, entriesRead, maneuver, fallback, defense, rc, after };
}

function sameReading(a: Reading, b: Reading): boolean {
  return sameManeuver(a.maneuver, b.maneuver) && a.after === b.after && a.fallback === b.fallback;
}

const SIDES: readonly Side[] = ['left', 'right'];

/**
 * Determine Approach for one activation. When the result depends on a side the
 * players did not name, returns which side is needed instead of guessing; a tally
 * in the bullseye arc has no side and defaults to left (ruling R5).
 */
export function resolveApproach(rules: Ruleset, ship: ApproachShip, query: ApproachQuery, roll: ApproachRoll): ApproachOutcome {
  const { chart } = query;
  const tallyDefaulted = !query.tallySide && chart === 'bullseye';
  const tally = query.tallySide ?? (tallyDefaulted ? 'left' : null);
  const obstacle = query.obstacleSide ?? null;
  let reading: Reading;
  if (tally && obstacle) {
    reading = resolveKnown(rules, ship, chart, roll, { tally, obstacle });
  } else {
    // Read with every side the players did not name; ask only if the answer matters.
    const tallyOptions = tally ? [tally] : SIDES;
    const obstacleOptions = obstacle ? [obstacle] : SIDES;
    const readings: Reading[][] = tallyOptions.map((t) => obstacleOptions.map((o) => resolveKnown(rules, ship, chart, roll, { tally: t, obstacle: o })));
    const needs: ('tally' | 'obstacle')[] = [];
    if (readings.length > 1 && readings[0]!.some((r, o) => !sameReading(r, readings[1]![o]!))) needs.push('tally');
    if (readings[0]!.length > 1 && readings.some((row) => !sameReading(row[0]!, row[1]!))) needs.push('obstacle');
    if (needs.length > 0) return { kind: 'needs-side', chart, roll, needs };
    reading = readings[0]![0]!;
  }
  return {
    kind: 'resolved',
    ruleset: rules.id,
    chart,
    roll,
    changes: reading.changes,
    final: { defense: reading.defense, attack: roll.attack },
    recoveryCondition: reading.rc,
    entriesRead: reading.entriesRead,
    maneuver: reading.maneuver,
    fallback: reading.fallback,
    attitude: { before: ship.attitude, after: reading.after },
    marker: ATTITUDE_MARKERS[reading.after],
    // Report a side only if the players named it (or R5 supplied it).
    sides: { tally, obstacle, tallyDefaulted: tallyDefaulted },
  };
}

/** The whole activation's approach: ion, or roll (or take the given faces) and resolve. */
export function determineApproach(rules: Ruleset, ship: ApproachShip, query: ApproachQuery, dice: DiceSource): ApproachOutcome {
  if (ship.ionized) return resolveIonized(rules, ship, query.chart);
  return resolveApproach(rules, ship, query, rollApproach(dice));
}
