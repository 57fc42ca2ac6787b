import type { AttackFace, ChartName, DefenseFace, RulesetId } from './types.ts';

// The approach charts, word for word as in the rules reference
// (shared/rules/solo-alpha.md, "The approach charts"), rows in the order of ruling R1:
// crit, hit, focus, blank. Each cell is parsed by chart-entry.ts when this module loads;
// "B" means a blue maneuver is required.

export type ChartRow = Readonly<Record<AttackFace, string>>;
export type Chart = Readonly<Record<DefenseFace, ChartRow>>;
export type ChartSet = Readonly<Record<ChartName, Chart>>;

export const CHARTS_V02: ChartSet = {
  bullseye: {
    evade: {
      crit: 'slowest B bank or turn, away from obstacle',
      hit: 'slowest straight, stationary or reverse',
      focus: 'fastest B bank or turn, away from obstacle',
      blank: 'fastest turn, towards obstacle',
    },
    focus: {
      crit: 'fastest B straight',
      hit: 'average B straight',
      focus: 'slowest B straight',
      blank: 'slowest B straight',
    },
    blank: {
      crit: 'fastest advanced',
      hit: 'slowest straight',
      focus: 'average straight',
      blank: 'fastest straight',
    },
  },
  front: {
    evade: {
      crit: 'slowest B bank or turn, away from obstacle', // ruling R7
      hit: 'fastest turn, towards tally',
      focus: 'slowest bank, away from obstacle',
      blank: 'slowest straight, stationary or reverse',
    },
    focus: {
      crit: 'fastest B bank or turn, towards tally',
      hit: 'slowest B bank or turn, towards tally',
      focus: 'average B straight',
      blank: 'slowest B straight',
    },
    blank: {
      crit: 'fastest advanced, towards tally',
      hit: 'slowest straight, bank or turn, towards tally',
      focus: 'slowest straight, bank or turn, towards tally',
      blank: 'fastest advanced, away from tally',
    },
  },
  side: {
    evade: {
      crit: 'fastest bank, towards tally',
      hit: 'fastest turn, towards tally',
      focus: 'slowest turn, towards tally',
      blank: 'fastest advanced, away from obstacle',
    },
    focus: {
      crit: 'fastest B bank or turn, towards tally',
      hit: 'average B bank or turn, towards tally',
      focus: 'slowest B bank or turn, towards tally',
      blank: 'slowest B bank or turn, towards tally',
    },
    blank: {
      crit: 'slowest advanced, away from tally',
      hit: 'fastest advanced, towards tally',
      focus: 'fastest turn, towards tally',
      blank: 'slowest turn, towards tally', // ruling R8
    },
  },
  rear: {
    evade: {
      crit: 'slowest advanced, towards tally',
      hit: 'fastest turn, towards obstacle',
      focus: 'fastest turn, away from obstacle',
      blank: 'fastest straight',
    },
    focus: {
      crit: 'slowest B bank or turn, away from tally',
      hit: 'slowest B bank or turn, towards tally',
      focus: 'fastest B bank or turn, away from tally',
      blank: 'fastest B bank or turn, towards tally',
    },
    blank: {
      crit: 'fastest advanced, towards tally',
      hit: 'fastest advanced, towards tally',
      focus: 'average advanced, towards tally',
      blank: 'slowest advanced, towards tally',
    },
  },
};

// v0.1 (French seed), in English; "2 straight" is the speed-2 straight.
export const CHARTS_V01: ChartSet = {
  bullseye: {
    evade: {
      crit: 'slowest B bank, away from obstacle',
      hit: 'slowest straight, stationary or reverse',
      focus: 'slowest B bank, away from obstacle',
      blank: 'fastest turn, towards obstacle',
    },
    focus: {
      crit: 'fastest B straight',
      hit: 'average B straight',
      focus: 'slowest B straight',
      blank: 'slowest B straight',
    },
    blank: {
      crit: 'fastest advanced',
      hit: 'fastest straight',
      focus: 'average straight',
      blank: '2 straight',
    },
  },
  front: {
    evade: {
      crit: 'slowest B bank, away from obstacle',
      hit: 'slowest straight, stationary or reverse',
      focus: 'slowest bank, away from obstacle',
      blank: 'fastest bank, towards obstacle',
    },
    focus: {
      crit: 'fastest B bank or turn, towards tally',
      hit: 'slowest B bank or turn, towards tally',
      focus: 'average B straight',
      blank: 'slowest B straight',
    },
    blank: {
      crit: 'fastest advanced, away from tally',
      hit: 'fastest turn, towards tally',
      focus: 'slowest turn, towards tally',
      blank: '2 straight',
    },
  },
  side: {
    evade: {
      crit: 'fastest advanced, away from obstacle',
      hit: 'slowest turn, towards tally',
      focus: 'slowest turn, towards tally',
      blank: 'fastest bank, towards tally',
    },
    focus: {
      crit: 'fastest B bank or turn, towards tally',
      hit: 'average B bank or turn, towards tally',
      focus: 'slowest B bank or turn, towards tally',
      blank: 'slowest B bank or turn, towards tally',
    },
    blank: {
      crit: 'fastest advanced, towards tally',
      hit: 'slowest advanced, away from tally',
      focus: 'fastest turn, towards tally',
      blank: '2 straight',
    },
  },
  rear: {
    evade: {
      crit: 'slowest turn, towards obstacle',
      hit: 'fastest turn, towards obstacle',
      focus: 'fastest turn, away from obstacle',
      blank: 'fastest straight',
    },
    focus: {
      crit: 'slowest B bank or turn, away from tally',
      hit: 'slowest B bank or turn, towards tally',
      focus: 'fastest B bank or turn, away from tally',
      blank: 'fastest B bank or turn, towards tally',
    },
    blank: {
      crit: 'slowest advanced, towards tally',
      hit: 'fastest advanced, towards tally',
      focus: 'fastest advanced, towards tally',
      blank: '2 straight',
    },
  },
};

export const CHART_SETS: Readonly<Record<RulesetId, ChartSet>> = { 'v0.2': CHARTS_V02, 'v0.1': CHARTS_V01 };
