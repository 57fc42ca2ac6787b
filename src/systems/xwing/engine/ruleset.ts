import { parseChartEntry, type ChartEntry } from './chart-entry.ts';
import { CHART_SETS } from './charts.ts';
import { ATTACK_FACES, CHART_NAMES, DEFENSE_FACES, type AttackFace, type Attitude, type ChartName, type DefenseFace, type RulesetId } from './types.ts';

/** What differs between v0.2 and v0.1: one engine, two sets of rules. */
export interface Ruleset {
  readonly id: RulesetId;
  readonly charts: Readonly<Record<ChartName, Readonly<Record<DefenseFace, Readonly<Record<AttackFace, ChartEntry>>>>>>;
  /** Step 3B approach roll modifiers (v0.2 only). */
  readonly rollModifiers: boolean;
  /** v0.2 keeps the attitude between activations; v0.1 takes it from each roll. */
  readonly attitudeModel: 'track' | 'per-roll';
  readonly attitudes: readonly Attitude[];
  /** v0.1 has no tally marker: identifying the tally starts at step b, and /ship tally is refused. */
  readonly tallyMarker: boolean;
  /** v0.2 shifts attitudes after an attack and in the End Phase; v0.1 rolls them afresh each activation. */
  readonly attitudeShifts: boolean;
  readonly fleeTokens: { readonly stress: number; readonly disarm: number };
  /**
   * The attitude for an action outside the activation: its current one (v0.2), or a
   * defense die rolled for it (v0.1: "lancez 1 dé de défense pour déterminer son Attitude").
   */
  readonly outsideActivation: 'current-attitude' | 'defense-die';
}

function parseCharts(id: RulesetId): Ruleset['charts'] {
  const set = CHART_SETS[id];
  const out = {} as Record<ChartName, Record<DefenseFace, Record<AttackFace, ChartEntry>>>;
  for (const chart of CHART_NAMES) {
    out[chart] = {} as Record<DefenseFace, Record<AttackFace, ChartEntry>>;
    for (const d of DEFENSE_FACES) {
      out[chart][d] = {} as Record<AttackFace, ChartEntry>;
      for (const a of ATTACK_FACES) out[chart][d][a] = parseChartEntry(set[chart][d][a]);
    }
  }
  return out;
}

export const RULESET_V02: Ruleset = {
  id: 'v0.2',
  charts: parseCharts('v0.2'),
  rollModifiers: true,
  attitudeModel: 'track',
  attitudes: ['offensive', 'balanced', 'defensive', 'recovery'],
  tallyMarker: true,
  attitudeShifts: true,
  fleeTokens: { stress: 1, disarm: 0 },
  outsideActivation: 'current-attitude',
};

export const RULESET_V01: Ruleset = {
  id: 'v0.1',
  charts: parseCharts('v0.1'),
  rollModifiers: false,
  attitudeModel: 'per-roll',
  attitudes: ['offensive', 'balanced', 'defensive'],
  tallyMarker: false,
  attitudeShifts: false,
  fleeTokens: { stress: 1, disarm: 1 },
  outsideActivation: 'defense-die',
};

export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = { 'v0.2': RULESET_V02, 'v0.1': RULESET_V01 };

export function ruleset(id: RulesetId): Ruleset {
  return RULESETS[id];
}
