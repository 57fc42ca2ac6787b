import type { AssetId } from '../model.ts';

// Fleet assets (big-shed-league.md §7.2), one row each, and the AI's priority list (§7.3).

export interface Asset {
  readonly id: AssetId;
  readonly name: string;
  /** Missions where it is won: Active / Opposing / either. */
  readonly wonBy: string;
  /** How much the bot resolves: in full, with dice, or as a reminder for the table. */
  readonly bot: 'full' | 'dice' | 'reminder';
  /** Aimed at the other fleet (\*). */
  readonly targeted: boolean;
  readonly effect: string;
  readonly aiUse: string;
}

export const ASSETS: readonly Asset[] = [
  {
    id: 'scouted-area',
    name: 'Scouted Area',
    wonBy: 'Active 1, Opposing 5',
    bot: 'reminder',
    targeted: false,
    effect: 'After setup, move any 2 obstacles (or pairs) to legal spots; you may swap asteroid and debris for those.',
    aiUse: 'the two obstacles nearest the AI zone go to the legal spots nearest the players zone (§5.5)',
  },
  {
    id: 'guarded-approach',
    name: 'Guarded Approach',
    wonBy: 'Active 5, Opposing 1, 2, 7',
    bot: 'dice',
    targeted: false,
    effect:
      'After setup, place 2 mine tokens at range 1 of any obstacles. A mine detonates when an enemy base ends at range 0–1 of it or an enemy template passes within range 1: every ship at range 0–1 rolls 3 attack dice and suffers 1 damage per hit, 1 critical damage per crit; then the mine is removed (C35).',
    aiUse: 'one mine at range 1 of each of the two obstacles nearest the centre of the players zone (§5.5)',
  },
  {
    id: 'fleet-intelligence',
    name: 'Fleet Intelligence',
    wonBy: 'Active 2, 3, either 5',
    bot: 'full',
    targeted: true,
    effect:
      "See the other fleet's cards for this mission; then you may exchange one own card for another own card of the same type not in play and not rested.",
    aiUse: 'swaps its lowest-value card for its highest-value eligible same-type card if that is worth more',
  },
  {
    id: 'sabotage',
    name: 'Sabotage',
    wonBy: 'Active 2',
    bot: 'full',
    targeted: true,
    effect: "The RNG picks one of the other fleet's cards; its highest-value ship (RNG on ties) is DAMAGED for this game; no effect if already DAMAGED.",
    aiUse: 'always',
  },
  {
    id: 'disrupted-command',
    name: 'Disrupted Command Structure',
    wonBy: 'Active 3',
    bot: 'full',
    targeted: true,
    effect:
      "Cancels the other fleet's Reinforcements; else look at one of the other fleet's cards and you may force a swap with an RNG card of the same type from its cards not in play and not rested (if none, the next type down), else no swap.",
    aiUse: 'looks at an RNG card; forces the swap if its value is above the mean value of the replacement candidates',
  },
  {
    id: 'double-agent',
    name: 'Double Agent',
    wonBy: 'Opposing 3',
    bot: 'full',
    targeted: true,
    effect:
      "Cancels the other fleet's Double Agent; else the other fleet's Fleet Intelligence, Sabotage and Disrupted Command Structure act for you, aimed at the fleet that played them.",
    aiUse: 'plays it only as one of its top two',
  },
  {
    id: 'capital-ship-support',
    name: 'Capital Ship Support',
    wonBy: 'either 4, 6, 8',
    bot: 'dice',
    targeted: false,
    effect:
      'Your driven-off ships are not MIA. At the start of each End Phase you may place 1 turbolaser token within range 1–2 of your edge, not under a ship: every ship at range 1–2 in its front arc rolls 3 attack dice, 1 damage per hit; the token is then removed (C36).',
    aiUse: 'places every End Phase (§5.5)',
  },
  {
    id: 'medical-frigate-support',
    name: 'Medical Frigate Support',
    wonBy: 'either 4, 6, 8',
    bot: 'full',
    targeted: false,
    effect: 'Your destroyed ships are MIA, not KIA.',
    aiUse: 'always',
  },
  {
    id: 'additional-supplies',
    name: 'Additional Supplies',
    wonBy: 'Active 7',
    bot: 'full',
    targeted: false,
    effect:
      'Cancels Supply Shortage. The RNG picks one own card in play: each ship may take one free torpedo, missile or device upgrade into an empty slot; kept afterwards in the inventory.',
    aiUse: 'per ship, the first empty slot of Torpedo → Proton Torpedoes, Missile → Concussion Missiles, Device → Proximity Mines',
  },
  {
    id: 'supply-shortage',
    name: 'Supply Shortage',
    wonBy: 'Opposing 7',
    bot: 'full',
    targeted: true,
    effect: "Cancels Additional Supplies. The RNG picks one of the other fleet's cards: its ships may not use torpedo, missile or device upgrades this game.",
    aiUse: 'always',
  },
  {
    id: 'reinforcements',
    name: 'Reinforcements',
    wonBy: 'Active 7, Opposing 4, either 6, 8',
    bot: 'dice',
    targeted: false,
    effect:
      'At the end of each End Phase, per own ship destroyed this round, roll 1 attack die; on a hit the lowest-cost non-limited pilot of that chassis is placed within range 1 of your edge; survivors join the roster (C37).',
    aiUse: 'always',
  },
];

export function asset(id: AssetId): Asset {
  return ASSETS.find((a) => a.id === id)!;
}

/** The AI's asset priority, highest first (§7.3). */
export const AI_ASSET_PRIORITY: readonly AssetId[] = [
  'reinforcements',
  'sabotage',
  'capital-ship-support',
  'medical-frigate-support',
  'supply-shortage',
  'additional-supplies',
  'disrupted-command',
  'fleet-intelligence',
  'guarded-approach',
  'scouted-area',
  'double-agent',
];

/** Cancelling pairs (§7.1.3): both cards are spent with no other effect. */
export const CANCELS: readonly (readonly [AssetId, AssetId])[] = [
  ['double-agent', 'double-agent'],
  ['additional-supplies', 'supply-shortage'],
  ['disrupted-command', 'reinforcements'],
];
