import type { FactionId } from '../../catalog/schema.ts';

// Which chassis have a hyperdrive (big-shed-league.md §1.6, ruling C7), row by row as the
// reference lists them: every (faction, chassis) file of xwing-data2 2.2.1 is here.
export const HYPERDRIVE: Readonly<Record<FactionId, { readonly yes: readonly string[]; readonly no: readonly string[] }>> = {
  'rebel-alliance': {
    yes: [
      'asf01bwing',
      'arc170starfighter',
      'auzituckgunship',
      'btla4ywing',
      'cr90corelliancorvette',
      'ewing',
      'gr75mediumtransport',
      'hwk290lightfreighter',
      'modifiedyt1300lightfreighter',
      'rz1awing',
      'sheathipedeclassshuttle',
      't65xwing',
      'ut60duwing',
      'vcx100lightfreighter',
      'yt2400lightfreighter',
    ],
    no: ['attackshuttle', 'btls8kwing', 'tielnfighter', 'z95af4headhunter'],
  },
  'galactic-empire': {
    yes: [
      'alphaclassstarwing',
      'gozanticlasscruiser',
      'lambdaclasst4ashuttle',
      'raiderclasscorvette',
      'tieadvancedv1',
      'tieadvancedx1',
      'tiecapunisher',
      'tieddefender',
      'tiephphantom',
      'vt49decimator',
    ],
    no: ['tieagaggressor', 'tieininterceptor', 'tielnfighter', 'tierbheavy', 'tiereaper', 'tiesabomber', 'tieskstriker'],
  },
  'scum-and-villainy': {
    yes: [
      'aggressorassaultfighter',
      'btla4ywing',
      'croccruiser',
      'customizedyt1300lightfreighter',
      'fangfighter',
      'firesprayclasspatrolcraft',
      'g1astarfighter',
      'hwk290lightfreighter',
      'jumpmaster5000',
      'kihraxzfighter',
      'lancerclasspursuitcraft',
      'm12lkimogilafighter',
      'm3ainterceptor',
      'scurrgh6bomber',
      'starviperclassattackplatform',
      'yv666lightfreighter',
    ],
    no: ['escapecraft', 'modifiedtielnfighter', 'quadrijettransferspacetug', 'z95af4headhunter'],
  },
  resistance: {
    yes: ['gr75mediumtransport', 'mg100starfortress', 'resistancetransport', 'rz2awing', 'scavengedyt1300', 't70xwing'],
    no: ['fireball', 'resistancetransportpod'],
  },
  'first-order': {
    yes: ['gozanticlasscruiser', 'raiderclasscorvette', 'tiesffighter', 'tievnsilencer', 'upsilonclassshuttle', 'xiclasslightshuttle'],
    no: ['tiebainterceptor', 'tiefofighter'],
  },
  'galactic-republic': {
    yes: ['arc170starfighter', 'btlbywing', 'cr90corelliancorvette', 'nabooroyaln1starfighter'],
    no: ['delta7aethersprite', 'eta2actis', 'laatigunship', 'nimbusclassvwing', 'v19torrentstarfighter'],
  },
  'separatist-alliance': {
    yes: ['belbullab22starfighter', 'croccruiser', 'firesprayclasspatrolcraft', 'sithinfiltrator'],
    no: ['droidtrifighter', 'hmpdroidgunship', 'hyenaclassdroidbomber', 'nantexclassstarfighter', 'vultureclassdroidfighter'],
  },
};

/** Tracking-token reductions (§1.6): 2e crew cards for the seed's, 1 each, every card once. */
export const TOKEN_REDUCING_CREW: readonly string[] = ['seasonednavigator', 'perceptivecopilot', 'informant', 'tacticalofficer', 'niennunb'];

/**
 * Squadron Limited upgrades (ruling C12): `limited` cards that name no person or ship. A fleet may
 * own any number; they are not linked by name (§1.8).
 */
export const SQUADRON_LIMITED: readonly string[] = [
  'squadleader',
  'lonewolf',
  'overdrivethruster',
  'corsairrefit',
  'cloakingdevice',
  'quickreleaselocks',
  'saboteursmap',
  'scannerbaffler',
  'drk1probedroids',
  'electroprotonbomb',
  'discordmissiles',
  'diamondboronmissiles',
  'xx23sthreadtracers',
  'sensorbuoysuite',
  'agentoftheempire',
  'dreadnoughthunter',
  'firstorderelite',
  'stalwartcaptain',
  'strategiccommander',
  'skystrikeacademyclass',
  'phoenixsquadron',
  'shadowwing',
  'b6bladewingprototype',
];
