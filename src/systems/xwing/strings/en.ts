import type { ActionCondition, ActionOption } from '../engine/actions.ts';
import type { DieChangeReason, Fallback } from '../engine/approach.ts';
import type { AttitudeMarker } from '../engine/attitude.ts';
import type { TargetPriority } from '../engine/engagement.ts';
import type { EndPhaseReason } from '../engine/attitude.ts';
import type { EndReason, GameState, ScenarioId } from '../play/state.ts';
import type { Wave } from '../play/intro.ts';
import type { AttackFace, Attitude, Bearing, ChartName, DefenseFace, Maneuver } from '../engine/types.ts';
import type { ForbiddenAction, PhaseAction, StaleSubject } from '../play/refusal.ts';
import { enCards } from './en-cards.ts';
import type { FactionId } from '../catalog/schema.ts';
import { enEditions } from './editions.ts';

// Every word the bot shows a player about the rules lives in a strings table, so a
// French table (the v0.1 rules came in French) can sit beside this one.

// The codes in refusals' parameters (play/refusal.ts), in words.
/** What an out-of-date button asked about, when it names no ship. */
const STALE_SUBJECT: Record<StaleSubject, string> = { turn: 'that turn', game: 'this game', round: 'the round', attack: 'this attack' };

const FORBIDDEN: Record<ForbiddenAction, string> = {
  remove: 'remove {it}',
  change: 'change {it}',
  'attack-with': 'attack with {it}',
  end: 'end {it}',
  'mark-done': 'mark {it} done',
  'change-language': 'change the language of {it}',
  undo: 'undo {it}',
  'confirm-turn': 'confirm a turn out of order in {it}',
};
/** What a user may not do to a ship ("it") or the game ("this game"): the object stands where English puts it ("mark it done"). */
const forbiddenTo = (action: string, it: string) => (FORBIDDEN[action as ForbiddenAction] ?? `${action} {it}`).replace('{it}', it);
const PHASE_ACTIONS: Record<PhaseAction, string> = { 'set-dials': 'set dials', 'be-done': 'be done', attack: 'attack' };
function optionHint(p: Readonly<Record<string, string | number>>): string {
  switch (p.hint) {
    case 'carries':
      return `Upgrades on ${p.ship}: ${p.upgrades || 'none'}.`;
    case 'no-charges':
      return 'It has no charges.';
    case 'charges-at-most':
      return `${p.upgrade} has ${p.charges} charges at most.`;
    case 'one-of-or-random':
      return `Use one of: ${p.options}, or random.`;
    case 'no-tally-marker':
      return 'v0.1 has no tally marker.';
    case 'say-which':
      return `Say which: ${p.upgrades}.`;
    default:
      return '';
  }
}

const BEARING_NAMES: Record<Bearing, string> = {
  straight: 'straight',
  bank: 'bank',
  turn: 'turn',
  'koiogran-turn': 'Koiogran turn',
  'segnors-loop': "Segnor's loop",
  'tallon-roll': 'Tallon roll',
  stationary: 'stationary',
  'reverse-straight': 'reverse straight',
  'reverse-bank': 'reverse bank',
};

const ARROWS: Record<Bearing, [string, string, string]> = {
  // [left, none, right]
  straight: ['↑', '↑', '↑'],
  bank: ['↖', '↖', '↗'],
  turn: ['↰', '↰', '↱'],
  'koiogran-turn': ['⤺', '⤺', '⤺'],
  'segnors-loop': ['⤴', '⤴', '⤴'],
  'tallon-roll': ['↶', '↶', '↷'],
  stationary: ['■', '■', '■'],
  'reverse-straight': ['↓', '↓', '↓'],
  'reverse-bank': ['↙', '↙', '↘'],
};

