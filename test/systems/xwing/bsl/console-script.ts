// A campaign's first steps as console lines, shared by the import and open-mode tests.

// A valid roster (W1's players): #2 STANDARD, #3 STANDARD, #4 RECON, #5 STANDARD.
const BUYS: [string, string, string][] = [
  ['2', 't65xwing', 'redsquadronveteran'],
  ['2', 't65xwing', 'redsquadronveteran'],
  ['2', 'asf01bwing', 'bladesquadronveteran'],
  ['2', 'btla4ywing', 'goldsquadronveteran'],
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

/** The set-up, a step taken back, then round 1 (seed bsl-3662: the players are Active). */
export const SCRIPT = [
  '/campaign start faction:rebel-alliance ai:galactic-empire seed:bsl-3662',
  '/campaign commander user:@bob',
  ...['standard', 'standard', 'recon', 'standard'].map((t) => `/campaign squadron type:${t}`),
  ...BUYS.map(([card, chassis, pilot]) => `/campaign buy chassis:${chassis} pilot:${pilot} squadron:${card}`),
  '/campaign buy upgrade:protontorpedoes',
  '/campaign undo',
  '/campaign ready',
  '/campaign rest cards:3 5',
  '/campaign draw include:2 4',
];
