import { mission, type Edge, type ExitCode, type MissionId } from './data/missions.ts';
import type { CampaignOptions, Fate, Side } from './model.ts';
import { pts } from './values.ts';

// Victory (big-shed-league.md §8) and exits (§5.2, §6): pure functions of what the players reported.

export interface Verdict {
  readonly winner: Side | null;
  readonly assetAllowed: boolean;
  /** norm(L_A) − L_P, for the history (value missions; 0 otherwise). */
  readonly diff: number;
}

/** Value victory (§8): diff = norm(L_A) − L_P, exact by cross-multiplying; asset when |diff| ≥ pts(margin). */
export function valueVictory(lossPlayers: number, lossAi: number, marginSeed: number, o: CampaignOptions): Verdict {
  const h = o.aiStrengthPct;
  const scaled = 100 * lossAi - h * lossPlayers; // = H·diff
  const diff = scaled / h;
  const margin = h * pts(marginSeed, o);
  if (scaled > 0) return { winner: 'players', assetAllowed: scaled >= margin, diff };
  if (scaled < 0) return { winner: 'ai', assetAllowed: -scaled >= margin, diff };
  return { winner: null, assetAllowed: false, diff: 0 };
}

/** A ship at the end of the game, as the result step sees it. */
export interface ShipOutcome {
  readonly side: Side;
  readonly value: number;
  readonly fate: Fate;
  readonly carrier?: boolean;
}

export interface GameFacts {
  readonly mission: MissionId | null;
  readonly active: Side;
  readonly ships: readonly ShipOutcome[];
  /** Mission 1: objective markers still on the table. */
  readonly markersLeft?: number;
  readonly conceded?: boolean;
}

const other = (s: Side): Side => (s === 'players' ? 'ai' : 'players');
const flipped = (f: Fate) => f === 'X' || f === 'D';

/** The winner of a game from its facts (§8, C26, C32, C39, C40). */
export function verdict(facts: GameFacts, o: CampaignOptions): Verdict {
  // C26: only the players concede; the AI scores a full victory.
  if (facts.conceded) return { winner: 'ai', assetAllowed: true, diff: 0 };
  // C40: total elimination (every deployed ship X) wins nothing; mutual → draw.
  const wiped = (s: Side) => {
    const mine = facts.ships.filter((x) => x.side === s);
    return mine.length > 0 && mine.every((x) => x.fate === 'X');
  };
  if (wiped('players') && wiped('ai')) return { winner: null, assetAllowed: false, diff: 0 };
  if (wiped('players')) return { winner: 'ai', assetAllowed: true, diff: 0 };
  if (wiped('ai')) return { winner: 'players', assetAllowed: true, diff: 0 };
  const m = facts.mission === null ? null : mission(facts.mission);
  if (!m || m.victory === 'value') {
    const loss = (s: Side) => facts.ships.filter((x) => x.side === s && flipped(x.fate)).reduce((n, x) => n + x.value, 0);
    return valueVictory(loss('players'), loss('ai'), m?.margin ?? 0, o);
  }
  const active = facts.active;
  const opposing = other(active);
  let activeWins = false;
  let opposingWins = false;
  if (m.id === 1) {
    const left = facts.markersLeft ?? 5;
    const inPlay = (s: Side) => facts.ships.some((x) => x.side === s && x.fate === 'in-play');
    activeWins = (left <= 2 && facts.ships.some((x) => x.side === active && x.fate === 'W')) || !inPlay(opposing);
    opposingWins = left >= 3 && !inPlay(active);
  } else {
    const carrier = facts.ships.find((x) => x.side === active && x.carrier);
    activeWins = carrier?.fate === 'OBJ';
    opposingWins = carrier !== undefined && flipped(carrier.fate);
  }
  // C32: neither or both conditions → draw.
  if (activeWins === opposingWins) return { winner: null, assetAllowed: false, diff: 0 };
  return { winner: activeWins ? active : opposing, assetAllowed: true, diff: 0 };
}

/**
 * How a ship leaving the play area counts (§5.2, §6): by mission, edge, whose ship, whether it
 * is the carrier, and whether the carrier is resolved (mission 1: 3 scans made).
 */
export function classifyExit(missionId: MissionId | null, whose: 'active' | 'opposing', edge: Edge, carrier: boolean, resolved: boolean): ExitCode {
  if (missionId === null) return whose === 'active' ? (edge === 'O' ? 'X' : 'D') : edge === 'A' ? 'X' : 'D';
  const ex = mission(missionId).exits;
  if (whose === 'opposing') return ex.opposing[edge];
  if (carrier && ex.carrier) return ex.carrier[edge];
  return (resolved ? ex.activeAfter : ex.activeBefore)[edge];
}

export type { ExitCode };