export const en = {
  attitude: (a: Attitude) => ({ offensive: 'Offensive', balanced: 'Balanced', defensive: 'Defensive', recovery: 'Recovery' })[a],
  chart: (c: ChartName) => ({ bullseye: 'Bullseye arc', front: 'Front arc', side: 'Side arc', rear: 'Rear arc' })[c],
  attackFace: (f: AttackFace) => ({ hit: 'Hit', crit: 'Crit', focus: 'Focus', blank: 'Blank' })[f],
  defenseFace: (f: DefenseFace) => ({ evade: 'Evade', focus: 'Focus', blank: 'Blank' })[f],
  bearing: (b: Bearing) => BEARING_NAMES[b],
  /** A chart entry as players read it: the reference's "B" is "blue". */
  entryWording: (w: string) => w.replace(/^(\w+) B /, '$1 blue '),
  maneuver(m: Maneuver): string {
    const dir = m.direction ? `${m.direction} ` : '';
    return `${m.speed} ${dir}${BEARING_NAMES[m.bearing]} (${m.difficulty})`;
  },
  maneuverArrow(m: Maneuver): string {
    const i = m.direction === 'left' ? 0 : m.direction === 'right' ? 2 : 1;
    return ARROWS[m.bearing][i];
  },
  marker(m: AttitudeMarker): string {
    const token = m.token === 'shield-charge' ? 'shield charge token' : 'standard charge token';
    // Ruling R20: the token and the colour players see, not "active/inactive".
    return `${token}, ${m.printed} side up`;
  },
  markerColour: (m: AttitudeMarker) => ({ blue: '🔵', red: '🔴', gold: '🟡' })[m.colour],
  dieChange(reason: DieChangeReason): string {
    return {
      'step-3b': 'approach roll modifier (step 3B)',
      'no-such-maneuver': 'no such maneuver on the dial: read again at focus',
      'stressed-red': 'stressed and the entry is red: read again at focus',
    }[reason];
  },
  fallback(f: Fallback): string | null {
    if (f === 'ion') return 'Ionized: no roll; it executes the ion maneuver (blue 1 straight) and may perform only Focus.';
    if (f === 'slowest-straight') return 'No entry could be flown: it takes its slowest straight.';
    return null;
  },
  recoveryCondition: 'recovery condition (stress, Action damage card, or Reload with no active ordnance charge)',
  actionCondition(c: ActionCondition): string {
    return {
      'in-enemy-arc': 'If it is in ≥1 enemy firing arc: one that takes it out of ≥1 enemy firing arc',
      'reinforce-busiest-arc': 'The full arc (fore/aft) with the most enemy ships',
      'jam-nearest-with-lock': 'Jam the nearest enemy ship, one with a lock first',
      'no-evade-token': 'If it has no evade token',
      'no-focus-token': 'If it has no focus token',
      'no-calculate-token': 'If it has no calculate token',
      'coordinate-friend': 'The nearest friendly ship without Coordinate on its bar that can perform an action',
      'obstacle-bullseye-0-2': 'If an obstacle is in its bullseye arc at range 0-2: away from it',
      'obstacle-bullseye-0-1': 'If an obstacle is in its bullseye arc at range 0-1: away from it',
      'no-enemy-in-arc-gain-one': 'If no enemy ship is in any of its firing arcs: one that puts ≥1 enemy ship in a firing arc',
      'lock-header-weapon': 'If an enemy ship is in the arc and range of its special weapon with the Lock header: lock the nearest one',
      'lock-header-weapon-or-nearest':
        'If an enemy ship is at range 0-3: lock the nearest one in the arc and range of its special weapon with the Lock header; if none is in its arc, the nearest enemy ship',
      'lock-nearest': 'If an enemy ship is at range 0-3: lock the nearest one in its firing arc; if none is in its arc, the nearest enemy ship',
      'reload-inactive-charge': 'If no enemy is in its firing arc and an ordnance upgrade has an inactive charge',
      'repair-damage-or-offline': 'The action on one of its faceup damage cards (or an "Offline" upgrade), to repair it',
    }[c];
  },
  noActionStressed: 'No action: it is stressed after its maneuver (a stressed ship performs no actions).',
  actionOption(o: ActionOption): string {
    const base = `${o.red ? 'red ' : ''}${o.type}`;
    return o.linked ? `${base} → linked ${o.linked.red ? 'red ' : ''}${o.linked.type}` : base;
  },
  refusal(code: string, p: Readonly<Record<string, string | number>>): string | undefined {
    switch (code) {
      case 'no-game':
        return 'There is no game in this channel. Start one with `/game start faction:galactic-empire`.';
      case 'game-exists':
        return `This channel already has a game (round ${p.round}). Use \`/game status\` to see it, or \`/game end\` to end it first.`;
      case 'game-ended':
        return 'This game is over. `/game status` shows how it ended; `/game start` begins a new one.';
      case 'unknown-ship':
        // Ruling R78: with no ship yet, a solo ship's name is added with /ship add.
        return `There is no ship called “${p.ship}” in this game.${p.ships ? ` Ships: ${p.ships}.` : p.add === 'ship-add' ? ' Add the enemy’s ships with `/ship add` (players join with `/join`).' : ' Add one with `/join`.'}`;
      case 'unknown-chassis':
        return p.suggestions
          ? `I don't know the ship “${p.chassis}”. Did you mean ${String(p.suggestions)
              .split(', ')
              .map((s) => `**${s}**`)
              .join(' or ')}? (Autocomplete lists them.)`
          : `I don't know the ship “${p.chassis}”. Try a name like \`TIE/ln\`, \`x-wing\` or \`t65xwing\` (autocomplete lists them).`;
      case 'ambiguous-chassis':
        return `“${p.chassis}” could be several ships: ${p.options}. Type more of the name.`;
      case 'chassis-not-in-edition':
        return `The ${p.chassis} is not flown in the ${p.edition} edition.${p.ships ? ` Its faction flies: ${p.ships}.` : ''}`;
      case 'pilot-not-in-edition':
        return `${p.pilot} is not flown in the ${p.edition} edition. ${p.chassis} pilots that are: ${p.pilots}.`;
      case 'unknown-pilot':
        return p.suggestions
          ? `${p.chassis} has no pilot “${p.pilot}”. Did you mean ${String(p.suggestions)
              .split(', ')
              .map((s) => `**${s}**`)
              .join(' or ')}? (Autocomplete lists them.)`
          : `${p.chassis} has no pilot “${p.pilot}”. Pilots include: ${p.pilots}.`;
      case 'ship-not-active':
        return `${p.status === 'fled' ? 'Fled' : 'Destroyed'} already: ${p.ship}. A ship out of the game can't do that.`;
      case 'not-solo':
        return `A player ship: ${p.ship}. Only solo ships are flown by the bot.`;
      case 'already-activated':
        return `Already activated in round ${p.round}: ${p.ship}. Use \`/round next\` when the round is over, or \`/undo\` to take the activation back.`;
      case 'bad-option':
        return [p.value !== '' ? `“${p.value}” is not a valid ${p.option}.` : '', optionHint(p)].filter(Boolean).join(' ');
      case 'forbidden':
        return p.ship
          ? `Only the ship's owner, the game's owner or someone with Manage Channels can ${forbiddenTo(p.action as string, String(p.ship))}.`
          : `Only the game's owner or someone with Manage Channels can ${forbiddenTo(p.action as string, 'this game')}.`;
      case 'name-taken':
        return `There is already a ship called “${p.name}”. Pick another name.`;
      case 'nothing-to-undo':
        return 'There is nothing to undo since the game started. (`/game end` ends the game.)';
      case 'stale-button':
        return `That question about ${p.ship ?? STALE_SUBJECT[p.subject as StaleSubject] ?? STALE_SUBJECT.turn} was already answered or has moved on: nothing changed.`;
      case 'same-ship':
        return `A ship can't target itself: ${p.ship}.`;
      case 'duplicate':
        return 'That command was already applied.';
      case 'unknown-upgrade':
        return `I don't know the upgrade “${p.upgrade}”. Type part of its name (autocomplete lists them), e.g. \`proton torpedoes\`; separate several with commas.`;
      case 'no-slot':
        return `${p.pilot} has no free ${p.slot} slot for ${p.upgrade} (its slots: ${p.slots || 'none'}).`;
      case 'wrong-phase':
        return `It is the ${p.phase === 'end' ? 'End' : String(p.phase).replace(/^./, (c) => c.toUpperCase())} Phase: you can't ${PHASE_ACTIONS[p.action as PhaseAction] ?? p.action} now. \`/game status\` shows whose turn it is.`;
      case 'no-ship-of-yours':
        return 'You have no ship waiting for its turn in this game. (`/join` adds one; `/done ship:<name>` marks another ship.)';
      case 'already-done':
        return `This round's ${p.step} turn of ${p.ship} is already over.`;
      case 'round-moved':
        return `The game is already in round ${p.round}: nothing changed.`;
      case 'not-a-player-ship':
        return `${p.ship} is a solo ship: take it out with \`/ship destroyed\` or \`/ship fled\`.`;
      case 'use-activate':
        return `${p.ship} is a solo ship: it activates with \`/activate ship:${p.ship}\` (the bot flies it).`;
      case 'attack-too-early':
        return `Attacks come in the Engagement Phase, once every ship has activated. Still to activate: ${p.ships}.`;
      case 'already-attacked':
        return `Already attacked in round ${p.round}: ${p.ship}. If a card grants it another attack, add \`again:true\`; \`/undo\` takes the last attack back.`;
      case 'attack-recorded':
        // The button pressed may name another defender than the attack recorded: the attacker's attack is what is done.
        return `${p.attacker}'s attack this round is already recorded: nothing changed.`;
      case 'activation-under-way':
        return `${p.ship}'s activation is already under way: answer the question on its card above.`;
      case 'out-of-turn':
        return `It is not ${p.ship}'s turn: next in initiative order is **${p.next}**. Nothing changed. The game's owner (or Manage Channels) can let ${p.ship} go first with the button below (typing the same command shows it to them).`;
      case 'turn-of-player':
        return `<@${p.owner}>'s ship: ${p.ship}. Its ${p.step} turn ends when they say so. Nothing changed. The game's owner (or Manage Channels) can end it for them with the button below.`;
      case 'other-edition':
        return `${p.what} is flown only in the ${p.edition} edition; this game plays ${p.here}. To fly it, start a game of that edition: \`/game end\`, then \`/game start faction:… edition:${p.edition}\`.`;
      case 'wrong-faction':
        return `The ${p.chassis} is a ${enCards.faction(p.faction as FactionId)} ship: the players fly ${enCards.faction(p.players as FactionId)} in this game (\`/game start players:\` chose it). Their ships include: ${p.ships}.`;
      case 'arc-fixed':
        return `${p.ship}'s dice are already shown on the ${{ bullseye: 'bullseye', front: 'front', side: 'side', rear: 'rear' }[p.chart as ChartName]} chart: its tally's arc stays as said for this activation. Answer the question on its card; if the arc was wrong, \`/undo\` takes the roll back and \`/activate\` rolls anew.`;
      default:
        return undefined;
    }
  },
  targetPriority: (p: TargetPriority) =>
    ({
      'locked-in-arc': 'the enemy it has locked, in arc and range',
      'most-abilities': 'the enemy against which it can use the most abilities',
      'nearest-in-arc': 'the nearest enemy in arc and range',
    })[p],
  endReason: (r: EndReason) =>
    ({
      'players-gone': 'All player ships have fled or been destroyed.',
      'solo-destroyed': 'All solo ships have been destroyed. We did it!',
      'ended-by-players': 'The game was ended by the players.',
      'round-limit': 'The round limit is reached: ships in play stay in play.',
    })[r],
  endPhaseReason: (r: EndPhaseReason) => ({ 'defended-more-than-attacked': 'defended more than it attacked', 'did-not-defend': 'did not defend' })[r],
  languageSet: '🇬🇧 This game now speaks English: its cards, tracker and announcements.',
  /** The live table's page (render/table-view.ts). */
  live: {
    link: (url: string) => `The live table, read-only, for 24 hours (anyone with the link sees this channel's game): ${url}`,
    openInDiscord: 'Live table in Discord',
    notServed: 'The live table is not served here: this bot has no web server (HTTP_PORT is not set).',
    subtitle: (scenario: string, faction: string) => `${scenario} · ${faction}`,
    marker: (attitude: string, token: string) => `${attitude} attitude marker (${token})`,
    mark: (m: 'done' | 'next' | 'waiting' | 'out') => ({ done: 'done', next: 'up now', waiting: 'to come', out: 'out of play' })[m],
    dice: (defense: string, attack: string) => `dice: ${defense} and ${attack}`,
    lastActivation: (what: string) => `Last activation: ${what}`,
    next: 'Next',
    outOfPlay: 'Out of play',
    waves: 'Waves to come',
    wave: (round: number, ships: string) => `Round ${round}: ${ships}`,
  },
  /** The live tracker (render/tracker.ts). */
  tracker: {
    phase: (p: GameState['phase']) =>
      ({ planning: 'Planning Phase', activation: 'Activation Phase', engagement: 'Engagement Phase', end: 'End Phase', ended: 'Game over' })[p],
    title: (round: number, phase: string) => `Round ${round} · ${phase}`,
    solo: 'solo',
    noPlayers: 'Players join with `/join`; solo ships activate with `/activate`.',
    setDials: (waiting: string) => `Set your dials, then press **Dial set**. Waiting for ${waiting}.`,
    allDialsSet: 'Every dial is set.',
    allActivated: 'Every ship has activated.',
    allEngaged: 'Every ship has engaged.',
    soloActivates: (name: string, raw: string) => `**${name}** activates: press **Activate ${name}** (or \`/activate ship:${raw}\`).`,
    // A player's ship may be named as they are, even "you" at the console: the name never stands as a verb's subject.
    playerActs: (owner: string, name: string) => `<@${owner}>: your turn with **${name}**: move and act, then **Done** (or \`/done\`).`,
    soloAttacks: (name: string, raw: string) =>
      `**${name}** attacks if it can: \`/attack attacker:${raw}\` shows its weapon and target; **Done** if it does not attack.`,
    playerAttacks: (owner: string, name: string) => `<@${owner}>: **${name}** may attack (\`/attack\`), then **Done**.`,
    endPhase: (next: number) => `Every ship has engaged: press **Start round ${next}** for the End Phase shifts and the next round.`,
    over: 'The game is over: `/game status` shows how it ended.',
    dialSet: 'Dial set',
    activate: (name: string) => `Activate ${name}`,
    done: (name: string) => `Done: ${name}`,
    attack: (name: string) => `Attack: ${name}`,
    startRound: (n: number) => `Start round ${n}`,
    activationOrder: 'Activation order (initiative ascending)',
    engagementOrder: 'Engagement order (initiative descending)',
    shipsInPlay: 'Ships in play',
    notDone: 'Not done',
    next: 'Next',
    footer: 'This message follows the game: it is edited after every change.',
    up: (owner: string, name: string, initiative: number) => `🎯 <@${owner}>: your turn with **${name}** (I${initiative}): move and act, then **Done**.`,
    upToEngage: (owner: string, name: string, initiative: number) =>
      `🎯 <@${owner}>: your turn to engage with **${name}** (I${initiative}): attack if you can, then **Done**.`,
    dialsUp: (owners: string, round: number) => `🎯 ${owners}: round ${round}, set your dials, then **Dial set**.`,
  },
  /** The start card, wave and end announcements (render/game-cards.ts). */
  cards: {
    scenario: (s: ScenarioId): string => (s === 'intro' ? 'Introductory scenario' : s === 'campaign' ? 'Big Shed League mission' : 'Custom game'),
    startTitle: (scenario: string, faction: string) => `${scenario} vs ${faction}`,
    startDescription: (ruleset: string, seed: string) =>
      `Solo Alpha ${ruleset} · seed \`${seed}\` · round 1. Activate a solo ship with \`/activate ship:<name>\`.`,
    soloPlaced: (v01: boolean): string => (v01 ? 'Solo ships placed' : 'Solo ships placed (Balanced)'),
    waves: 'Waves',
    wavesText: (patrol: string, pilot: string, reinforcement: string) =>
      `Round 4: 2 × ${patrol} (${pilot}), or 1 of them and 1 × ${reinforcement} if a Patrol ship was destroyed. Round 7: ${reinforcement}, plus a Patrol ship if 3 or more solo ships were destroyed. I'll announce them.`,
    customGame: 'Custom game',
    customText: 'Add solo ships with `/ship add chassis:<ship>` and player ships with `/join`.',
    arrivalCrit: (marker: string) =>
      `hyperspace marker **${marker}**, the side closest to the nearest player ship (or nearest the player edge if none is in play) — crit rolled`,
    arrivalFace: (marker: string, face: string) => `hyperspace marker **${marker}**, the side marked ${face}`,
    withUpgrades: (names: string) => ` with ${names}`,
    wave: (w: Wave) =>
      ({
        'round-4-patrols': 'No Patrol ship has been destroyed: 2 Patrol ships arrive.',
        'round-4-mixed': 'A Patrol ship has been destroyed: 1 Patrol ship and 1 Reinforcement ship arrive.',
        'round-7': 'Reinforcements arrive.',
        'round-7-extra': '3 or more solo ships have been destroyed: a Reinforcement ship and an extra Patrol ship arrive.',
      })[w],
    waveContent: (round: number) => `📡 **“They're coming in!”** Round ${round}`,
    waveTitle: (round: number) => `Round ${round}: enemy arrivals`,
    waveFooter: (v01: boolean) => `${v01 ? '' : 'Arriving ships are Offensive. '}On a crit, use the side closest to the nearest player ship.`,
    overContent: (round: number) => `🏁 **The game is over** (round ${round}).`,
    overTitle: 'Game over',
    soloDestroyed: 'Solo ships destroyed',
    playersLost: 'Player ships lost',
    playersFled: 'Fled (pilots safe if by the player edge)',
    none: 'none',
  },
  /** The activation card and its questions (render/approach-card.ts, commands/xwing/activate.ts). */
  activation: {
    notOnDial: ' (not on the dial)',
    noActionFits: 'No action on its bar fits its attitude.',
    otherwise: 'Otherwise: ',
    redManeuver: (before: number, after: number) => `Red maneuver: +1 stress (${before} → ${after}).`,
    blueManeuver: (before: number, after: number) => `Blue maneuver: −1 stress (${before} → ${after}).`,
    redAction: (n: number) => `Red action: +${n} stress.`,
    redActionHint: (ship: string, count: number) => `A red action adds 1 stress: \`/ship stress ship:${ship} count:${count}\`.`,
    ionRemoved: (n: number) => `Ion maneuver done: its ${n} ion token${n === 1 ? '' : 's'} removed.`,
    maneuver: 'Maneuver',
    action: 'Action',
    tokens: 'Tokens',
    attitude: 'Attitude',
    unchanged: (a: string) => `**${a}** (unchanged)`,
    v01Attitude: (a: string) =>
      `**${a}** for this activation (the defense die: evade Defensive, focus Balanced, blank Offensive). No marker: v0.1 keeps no attitude between activations.`,
    dice: 'Dice',
    chart: (c: string) => `Chart: ${c}`,
    tallyDefaulted: 'Tally in the bullseye has no side: left used (ruling R5).',
    redActionButton: 'It took a red action: +1 stress',
    rollLater: '🎲 I roll once you say where the tally is.',
    tallyMarkerOn: (target: string) => `its tally marker is on ${target}`,
    hasLocked: (target: string) => `it has locked ${target}`,
    whereKnown: (ship: string, known: string) => `Where is ${ship}'s tally? (${known}: which arc is that in?)`,
    whereUnknown: (ship: string) => `Where is ${ship}'s tally? (its tally marker, locked object, or nearest enemy by arc)`,
    tallySide: (ship: string) => `Is ${ship}'s tally on its left or its right?`,
    obstacleSide: (ship: string) => `Is the obstacle nearest ${ship} on its left or its right?`,
    left: 'Left',
    right: 'Right',
    /** R56: the tally's arc and the nearest obstacle's side, in one tap. */
    arcAndObstacle: (arc: string, side: 'left' | 'right') => `${arc} · obstacle ${side === 'left' ? '◀' : '▶'}`,
    bothQuestions: 'One tap answers both: the tally’s arc, then the side of the nearest obstacle (◀ its left, ▶ its right).',
    diceKept: 'The dice are kept: answering completes this card.',
    answerRolls: 'Answering rolls the dice and completes this card.',
    arc: (a: 'bullseye' | 'front-left' | 'front-right' | 'left' | 'right' | 'rear-left' | 'rear-right') =>
      ({
        bullseye: 'Bullseye',
        'front-left': 'Front left',
        'front-right': 'Front right',
        left: 'Left side',
        right: 'Right side',
        'rear-left': 'Rear left',
        'rear-right': 'Rear right',
      })[a],
  },
  /** The round card and the commands' own replies (render/game-cards.ts, commands/xwing/*.ts). */
  table: {
    /** R54, R55: the game's owner's button that lets a turn go anyway. */
    confirmActivate: (ship: string) => `Activate ${ship} now`,
    confirmDone: (ship: string) => `End ${ship}'s turn`,
    shifts: 'End Phase attitude shifts',
    none: 'none',
    arrivals: 'Arrivals',
    arrivalsListed: (names: string) => `${names} (listed in the arrivals message)`,
    endPhase: 'End Phase',
    disarmRemoved: (names: string) => `Disarm token removed: ${names}.`,
    systemPhase: 'System Phase: bombs and mines',
    firstToActivate: 'First to activate',
    roundBegins: (round: number) => `Round ${round} begins`,
    noDrop: 'no drop, whatever is in range',
    dropsOne: (device: string) => `drops ${device} if ≥1 enemy ship is in range`,
    dropsMany: (device: string, n: number) => `drops ${device} if ≥${n} enemy ships are in range`,
    systemHow:
      'Count enemy ships at range 0-1, or in its rear arc at range 0-2, and read that many dice in order. A drop spends 1 charge: `/ship charges ship:<name> upgrade:<device> count:<n>`.',
    roundNotOver: (round: number, lines: string) => `Round ${round} is not over. ${lines}\nStart round ${round + 1} anyway?`,
    startRound: (n: number) => `Start round ${n}`,
    keepPlaying: 'Keep playing',
    roundGoesOn: (round: number) => `Round ${round} goes on.`,
    endAsk: (round: number) => `End this game (round ${round})? It can't be undone; the log stays in the database.`,
    endGame: 'End the game',
    gameGoesOn: 'The game goes on.',
    alreadyEnded: '⚠️ That game has already ended.',
    endedBy: (user: string, round: number) => `🏁 Game ended by <@${user}> in round ${round}. \`/game start\` begins a new one.`,
    logIntro: (n: number) => `This game, round by round (${n} events).`,
    pingsSet: (on: boolean): string =>
      on ? 'The bot pings you again when it is your turn in this game.' : 'The bot no longer pings you in this game; the tracker still shows whose turn it is.',
    joined: (line: string) => `Joined: ${line}`,
    left: (ship: string) => `👋 Left the game: ${ship}.`,
    isDone: (ship: string, step: string) => `✅ Done (${step}): **${ship}**.`,
    dialsAlready: 'Your dials were already set.',
    dialsSet: '🎛️ Dials set.',
    allDials: (said: string) => `${said} Every dial is set: the Activation Phase begins.`,
    notActivated: (names: string) => `Not activated yet: ${names}.`,
    notEngaged: (names: string) => `Not engaged yet: ${names}.`,
  },
  /** A ship's line and the /game status card (render/game-cards.ts). */
  status: {
    thisActivation: (a: string) => `${a} this activation`,
    hull: (hull: number, shields: number, damage: number) => `hull ${hull} · shields ${shields} · ${damage} damage`,
    stress: (n: number) => `stress ${n}`,
    ion: (n: number) => `ion ${n}`,
    disarm: (n: number) => `disarm ${n}`,
    lock: (names: string) => `lock → ${names}`,
    tally: (name: string) => `tally → ${name}`,
    actionDamage: 'Action damage card',
    ordnance: (n: number) => `ordnance charges ${n}`,
    destroyed: '💥 destroyed',
    fled: '🏁 fled',
    activated: '✅ activated',
    waiting: '⏳ waiting for an answer',
    soloShips: (n: number) => `Solo ships (${n} in play)`,
    playerShips: (n: number) => `Player ships (${n} in play)`,
    noPlayers: 'None yet: `/join ship:<chassis>`',
    order: 'Activation order',
    nextToActivate: 'Next to activate',
    player: ' (player)',
    /** After the name of the solo ship to activate next. */
    soloNext: (name: string) => ` — \`/activate ship:${name}\``,
    /** The next to activate when none is left, by phase. */
    noneToActivate: (phase: 'activation' | 'engagement' | 'end', nextRound: number) =>
      phase === 'end'
        ? `nobody — every ship has activated and engaged; \`/round next\` for the End Phase and round ${nextRound}.`
        : 'nobody — every ship has activated. Engage, then `/round next`.',
    title: (scenario: string, round: number, ended: boolean) => `${scenario} — round ${round}${ended ? ' (ended)' : ''}`,
    description: (phase: GameState['phase'], ruleset: string, faction: string) => `Phase: ${phase} · Solo Alpha ${ruleset} · enemy ${faction}`,
  },
  /** The option schemas' codes (commands/xwing/options.ts `say`), worded. */
  options: {
    shipName: 'give a ship name',
    shipType: 'give a ship type',
    whole: 'give a whole number',
    notNegative: 'it cannot be negative',
    atLeast: (n: number) => `at least ${n}`,
    atMost: (n: number) => `at most ${n}`,
    longest: (n: number) => `at most ${n} characters`,
    nameLength: (n: number) => `names are at most ${n} characters`,
    oneOf: (...values: unknown[]) => `use one of ${values.join(', ')}`,
    flag: 'use true or false',
    arcs: 'use one of bullseye, front-left, front-right, left, right, rear-left, rear-right',
    defenseFaces: 'use one of evade, focus, blank',
    attackFaces: 'use one of crit, hit, focus, blank',
    dice: 'give the two dice, e.g. `evade hit`',
    diceOrder: 'give the defense die then the attack die, e.g. `evade hit` (defense: evade, focus, blank; attack: crit, hit, focus, blank)',
    unsafeName: 'no @ # : ` * _ ~ | > \\ < [ ] ( ) { } in names',
    ships: 'give the ships, e.g. P1 A3',
    marker: 'give a marker 1–5',
  },
  /** /help (commands/xwing/help.ts). */
  help: {
    title: 'Solo Alpha at this table',
    start: 'Start',
    startText:
      '`/game start faction:<enemy>` starts the introductory scenario (or `scenario:custom`). Each player adds a ship with `/join ship:<chassis> pilot:<pilot>`; custom games add enemies with `/ship add`.',
    round: 'A round',
    roundLines: [
      '**Planning**: set your dials, then press **Dial set** on the tracker (or `/done`).',
      '**Activation**, initiative ascending (players first on ties): the tracker says who is up and pings a player when their ship is. Solo ships: **Activate** (or `/activate`) gives the maneuver, action and attitude. Players: move, then **Done** (or `/done`).',
      '**Engagement**, initiative descending: `/attack attacker:<ship>` shows a solo ship’s weapon and target and records the damage; **Done** for a ship that does not attack.',
      '**End**: **Start round N** (or `/round next`) applies the End Phase shifts, brings waves and starts the next round.',
    ] as readonly string[],
    keeping: 'Keeping the table true',
    keepingText:
      '`/ship stress|ion|lock|tally|damage|charges|attitude|destroyed|fled`, `/leave` to take your ship out, `/undo` (owner or Manage Channels) to take back the last change, `/game status` and `/game log`.',
    rules: 'Rules',
    rulesText: '`/rules topic:approach|charts|attitudes|actions|rulings` — a short Solo Alpha reference; the rulings the bot follows are listed there.',
    others: 'Other games here',
    othersText:
      '`/campaign start faction:` — a Big Shed League campaign against an AI fleet, game after game. `/abs new scale: tables:` — A Billion Suns solo. `/hex help` — hex squadron movement checks.',
  },
  /** The data editions (strings/editions.ts). */
  editions: enEditions,
  /** Set-up, attacks, /rules, ship changes, /game log, /undo and the commands' replies (en-cards.ts). */
  ...enCards,
};

export type Strings = typeof en;
