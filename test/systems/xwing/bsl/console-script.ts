// A campaign's first steps as console lines, shared by the import and open-mode tests.

// W1's players' roster (the reference's example campaign, §13): #2 STANDARD, #3 STANDARD,
// #4 RECON, #5 STANDARD. The fourth field: the upgrades bought with the pilot.
export const W1_BUYS: readonly (readonly [card: string, chassis: string, pilot: string, upgrades?: string])[] = [
  ['2', 't65xwing', 'redsquadronveteran'],
  ['2', 't65xwing', 'redsquadronveteran'],
  ['2', 'asf01bwing', 'bladesquadronveteran'],
  ['2', 'btla4ywing', 'goldsquadronveteran', 'protontorpedoes'],
  ['2', 'rz1awing', 'greensquadronpilot'],
  ['3', 'z95af4headhunter', 'banditsquadronpilot'],
  ['3', 'z95af4headhunter', 'banditsquadronpilot'],
  ['3', 't65xwing', 'bluesquadronescort'],
  ['3', 't65xwing', 'bluesquadronescort'],
  ['3', 'btla4ywing', 'graysquadronbomber'],
  ['4', 'z95af4headhunter', 'talasquadronpilot'],
  ['4', 'rz1awing', 'phoenixsquadronpilot'],
  ['4', 'hwk290lightfreighter', 'rebelscout'],
  ['5', 'asf01bwing', 'bladesquadronveteran'],
  ['5', 'asf01bwing', 'bladesquadronveteran'],
  ['5', 'rz1awing', 'greensquadronpilot'],
  ['5', 'rz1awing', 'greensquadronpilot'],
];

/** A `/campaign buy` line of W1's roster; `withUpgrades: false` buys the pilot alone. */
export function buyLine([card, chassis, pilot, upgrades]: (typeof W1_BUYS)[number], withUpgrades = true): string {
  return `/campaign buy chassis:${chassis} pilot:${pilot} squadron:${card}${withUpgrades && upgrades ? ` upgrades:${upgrades}` : ''}`;
}

/** The set-up, a step taken back, then round 1 (seed bsl-3662: the players are Active). */
export const SCRIPT = [
  '/campaign start faction:rebel-alliance ai:galactic-empire seed:bsl-3662',
  '/campaign commander add user:@bob',
  ...['standard', 'standard', 'recon', 'standard'].map((t) => `/campaign squadron type:${t}`),
  ...W1_BUYS.map((b) => buyLine(b, false)),
  '/campaign buy upgrade:protontorpedoes',
  '/campaign undo',
  '/campaign ready',
  '/campaign rest cards:3 5',
  '/campaign draw include:2 4',
];
