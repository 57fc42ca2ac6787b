import type { FactionId } from '../catalog/schema.ts';
import type { RulesetId } from '../engine/types.ts';

// The rest of the words an X-Wing game shows: the set-up card, factions,
// attacks, /rules, ship changes, /game log, what /undo takes back, and the commands'
// own replies. Kept apart from en.ts so the French twin (fr-cards.ts) is typed by it.

const FACTIONS: Record<FactionId, string> = {
  'rebel-alliance': 'Rebel Alliance',
  'galactic-empire': 'Galactic Empire',
  'scum-and-villainy': 'Scum and Villainy',
  resistance: 'Resistance',
  'first-order': 'First Order',
  'galactic-republic': 'Galactic Republic',
  'separatist-alliance': 'Separatist Alliance',
};

const ARCS: Record<string, string> = {
  front: 'front',
  rear: 'rear',
  bullseye: 'bullseye',
  'full-front': 'full front',
  'single-turret': 'single turret',
  'double-turret': 'double turret',
  'Single Turret Arc': 'single turret',
};

type Phase = 'activation' | 'engagement' | 'end';
const PHASE: Record<Phase, string> = { activation: 'Activation', engagement: 'Engagement', end: 'End' };

export const enCards = {
  /** A colon as the language sets it (French: a space before). */
  colon: ': ',
  /** What a ship has locked or its tally is on, as the play functions name it (a ship's name, or the transport's corner). */
  object: (name: string): string => name,
  /** Quoted words (a chart entry). */
  quote: (s: string) => `“${s}”`,
  /** A faction's name (the catalogue's English names). */
  faction: (id: FactionId): string => FACTIONS[id],
  /** The introductory scenario's Set-Up (render/setup-card.ts). */
  setup: {
    lines: [
      "3'×3' play area. Place 2 hyperspace markers at range 3 of each other and beyond range 3 of every edge, each with its crit side towards the player edge; no side of either marker points directly at the other marker.",
      'Place 6 obstacles beyond range 2 of any edge and beyond range 1 of each other and of each marker, turned so that no deployment side of either marker points directly at an obstacle.',
      'Players are first player: player ships act before solo ships of equal initiative.',
      'Place all player ships and the 2 Patrol ships in ascending initiative order: player ships within range 1 of the player edge, Patrol ships where rolled below.',
    ] as readonly string[],
    or: ' or ',
    tableTitle: 'Set up the table',
    playerSquad: 'Player squad',
    playerSquadText: (faction: string, ship: string, high: string, highI: number, low: string, lowI: number, others: string) =>
      `${faction}: 2 × ${ship}: ${high} (I${highI}) and ${low} (I${lowI}).${others ? ` The table also allows: ${others}.` : ''}` +
      ' Each player types `/join ship:<chassis>` (the first of a type gets the lowest-initiative pilot, the second the highest) or names a `pilot:`.',
    seedShips: "The seed's ship types",
    seedShipsText: (patrols: string, reinforcements: string, patrol: string, reinforcement: string) =>
      `Patrol: ${patrols}. Reinforcement: ${reinforcements}. Flying: ${patrol} and ${reinforcement} (choose with \`/game start … patrol:<ship> reinforcement:<ship>\`, or \`random\`).`,
    ace: 'Enemy ace',
    aceText: (name: string) =>
      `${name} flies a limited pilot and hunts one of you: as it arrives it locks the nearest player ship (\`/ship lock ship:${name} target:<ship>\`), so that ship is always its tally.`,
    transport: 'Escaping transport',
    transportText: (name: string, chassis: string, v01: boolean) =>
      `${name} (${chassis}) starts in a corner of the play area${v01 ? '' : ', in Recovery'}, locked on the opposite corner: its tally. It flies there to flee; stop it (\`/ship fled ship:${name}\` if it escapes).`,
    group: (g: 'patrol-1' | 'patrol-2' | 'reinforcement' | 'enemy') =>
      ({ 'patrol-1': 'Patrol wave 1', 'patrol-2': 'Patrol wave 2', reinforcement: 'Reinforcements', enemy: 'Enemy squad' })[g],
    groupShip: (count: number, ship: string, pilot: string, cost: number | null) => `${count} × ${ship} (${pilot}, ${cost} pts)`,
    noShipFits: 'no ship fits',
    groupLine: (group: string, min: number, max: number, ships: string, total: number) => `${group} (aim ${min}-${max}): ${ships} = ${total} pts`,
    standardHow: '125-150 enemy points per 100 player points.',
    introHow: 'Patrol waves of about half your total each, Reinforcements slightly less than your total (not all may be used).',
    byPoints: (points: number) => `Enemy squad by points (you: ${points} pts)`,
    noUpgrades: 'No upgrades. Add them with `/ship add`.',
  },
  /** /attack: the attacker's priorities, the preview and the recorded attack (render/game-cards.ts, render/attack-preview.ts). */
  attack: {
    arc: (a: string) => ARCS[a] ?? a,
    primary: (arc: string) => `primary (${arc} arc)`,
    special: (name: string, arc: string, min: number, max: number, lock: boolean) => `${name} (${arc} arc, range ${min}-${max}${lock ? ', needs a lock' : ''})`,
    weapon: (name: string, value: number) => `${name}, attack ${value}`,
    weaponsInOrder: (attacker: string) => `Weapons of ${attacker}, in order`,
    target: 'Target',
    otherwise: 'otherwise ',
    noTarget: 'No valid target: the next weapon.',
    dice: 'Dice',
    diceText:
      'Attacking: as many hits/crits as it can, spending as little as it needs, rerolls before changes; if it is in the firing arc of an enemy ship that has not yet engaged, attack-only tokens and abilities (locks) first.',
    defending: (defender: string) => `Defending: ${defender}`,
    defendingText:
      'As many evades as hits + crits, spending as little as it needs: rerolls before changes; defence-only tokens first if it has not engaged and an enemy is in its arc.',
    recorded: 'Recorded',
    recordedText: (attacker: string, defender: string, damage: number) => `Attack: ${attacker} → ${defender}, ${damage} damage card${damage === 1 ? '' : 's'}.`,
    recordIt: 'Record it',
    recordItText:
      'Tap the defender and the damage cards it took in one button (0 if the attack missed; 4+ for more); the ship it has locked, else its tally, comes first.',
    /** R56: the defender and the damage in one tap. */
    damageOn: (defender: string, n: number) => `${defender}: ${n}`,
    moreDamage: (defender: string) => `${defender}: 4+`,
    attacks: (attacker: string) => `Attack: ${attacker}`,
    defenders: (n: number) => `Defenders in play: ${n}`,
    damageButton: (n: number) => `${n} damage`,
    howMuch: (defender: string, attacker: string) => `How many damage cards did ${defender} take from ${attacker}? (0 if it missed)`,
    giveDefender: 'Give the `defender` too, or leave out `damage` to pick the defender with buttons.',
  },
  /** /rules (render/rules-cards.ts). */
  rules: {
    outsideV01: 'Outside its activation (an action a card grants, say), roll a defense die for its attitude: evade Defensive, focus Balanced, blank Offensive.',
    outsideV02: 'Outside its activation it uses its current attitude.',
    approachV01: [
      '1. Find the tally: the nearest object it has locked, else the nearest enemy in its bullseye, front, side, rear arc (range 0-3, then beyond). v0.1 has no tally marker.',
      '2. The chart is the first arc the tally is in: bullseye, front, side, rear.',
      '3. Roll 1 defense and 1 attack die. v0.1 has no roll modifiers.',
      '4. Read the entry: fastest / average (rounding up) / slowest of the named bearings on the dial, blue if required, towards or away from the tally or nearest obstacle; "2 straight" is the speed-2 straight.',
      'Exceptions: ionized → blue 1 straight; nothing on the dial → read again at focus, then the slowest straight; stressed and red → read again at focus.',
      '5. The defense die sets its attitude for this activation only: evade Defensive, focus Balanced, blank Offensive. No marker is kept between activations.',
    ] as readonly string[],
    approachV02: [
      '1. Find the tally: its tally marker, else the nearest locked object, else the nearest enemy in bullseye, front, side, rear arc (range 0-3, then beyond).',
      '2. The chart is the first arc the tally is in: bullseye, front, side, rear.',
      '3. Roll 1 defense and 1 attack die. Step 3B: Offensive turns evade to blank, Defensive blank to evade; with a recovery condition (stress, Action damage card, Reload with no active ordnance) they turn to focus instead, and Balanced/Recovery turn blank or evade to focus.',
      '4. Read the entry: fastest / average (rounding up) / slowest of the named bearings on the dial, blue if required, towards or away from the tally or nearest obstacle.',
      'Exceptions: ionized → blue 1 straight; nothing on the dial → read again at focus, then the slowest straight; stressed and red → read again at focus.',
      '5. Shift the attitude: evade → towards Defensive, blank → towards Offensive, focus → Balanced (a 3B focus → Recovery).',
    ] as readonly string[],
    approachTitle: (ruleset: RulesetId) => `Determine approach (${ruleset})`,
    chartsTitle: (ruleset: RulesetId) => `Approach charts (${ruleset})`,
    attitudesV01Title: 'Attitudes (v0.1)',
    attitudesV01:
      "v0.1 keeps no attitude between activations: each activation's defense die sets it (evade Defensive, focus Balanced, blank Offensive). No markers, no Recovery, no shifts.",
    attitudesV02Title: 'Attitudes and markers (v0.2)',
    shiftsV02:
      'v0.2 shifts, one step each: after dealing damage → towards Offensive; after taking damage → towards Defensive; End Phase: defended more than attacked → towards Defensive, did not defend → towards Offensive.',
    actionsTitle: (ruleset: RulesetId) => `Actions by attitude (${ruleset})`,
    stressedNoAction: 'A stressed ship (after its maneuver) performs no action.',
    rulingsTitle: 'Rulings',
    rulings:
      "R1 rows crit, hit, focus, blank · R2 Recovery modifies only with a recovery condition · R4 ties: the bearing listed first · R5 bullseye tally: left unless named · R6 ionized keeps its attitude · R7/R8 the prose wins · R10 direction first · R11 the final die sets the attitude · R20 marker colours · R21 Recovery keeps Recovery · R22 actions after the maneuver's stress · R23 ion by size · R24 a lock can fail · R25 linked actions · R26 one ship per marker side · R27 the repair line · R12–R19, R28–R31: see docs/rulings.md in the bot's repository.",
  },
  /** A ship's change, as /ship and the buttons say it (render/game-cards.ts shipChangeText). */
  change: {
    offline: (ship: string, upgrade: string, offline: boolean) =>
      offline ? `${ship}: ${upgrade} is Offline (in Recovery it repairs it: the action printed on it).` : `${ship}: ${upgrade} is back online.`,
    /** R58: the die's attitude, for the one decision outside the activation. */
    attitudeRoll: (ship: string, face: string, attitude: string, kept: string | null) =>
      `🎲 ${ship} rolls a defense die for its attitude: **${face}** — **${attitude}** (threaten if Offensive, protect if Defensive, otherwise what helps its friends), for this decision only.${kept ? ` Its marker stays ${kept}.` : ''}`,
    stress: (ship: string, from: number, to: number) => `${ship}: stress ${from} → ${to}.`,
    ion: (ship: string, from: number, to: number) => `${ship}: ion ${from} → ${to}.`,
    ionized: ' Ionized: its next activation is the ion maneuver (then its ion tokens are removed).',
    notIonized: (size: 'small' | 'medium' | 'large' | 'huge', needed: number) => ` Not ionized: a ${size} ship needs ${needed} ion tokens.`,
    charges: (ship: string, from: number, to: number | null) => `${ship}: ordnance charges ${from} → ${to}.`,
    upgradeCharges: (ship: string, upgrade: string, from: number, to: number) => `${ship}: ${upgrade} charges ${from} → ${to}.`,
    attitude: (ship: string, from: string, to: string) => `${ship}: ${from} → **${to}**.`,
    locked: (ship: string, target: string) => `Lock: ${ship} → ${target}.`,
    noLock: (ship: string) => `No lock: ${ship}.`,
    tally: (ship: string, target: string) => `Tally marker: ${ship} → ${target}.`,
    noTally: (ship: string) => `No tally marker: ${ship}.`,
    actionDamage: (ship: string) => `A faceup damage card with an Action header (a recovery condition): ${ship}.`,
    noActionDamage: (ship: string) => `No faceup Action damage card: ${ship}.`,
    destroyed: (ship: string) => `💥 Destroyed: ${ship}.`,
    damageCards: (ship: string, dealt: number, cards: number, hull: number | null) =>
      `Dealt to ${ship}: ${dealt} damage card${dealt === 1 ? '' : 's'} (${cards}${hull ? ` of ${hull} hull` : ' in all'}).`,
    hullReached: (ship: string, cards: number, hull: number) => `💥 Destroyed: ${ship}, ${cards} damage card${cards === 1 ? '' : 's'} on ${hull} hull.`,
    soloFlee: (ship: string, stress: number, disarm: number) =>
      `Solo ships never flee: ${ship} stops at the edge, turns 90° or 180° to face its bullseye towards the centre, and gains ${stress} stress${disarm ? ` and ${disarm} disarm` : ''}.`,
    fled: (ship: string, player: boolean) => `🏁 Fled: ${ship}${player ? '. If it fled from the player edge, its pilot returns to base safely' : ''}.`,
    redAction: (text: string) => `${text} (red action)`,
    soloAdded: (line: string) => `Solo ship added: ${line}`,
    sayWhich: (names: string) => `Say which: ${names}.`,
  },
  /** `/game log`, the readable account (render/log-text.ts). */
  log: {
    round: (n: number) => `Round ${n}`,
    attitudeRoll: (ship: string, face: string, attitude: string) => `${ship} rolls a defense die for its attitude: ${face}, ${attitude}.`,
    roundShifts: (n: number, shifts: string) => `Round ${n} (End Phase shifts: ${shifts})`,
    destroyed: (ship: string) => `💥 Destroyed: ${ship}.`,
    flees: (ship: string) => `🏁 Fled: ${ship}.`,
    stress: (n: number) => `stress ${n}`,
    ion: (n: number) => `ion ${n}`,
    disarm: (n: number) => `disarm ${n}`,
    locks: (names: string) => `locks ${names}`,
    noLock: 'no lock',
    tally: (name: string) => `tally marker on ${name}`,
    noTally: 'no tally marker',
    actionDamage: 'a faceup Action damage card',
    noActionDamage: 'no Action damage card',
    damageCards: (n: number) => `${n} damage card${n === 1 ? '' : 's'}`,
    offline: (n: number) => (n ? `${n} upgrade${n === 1 ? '' : 's'} Offline` : 'no upgrade Offline'),
    ordnance: (n: number) => `ordnance charges ${n}`,
    attitude: (a: string) => `attitude ${a}`,
    started: (ruleset: string, intro: boolean, faction: string) =>
      `Game started: Solo Alpha ${ruleset}, ${intro ? 'introductory scenario' : 'custom game'} against ${faction}.`,
    joins: (ship: string, title: string) => `Joined the players: ${ship} (${title}).`,
    arrives: (ship: string, title: string, attitude: string) => `${ship} (${title}) arrives, ${attitude}.`,
    activates: (ship: string, attitude: string) => `${ship} activates: ${attitude}.`,
    activatesWith: (ship: string, dice: string, maneuver: string, attitude: string) => `${ship} activates: ${dice}, ${maneuver}, ${attitude}.`,
    rolled: (defense: string, attack: string) => `rolled ${defense} and ${attack}`,
    ionized: 'ionized, no roll',
    aPlayer: 'A player',
    pings: (name: string, on: boolean) => `Pings ${on ? 'on' : 'off'} for ${name}.`,
    attacks: (attacker: string, defender: string, damage: number) => `Attack: ${attacker} → ${defender}, ${damage} damage card${damage === 1 ? '' : 's'}.`,
    over: (reason: string) => `🏁 Game over: ${reason}`,
    dials: (name: string) => `Dials set: ${name}.`,
    done: (ship: string, step: string) => `Done (${step}): ${ship}.`,
    phase: (p: Phase) => `— ${PHASE[p]} Phase —`,
    leaves: (ship: string) => `Left the game: ${ship}.`,
    system: (ship: string, device: string, rolls: string) => `System Phase, ${device} on ${ship}: ${rolls || 'no die'}.`,
  },
  /** What /undo takes back (system.ts describe), in the game's language. */
  undo: {
    started: 'the start of the game',
    attitudeRoll: (ship: string) => `${ship}'s attitude die`,
    shipAdded: (ship: string) => `${ship} joining the game`,
    roll: (ship: string) => `${ship}'s roll`,
    activation: (ship: string) => `${ship}'s activation`,
    change: (ship: string) => `the change to ${ship}`,
    attack: (attacker: string, defender: string) => `${attacker}'s attack on ${defender}`,
    round: (n: number) => `the start of round ${n}`,
    ended: 'the end of the game',
    system: (ship: string) => `${ship}'s System Phase check`,
    dials: 'setting dials',
    pings: 'turning pings off or on',
    done: (ship: string, step: string) => `${ship}'s ${step} turn`,
    removed: (ship: string) => `${ship} leaving the game`,
    phase: (p: Phase) => `the start of the ${PHASE[p]} Phase`,
  },
  /** The activation picture's alt text (render/activation-picture.ts). */
  picture: { dice: (defense: string, attack: string) => `${defense} and ${attack}`, noRoll: 'no roll (ionized)', when: 'if', otherwise: 'else' },
  /** The commands' own words: autocomplete labels and what to type (commands/xwing/*.ts). */
  replies: {
    fled: 'fled',
    destroyed: 'destroyed',
    activated: 'activated',
    engaged: ', engaged',
    limited: ', limited',
    giveBothDice: 'Give both dice: `defense` and `attack` (or leave both out and I roll).',
    /** Ruling R77: the dice are given one way. */
    rollOrDice: 'Give the dice one way: `roll` (e.g. `roll:evade hit`), or `defense` and `attack`, not both.',
    useGame: 'Use `/game start`, `/game status`, `/game end` or `/game log`.',
    useRound: 'Use `/round next`.',
    useShip: 'Use `/ship stress|ion|lock|tally|damage|charges|offline|attitude|roll|destroyed|fled|add`.',
    damageWhat: 'Give `cards` (the damage cards dealt to it now, after its shields) or `action-header`.',
  },
};

export type CardStrings = typeof enCards;
