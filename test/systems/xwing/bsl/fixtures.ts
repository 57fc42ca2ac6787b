import { loadCatalog } from '../../../../src/systems/xwing/catalog/load.ts';
import { aiStartBuild, applyAiAction, type Dice } from '../../../../src/systems/xwing/bsl/ai-fleet.ts';
import { aiPts } from '../../../../src/systems/xwing/bsl/values.ts';
import type { CampaignOptions, Fleet, RosterEntry, SquadronCard, SquadronType } from '../../../../src/systems/xwing/bsl/model.ts';

// The reference's example campaign (big-shed-league.md §13): players Rebel, AI Galactic Empire, S 200, H 125.

export const catalog = loadCatalog();

export const OPTIONS: CampaignOptions = {
  pointsScalePct: 200,
  aiStrengthPct: 125,
  mode: 'missions',
  threeLossRule: false,
  roundLimit: 12,
  ruleset: 'v0.2',
  hyperdriveOverrides: {},
};

/** Rolls given in advance, in the order the rules ask for them. */
export function scripted(rolls: number[]): Dice & { left: () => number } {
  const queue = [...rolls];
  return {
    below(n: number) {
      const r = queue.shift();
      if (r === undefined) throw new Error('no scripted roll left');
      if (r >= n) throw new Error(`scripted roll ${r} out of range ${n}`);
      return r;
    },
    left: () => queue.length,
  };
}

export function emptyFleet(side: Fleet['side'], faction: Fleet['faction'], fp: number): Fleet {
  return { side, faction, fp, roster: [], inventory: [], kia: [], squadrons: [], assets: [], lossStreak: 0, eliminated: false, nextId: 1 };
}

type Spec = [chassis: string, pilot: string, ...upgrades: [string, string][]];

/** A fleet built from squadrons of [chassis, pilot, upgrades…] specs. */
export function fleetOf(side: Fleet['side'], faction: Fleet['faction'], fp: number, squadrons: [SquadronCard, SquadronType, Spec[]][]): Fleet {
  let fleet = emptyFleet(side, faction, fp);
  for (const [card, type, specs] of squadrons) {
    fleet = { ...fleet, squadrons: [...fleet.squadrons, { card, type }] };
    for (const [chassis, pilot, ...ups] of specs) {
      const id = `${side === 'players' ? 'p' : 'a'}${fleet.nextId}`;
      const entry: RosterEntry = {
        id,
        callsign: id.toUpperCase(),
        chassis,
        pilot,
        upgrades: ups.map(([upgrade, slot], i) => ({ id: `${id}.${i + 1}`, upgrade, slot })),
        xp: 'none',
        mia: false,
        damaged: false,
        squadron: card,
        owner: null,
        acquired: { round: 0, how: 'start' },
      };
      fleet = { ...fleet, roster: [...fleet.roster, entry], nextId: fleet.nextId + 1 };
    }
  }
  return fleet;
}

const RED: Spec = ['t65xwing', 'redsquadronveteran'];
const BLADE: Spec = ['asf01bwing', 'bladesquadronveteran'];
const GOLD_PROTON: Spec = ['btla4ywing', 'goldsquadronveteran', ['protontorpedoes', 'Torpedo']];
const GREEN: Spec = ['rz1awing', 'greensquadronpilot'];
const BANDIT: Spec = ['z95af4headhunter', 'banditsquadronpilot'];
const ESCORT: Spec = ['t65xwing', 'bluesquadronescort'];
const GRAY: Spec = ['btla4ywing', 'graysquadronbomber'];
const TALA: Spec = ['z95af4headhunter', 'talasquadronpilot'];
const PHOENIX: Spec = ['rz1awing', 'phoenixsquadronpilot'];
const SCOUT: Spec = ['hwk290lightfreighter', 'rebelscout'];

/** W1's players' roster: #2 STANDARD 196, #3 STANDARD 150, #4 RECON 81, #5 STANDARD 144; FP 129. */
export function w1Players(): Fleet {
  return fleetOf('players', 'rebel-alliance', 129, [
    ['2', 'standard', [RED, RED, BLADE, GOLD_PROTON, GREEN]],
    ['3', 'standard', [BANDIT, BANDIT, ESCORT, ESCORT, GRAY]],
    ['4', 'recon', [TALA, PHOENIX, SCOUT]],
    ['5', 'standard', [BLADE, BLADE, GREEN, GREEN]],
  ]);
}

/** W1's template rolls: #2 (TIE/ln, TIE/sa), #3 (TIE/ag, TIE/in), #4 (TIE/ln, TIE/in), #5 RECON (TIE/ln, TIE/sa). */
export const W1_ROLLS = [0, 1, 1, 0, 0, 0, 0, 1];

/** W1's AI fleet: the start build with W1's template rolls. */
export function w1Ai(): Fleet {
  const players = w1Players();
  let ai = emptyFleet('ai', 'galactic-empire', aiPts(350, OPTIONS));
  for (const x of aiStartBuild(catalog, players, ai, OPTIONS, scripted(W1_ROLLS))) ai = applyAiAction(ai, x);
  return ai;
}
