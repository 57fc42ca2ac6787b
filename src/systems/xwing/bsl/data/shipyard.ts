import type { FactionId } from '../../catalog/schema.ts';

// The AI fleet's shipyard (big-shed-league.md §2.3), derived from the Solo Alpha faction table:
// P = Patrol ships (lowest- and highest-initiative non-limited pilots), R = Reinforcement ships
// with their listed upgrade, L = the cheapest non-limited Large (Republic: Medium) pilot.
// One row per cell of the reference's table; the test checks the costs it prints.

export interface ShipyardPick {
  readonly chassis: string;
  readonly pilot: string;
  readonly upgrades: readonly { readonly upgrade: string; readonly slot: string }[];
}

export interface PatrolOption {
  readonly lo: ShipyardPick;
  readonly hi: ShipyardPick;
}

export interface Shipyard {
  readonly p: readonly PatrolOption[];
  readonly r: readonly ShipyardPick[];
  readonly l: ShipyardPick;
}

const pick = (chassis: string, pilot: string, upgrade?: [string, string]): ShipyardPick => ({
  chassis,
  pilot,
  upgrades: upgrade ? [{ upgrade: upgrade[0], slot: upgrade[1] }] : [],
});
const patrol = (chassis: string, lo: string, hi: string): PatrolOption => ({ lo: pick(chassis, lo), hi: pick(chassis, hi) });

const PROTON: [string, string] = ['protontorpedoes', 'Torpedo'];
const CONCUSSION: [string, string] = ['concussionmissiles', 'Missile'];

export const SHIPYARD: Readonly<Record<FactionId, Shipyard>> = {
  'rebel-alliance': {
    p: [patrol('z95af4headhunter', 'banditsquadronpilot', 'talasquadronpilot')],
    r: [pick('rz1awing', 'greensquadronpilot', CONCUSSION), pick('btla4ywing', 'goldsquadronveteran', PROTON)],
    l: pick('modifiedyt1300lightfreighter', 'outerrimsmuggler'),
  },
  'galactic-empire': {
    p: [patrol('tielnfighter', 'academypilot', 'blacksquadronace'), patrol('tieagaggressor', 'sienarspecialist', 'onyxsquadronscout')],
    r: [pick('tieininterceptor', 'sabersquadronace'), pick('tiesabomber', 'gammasquadronace', PROTON)],
    l: pick('lambdaclasst4ashuttle', 'omicrongrouppilot'),
  },
  'scum-and-villainy': {
    p: [
      patrol('z95af4headhunter', 'binayrepirate', 'blacksunsoldier'),
      patrol('m3ainterceptor', 'cartelspacer', 'tansariipointveteran'),
      patrol('modifiedtielnfighter', 'miningguildsentry', 'miningguildsurveyor'),
    ],
    r: [pick('fangfighter', 'skullsquadronpilot'), pick('btla4ywing', 'amaxinewarrior', PROTON)],
    l: pick('customizedyt1300lightfreighter', 'freightercaptain'),
  },
  resistance: {
    p: [patrol('fireball', 'colossusstationmechanic', 'colossusstationmechanic')],
    r: [pick('rz2awing', 'greensquadronexpert', CONCUSSION), pick('resistancetransport', 'logisticsdivisionpilot', PROTON)],
    l: pick('mg100starfortress', 'cobaltsquadronbomber'),
  },
  'first-order': {
    p: [patrol('tiefofighter', 'epsilonsquadroncadet', 'omegasquadronace')],
    r: [pick('tiebainterceptor', 'firstorderprovocateur'), pick('tiesffighter', 'omegasquadronexpert', CONCUSSION)],
    l: pick('upsilonclassshuttle', 'starkillerbasepilot'),
  },
  'galactic-republic': {
    p: [patrol('v19torrentstarfighter', 'goldsquadrontrooper', 'bluesquadronprotector')],
    r: [pick('btlbywing', 'shadowsquadronveteran', PROTON), pick('delta7aethersprite', 'jediknight', ['calibratedlasertargeting', 'Configuration'])],
    l: pick('arc170starfighter', '104thbattalionpilot'),
  },
  'separatist-alliance': {
    p: [patrol('vultureclassdroidfighter', 'tradefederationdrone', 'separatistdrone')],
    r: [pick('nantexclassstarfighter', 'petranakiarenaace'), pick('hyenaclassdroidbomber', 'separatistbomber', PROTON)],
    l: pick('sithinfiltrator', 'darkcourier'),
  },
};
