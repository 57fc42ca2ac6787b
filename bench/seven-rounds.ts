// A whole introductory game, seven rounds, played to its end: the footprint benchmark
// stores 10,000 copies of it.
const ACTS = (ships: string[], tallies: string[]) =>
  ships.map((s, i) => `/activate ship:${s} tally:${tallies[i % tallies.length]} obstacle:${i % 2 ? 'left' : 'right'}`);

export const SEVEN_ROUND_GAME: readonly string[] = [
  '/game start faction:galactic-empire',
  '/join ship:tie advanced name:Vader',
  '@bob /join ship:x-wing name:Luke',
  ...ACTS(['TIE-1', 'TIE-2'], ['front-left', 'bullseye']),
  '/attack attacker:TIE-1 defender:Luke damage:1',
  '/attack attacker:Luke defender:TIE-2 damage:0',
  '/round next',
  ...ACTS(['TIE-1', 'TIE-2'], ['left', 'rear-right']),
  '/ship stress ship:TIE-1 count:1',
  '/attack attacker:Luke defender:TIE-1 damage:2',
  '/round next',
  ...ACTS(['TIE-1', 'TIE-2'], ['front-right', 'rear-left']),
  '/ship destroyed ship:TIE-1',
  '/round next',
  ...ACTS(['TIE-2', 'TIE-3', 'INT-1'], ['front-left', 'bullseye', 'right']),
  '/attack attacker:INT-1 defender:Vader damage:1',
  '/ship destroyed ship:TIE-2',
  '/round next',
  ...ACTS(['TIE-3', 'INT-1'], ['rear-right', 'left']),
  '/ship destroyed ship:TIE-3',
  '/round next',
  ...ACTS(['INT-1'], ['front-left']),
  '/round next',
  ...ACTS(['INT-1', 'INT-2', 'TIE-4'], ['bullseye', 'rear-left', 'front-right']),
  '/ship destroyed ship:INT-1',
  '/ship destroyed ship:INT-2',
  '/ship destroyed ship:TIE-4',
];
