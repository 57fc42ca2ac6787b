import type { AiRole } from '../data/missions.ts';
import type { FactionId } from '../../catalog/schema.ts';
import { stringsFor } from '../../strings/index.ts';
import { asset } from '../data/assets.ts';
import type { AssetId, Fate, Note, Phase, Side } from '../model.ts';
import type { Locale } from '../../../../core/locale.ts';
import { coreRefusalText, coreText } from '../../../../core/strings.ts';
import { wordRefusal, type Refusal, type RefusalWords } from '../../../../core/refusal.ts';
import type { BslWordedParams, ImportBadEventParams, ImportProblemCode, UndoBlockedStep } from '../refusals.ts';

// The Big Shed League's words in English: refusals, what undo takes back, phase guidance,
// cards and replies. fr.ts is typed as this table, so tsc refuses a key present in one
// language and missing in the other.

/**
 * Why a squadron does not fit its type, naming the band (§3): outside its points, or, within
 * them, its ships break the type's other limits (RECON's, EPIC's, huge ships).
 */
function bandWords(type: string, value: string, min?: string, max?: string): string {
  if (min === undefined || max === undefined) return 'is outside its band';
  const v = Number(value);
  return v < Number(min) || v > Number(max)
    ? `is outside the ${type} band (${min}–${max} pts)`
    : `is within the ${type} band (${min}–${max} pts) but its ships break ${type}'s other limits (§3: RECON's ships, EPIC's large ship, huge ships only in EPIC)`;
}

/** flow.rosterProblems' codes (`two-standard`, `epic-limit`, `band:3:STANDARD:250:60:120`), in words, joined. */
export function problems(codes: string, words: Record<string, (...args: string[]) => string>, separator = '; '): string {
  return codes
    .split(' ')
    .filter(Boolean)
    .map((code) => {
      const [name, ...args] = code.split(':');
      return words[name!]?.(...args) ?? code;
    })
    .join(separator);
}

/** The steps no undo takes back, in words: in a refusal and as their events' words. */
const EVENT_WORDS: Record<UndoBlockedStep, string> = {
  'campaign-created': 'the campaign’s creation',
  'game-linked': 'creating the mission game',
  'result-confirmed': 'the game’s result',
};

const REFUSALS: BslRefusalWords = {
  'not-commander': () => 'Only the campaign’s commanders make the team’s choices. A commander can add you with `/campaign commander add user:@you`.',
  'not-a-commander': (p) => `Not one of the campaign’s commanders: <@${p.user}>.`,
  'last-commander': () =>
    'You are the campaign’s last commander: add another first (`/campaign commander add user:`), since a running campaign needs someone to make its choices (C92).',
  'not-now': (p) => `Not at this step (the campaign is at its **${PHASES[p.phase as Phase] ?? p.phase}**). \`/campaign status\` says what comes next.`,
  'unknown-chassis': (p) => `No ${stringsFor('en').faction(p.faction as FactionId)} ship called “${p.chassis}”. Start typing and pick one from the list.`,
  'unknown-pilot': (p) => `No pilot “${p.pilot}” for the ${p.chassis}.`,
  'unknown-upgrade': (p) => `No upgrade “${p.upgrade}”.`,
  'upgrade-restricted': (p) =>
    'faction' in p
      ? `${p.upgrade} is not for a ${stringsFor('en').faction(p.faction)} fleet (its restrictions).`
      : `${p.upgrade} cannot go on ${p.pilot} (its restrictions).`,
  'no-slot': (p) => `${p.pilot} has no free ${p.slot} slot for ${p.upgrade}.`,
  'no-supply': (p) =>
    `${p.ship} took no free munition from Additional Supplies this round (or the game has started): only the ships of the supplied squadron that got one may choose it (C97).`,
  'not-a-munition': (p) => `${p.upgrade} is not a torpedo, missile or device: Additional Supplies gives one of those (§7.2).`,
  'no-squadron-limited': (p) =>
    `No Squadron Limited upgrade (Squad Leader, Lone Wolf…) on ${p.ship}: there is no copy to keep. Pick a ship that carries one (§1.8, C98).`,
  'not-in-this-game': (p) => `Not in this round’s game: ${p.ship} (its squadron is not drawn, or it is MIA). Pick a ship that plays (C98).`,
  'limited-owned': (p) => `The fleet already owns ${p.name} (limited card, §1.8).`,
  'name-assigned': (p) => `That name already flies on ${p.ship}: outside the inventory a name is assigned only once (§1.8). Put one in the inventory first.`,
  'kia-name': (p) => `${p.name} was killed in action: a named card can never be bought again (§9).`,
  'no-squadron': (p) => `The fleet has no squadron #${p.card}. Form one with \`/campaign squadron type:standard\`.`,
  'callsign-taken': (p) => `The callsign ${p.callsign} is taken.`,
  'not-enough-fp': (p) => `That costs ${p.cost} FP; the fleet has ${p.fp}.`,
  'bound-upgrade': (p) =>
    `${p.upgrade} is bound to its ship: buy it with the ship (\`/campaign buy … upgrades:\`) or for a ship you own (\`/campaign buy upgrade:… ship:P3\`).`,
  'modifications-full': (p) =>
    `${p.ship}’s Modification slots are full (${p.fitted}): add \`replace:${p.first}\` to put ${p.upgrade} in its place; the one replaced is lost (C20).`,
  'replace-not-full': (p) => `${p.ship} has a free slot for ${p.upgrade}: nothing is replaced (C20). Leave out \`replace:\`.`,
  'not-replaceable': (p) => `${p.replace} is not a Modification on ${p.ship}; name one of: ${p.fitted}.`,
  'needs-hyperdrive': (p) => `${p.upgrade} needs a hyperdrive-capable ship (its chassis, or a Custom Hyperdrive it keeps, §1.6); ${p.ship} is not.`,
  'nine-squadrons': () => 'The fleet already has 9 squadrons (cards 2–10, C16).',
  'unknown-entry': (p) => `No ship “${p.ship}” in the players’ roster (use its callsign).`,
  'roster-invalid': (p) =>
    `The roster is not ready: ${problems(String(p.problems), {
      'two-standard': () => 'the fleet needs at least two STANDARD squadrons (C19)',
      'epic-limit': () => 'at most two EPIC squadrons',
      band: (card, type, value, min, max) => `squadron #${card} (${type}, ${value} pts) ${bandWords(type!, value!, min, max)}`,
    })}${p.force ? ' (add `force:true` to let G9 strike them)' : ''}${p.ends ? '; and your fleet fails the muster check, so closing now would end the campaign (C48)' : ''}.`,
  'muster-fails': (p) =>
    `Closing the post-game now ends the campaign: your deployable ships cannot form two groups of ${p.low}–${p.high} pts each (the muster check, C48). Recover MIA pilots, buy ships, promote pilots or equip upgrades first, or add \`force:true\` to end it.`,
  'rest-two': () => 'Rest at most 2 squadrons.',
  'rest-leaves-no-draw': (p) =>
    `Resting ${p.cards} would leave no legal mission draw (at least 2 squadrons, one of them STANDARD or RECON, §4). Rest fewer: \`/campaign rest cards:\` with one card, or none.`,
  rested: (p) => `Squadron #${p.card} is resting this round.`,
  'draw-needs': () => 'Include at least 2 squadrons, one of them STANDARD or RECON (§4).',
  'mission-not-allowed': (p) => `Mission ${p.mission} is not allowed with a ${p.type} Drawn Squadron; choose one of ${p.allowed}.`,
  'assets-two': () => 'Play at most 2 fleet assets.',
  'no-asset': (p) => `The fleet holds no asset card ${p.card}.`,
  'not-candidate': (p) => `${p.ship} cannot carry it; candidates: ${p.candidates}.`,
  'picks-needed': (p) =>
    `The fleet did not win: one pilot per squadron gains experience. Add \`picks:\` with one callsign per squadron, e.g. \`picks:2=P5 4=P11\`. Eligible: ${p.squadrons}.`,
  'no-offer': () => 'No reward asset is waiting to be picked.',
  'not-offered': (p) => `${p.asset} is not offered; pick one of ${p.offer}.`,
  'assets-full': () => 'The fleet holds 4 assets: add `replace:` (J, Q, K or A) to swap one, or decline with `pick:none` (C38).',
  'no-elite': (p) => `${p.ship} is not a winning VET who may become ELITE now.`,
  'no-promotion': (p) => `${p.ship} cannot be promoted (only non-limited EXP or VET pilots, not recovered this post-game).`,
  'no-promotion-to': (p) => `No pilot “${p.pilot}” of the same chassis with at least its printed initiative.`,
  'bound-misfit': (p) => `${p.upgrade} is bound and does not fit ${p.pilot}: promotion refused (C45).`,
  'not-mia': (p) => `${p.ship} is not missing in action.`,
  'offer-open': (p) => `First pick the reward asset (${p.assets}) with \`/campaign assets pick:\` or decline it with \`pick:none\`.`,
  'no-linked-game': () => 'This channel’s game is not the campaign’s mission game.',
  'game-running': (p) =>
    `The mission game is still going (round ${p.round}; ${p.players} of your ships and ${p.ai} AI ships in play): it ends by itself at the End Phase when a fleet is gone, or at the round limit. To score it as it stands now, add \`early:true\`; to concede, \`conceded:true\`.`,
  'undo-blocked': (p) => `That step cannot be undone (${EVENT_WORDS[p.step]}).`,
  'nothing-to-undo': () => 'Nothing to undo in this campaign.',
  'reinforce-round': () => 'Reinforcements are declared at the start of the Planning Phase of round 2 or later (§6.5).',
  'no-choice': (p) => `No ${p.what === 'exchange' ? 'Fleet Intelligence exchange' : 'Disrupted Command swap'} is open to you this round.`,
  'bad-exchange': (p) =>
    `Fleet Intelligence exchanges one of your cards in play (not the Drawn Squadron) for one of the same type not in play and not rested; #${p.out} → #${p.inn} is not that.`,
  'hidden-now': () => 'The log holds the AI’s hidden choices for this round: export it after the game’s result.',
  'bad-lost': (p) => `${p.what} is not an upgrade on one of the game’s ships; \`lost:\` takes their upgrade ids (the fleet cards show them): ${p.upgrades}.`,
  'bad-ships': (p) => `I could not read ${p.what}: the mission’s ships are ${p.ships}.`,
  'import-unreadable': (p) => `I could not read the file ${p.name} (at most 512 KB): attach the file \`/campaign file export\` gave you again.`,
  'import-not-json': () => 'That file is not a campaign export (not JSON): attach the `.json` file `/campaign file export` gave you.',
  'import-not-export': (p) =>
    `That file is not a campaign export (${p.where || 'the file'} is not what an export holds): attach the file \`/campaign file export\` gave you.`,
  'import-foreign': (p) => `That file is the log of a “${p.system}” campaign, not of a Big Shed League campaign.`,
  'import-newer': (p) =>
    `That file was written by a newer version of the bot (log version ${p.version}; this bot reads up to ${p.ours}): import it once this bot is updated.`,
  'import-bad-event': (p) =>
    `That file’s log is damaged at event ${p.seq} (${p.event ? `\`${p.event}\`: ` : ''}${IMPORT_PROBLEMS[p.problem as ImportProblemCode]?.(p) ?? p.problem}): export the campaign again and attach the new file.`,
  'import-not-commander': () => 'Only one of the campaign’s commanders can import it; the copy’s commander is its importer, who can add the others.',
  'import-too-large': (p) =>
    `That file is larger than a campaign export can be (at most ${p.kb} KB, 1,000 events, objects nested 16 deep): attach the file \`/campaign file export\` gave you.`,
};

/** One language's words for every refusal the campaign words itself. */
export type BslRefusalWords = RefusalWords<BslWordedParams>;

/** A live rule's refusal carried in an import-bad-event's params (`rule`, `rule.<param>`: import.ts badEvent), in `words`. */
export function ruleWords(p: ImportBadEventParams, words: BslRefusalWords, locale: Locale): string {
  const inner: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p)) if (k.startsWith('rule.') && v !== undefined) inner[k.slice('rule.'.length)] = v;
  const rule: Refusal = { ok: false, code: String(p.rule), params: inner };
  // The campaign's words, then X-Wing's (the refusals it shares with the game), then the core's.
  return wordRefusal(words, rule) ?? stringsFor(locale).refusal(rule.code, rule.params) ?? coreRefusalText(rule, locale);
}

/** Why an imported event is not one the rules could have written (refusals.ts ImportProblem). */
const IMPORT_PROBLEMS: Record<ImportProblemCode, (p: ImportBadEventParams) => string> = {
  order: () => 'out of order',
  'undo-of-nothing': () => 'an undo of nothing',
  'not-an-event': () => 'not a campaign event',
  'no-creation': () => 'the log does not start with the campaign’s creation',
  'no-replay': () => 'it does not replay',
  invalid: () => 'it replays to no valid campaign',
  'second-creation': () => 'a second creation of the campaign',
  'creation-not-made': () => 'a creation the rules do not make (its Fleet Points, factions or draws)',
  'before-creation': () => 'an event before the campaign’s creation',
  'after-end': () => 'an event after the campaign ended',
  'for-the-ai': () => 'a purchase or squadron for the AI, which makes its own',
  'not-as-made': () => 'not what the rules make of it',
  'no-game': () => 'a result with no game',
  'end-outside-postgame': () => 'an end outside the post-game',
  callsign: (p) => `its callsign: ${coreText('en').nameProblem(String(p.name), Number(p.max))}`,
  refused: (p) => `the rules refuse it: ${ruleWords(p, REFUSALS, 'en')}`,
  'fp-below-zero': (p) => `${en.sides[p.side as Side] ?? p.side}: Fleet Points below zero`,
  'unknown-ship': (p) => `${en.sides[p.side as Side] ?? p.side}: a ship not in the catalogue (${p.chassis} ${p.pilot})`,
};

const PHASES: Record<Phase, string> = {
  building: 'set-up',
  rest: 'rest',
  draw: 'mission draw',
  mission: 'mission choice',
  assets: 'fleet assets',
  choices: 'asset choices',
  nominate: 'nomination',
  game: 'game',
  postgame: 'post-game',
  ended: 'end',
};

const FATES: Record<Fate, string> = { 'in-play': 'in play at the end', X: 'destroyed', D: 'driven off', W: 'withdrew', OBJ: 'left with the objective' };

/** Mission texts shown on the cards, by field (the data rows hold the English). */
export interface MissionWords {
  readonly name: string;
  readonly edges: string;
  readonly obstacles: string;
  readonly deployment: string;
  readonly special: string | null;
  readonly activeWins: string;
  readonly opposingWins: string;
}

export const en = {
  refusals: REFUSALS,
  phases: PHASES,
  sides: { players: 'Players', ai: 'AI' } satisfies Record<Side, string>,
  fates: FATES,
  events: {
    'campaign-created': EVENT_WORDS['campaign-created'],
    'entry-bought': (callsign: string) => `buying ${callsign}`,
    'item-bought': 'buying an upgrade for the inventory',
    'upgrade-bought': 'buying an upgrade for a ship',
    'squadron-formed': (card: string) => `forming squadron #${card}`,
    'asset-choices': 'the asset choices',
    'round-started': (round: number) => `the start of round ${round}`,
    'mission-squadron-drawn': 'the mission draw',
    'mission-chosen': (label: string) => `choosing ${label}`,
    'assets-selected': 'the fleet assets',
    'game-linked': EVENT_WORDS['game-linked'],
    'result-confirmed': EVENT_WORDS['result-confirmed'],
    'commander-added': 'adding a commander',
    'commander-removed': 'removing a commander',
    'upgrade-moved': 'moving an upgrade',
    'supply-chosen': 'choosing a ship’s free munition',
    'limited-chosen': 'picking the ship that keeps its Squadron Limited copies',
    'entry-assigned': 'moving a ship',
    'owner-set': 'setting a ship’s owner',
    'squadron-retyped': 'retyping a squadron',
    'squadron-struck': 'striking a squadron',
    'roster-ready': 'the roster’s completion',
    'squadrons-rested': 'the rest',
    'asset-gained': 'the reward asset',
    'asset-declined': 'declining the reward asset',
    'elite-taken': 'an ELITE',
    promoted: 'a promotion',
    'mia-recovered': 'recovering an MIA',
    'players-closed': 'closing the post-game',
    other: (t: string) => t.replaceAll('-', ' '),
  },
  mission: {
    label: (id: number, name: string) => `Mission ${id}: **${name}**`,
    open: '**Open mode**',
    short: (id: number) => `Mission ${id}`,
    openShort: 'Open mode',
  },
  next: {
    building: 'Commanders: form squadrons (`/campaign squadron type:`), buy pilots (`/campaign buy`), then `/campaign ready`.',
    rest: 'Players are Active: rest 0–2 squadrons with `/campaign rest cards:` (leave empty to rest none).',
    draw: 'Players: `/campaign draw include:` the cards for the mission draw (≥2, one STANDARD or RECON; empty = all).',
    missionOpen: (card: string, type: string) => `Drawn Squadron #${card} (${type}): play open mode with \`/campaign mission id:open\`.`,
    mission: (card: string, type: string) =>
      `Drawn Squadron #${card} (${type}): choose the mission with \`/campaign mission id:\` (or \`id:open\` for open mode).`,
    assets: 'Both fleets pick fleet assets (the AI has already, face down): `/campaign assets play:` (0–2 cards, empty = none).',
    choices: (parts: string) => `Players: \`/campaign assets\` with your choices (or none). ${parts}.`,
    exchange: 'Fleet Intelligence: `swap:3=5` exchanges one of your cards in play for a spare one of the same type',
    disrupt: (seen: string, swap: string) => `Disrupted Command: \`disrupt:true\` forces the AI’s #${seen} out for its #${swap}`,
    nominatePlayers: 'Players: secretly nominate the carrier with `/campaign nominate ship:` (only you see the reply).',
    nominateAi: 'The AI has nominated its carrier in secret.',
    play: 'Play the game. At the end: `/campaign result` with every ship’s fate and damage cards.',
    setUp: 'Set up the table from the set-up card, then `/campaign game` creates the channel game.',
    offer: (names: string) => `Pick your reward asset: \`/campaign assets pick:\` (${names}), or \`pick:none\`.`,
    postgame: 'Post-game: buy, promote, recover MIA, reorganise; `/campaign elite ship:` for offered ELITEs; then `/campaign done`.',
    ended: (winner: Side | 'draw') =>
      `The campaign is over: ${winner === 'draw' ? 'a drawn campaign' : `${winner === 'players' ? 'the players' : 'the AI'} win`}.`,
    or: ' or ',
  },
  status: {
    norm: (v: number) => `(norm ${v.toFixed(1)})`,
    title: (round: number | null) => `Big Shed League — ${round === null ? 'ended' : `round ${round}`}`,
    active: (side: string) => `Active: **${side}**`,
    drawn: (card: string) => `Drawn Squadron: #${card}`,
    playersSquadrons: (cards: string) => `Players’ squadrons: ${cards}`,
    aiSquadrons: (cards: string) => `AI squadrons: ${cards}`,
    aiFaceDown: (n: number) => `AI squadrons: ${n} face down`,
    round: (n: number) => `Round ${n}`,
    assets: 'Fleet assets',
    next: 'Next',
    footer: (scale: number, strength: number, seed: string) => `S ${scale}% · H ${strength}% · seed ${seed}`,
  },
  fleet: {
    title: (side: string, faction: string) => `${side} fleet — ${faction}`,
    empty: '(empty)',
    inventory: 'Inventory',
    assets: 'Assets',
    kia: (name: string, round: number) => `${name} (round ${round})`,
    eliminated: 'eliminated',
    muster: '⚠️ below the muster check',
  },
  setup: {
    area: 'Area and edges',
    obstacles: 'Obstacles',
    deployment: 'Deployment',
    firstPlayer: (side: string) => `First player: **${side}** (Active).`,
    victory: 'Victory',
    victoryText: (active: string, opposing: string) => `Active: ${active}. Opposing: ${opposing}.`,
    margin: (n: number) => ` Margin ${n}.`,
    special: 'Special rules',
    assets: 'Fleet assets',
    report: 'Report',
    reportText: (limit: string) =>
      `Ships destroyed or fled with \`/ship\`; at the end \`/campaign result fates:… damage:…\` (edges and jumps decide W, D, X or OBJ, §5.2). ${limit} An AI Ace holds a lock on the nearest player ship from the start.`,
    limit: (n: number) => `The game ends at the end of round ${n} (C14) or when a fleet has no ships in play.`,
    noLimit: 'No round limit.',
    facedown: (n: number) => `${n} facedown damage`,
    inPool: 'in the pool',
    vetReroll: 'VET reroll once',
    tally: (target: string) => `tally: ${target}`,
    roles: { line: 'line', runner: 'runner', scout: 'scout', evader: 'evader', withdrawing: 'withdrawing', ace: 'ace' } satisfies Record<
      AiRole | 'ace',
      string
    >,
    attitudes: { offensive: 'offensive', balanced: 'balanced', defensive: 'defensive', recovery: 'recovery' } as Record<string, string>,
    /** The tally targets roles.ts names. */
    tallies: { 'midpoint of A': 'midpoint of A', 'midpoint of O': 'midpoint of O', 'nearest unscanned marker': 'nearest unscanned marker' } as Record<
      string,
      string
    >,
  },
  pilot: {
    joined: (round: number, how: string) => `Joined in round ${round} (${how}).`,
    how: { bought: 'bought', reinforcements: 'reinforcements', leftover: 'leftover', start: 'start' } as Record<string, string>,
    game: (id: string, fate: string, damage: number) => `Game ${id}: ${fate}${damage ? `, ${damage} damage cards` : ''}`,
    promoted: (cost: number) => `Promoted (${cost} FP)`,
    recovered: (cost: number) => `Recovered (${cost} FP)`,
    noStatus: 'no status',
    squadron: (card: string) => `squadron #${card}`,
    inventory: 'inventory',
    history: 'History',
  },
  replies: {
    noReinforcements: 'No reinforcements this round.',
    reinforcement: (side: Side, card: string) =>
      `${side === 'players' ? 'Players draw' : 'AI draws'} squadron #${card}: its ships deploy touching their edge${side === 'ai' ? ' (Offensive)' : ''}.`,
    tookBack: (what: string) => `Took back ${what}.`,
    nominated: (ship: string) => `Nominated **${ship}** in secret.`,
    logIntro: (n: number) => `The campaign’s log (${n} events), the end of it below; the whole of it is in the file.`,
    exported: (n: number) => `The campaign’s whole log (${n} events).`,
    imported: (name: string, n: number) => `Imported the campaign from ${name} (${n} events).`,
    verdict: (label: string, players: string, ai: string) => `${label}: players ${players}, AI ${ai}.`,
    attachFile: 'Attach the file `/campaign file export` gave you: `/campaign file import file:` and pick it.',
    startSteps: 'The points scale goes in steps of 10 and the AI strength in steps of 5 (§1.2).',
    startRounds: 'The round limit is 0 (none) or 8–20.',
    mirror: 'A mirror match: pick another AI faction (or leave it random).',
    noChassis: (id: string) => `No chassis “${id}” (use ids such as tielnfighter).`,
    strikeWhich: 'Say which squadron to strike: `/campaign squadron card:3 strike:true`.',
    giveType: 'Give a type: `/campaign squadron type:standard` (add `card:` to retype one).',
    swapFormat: 'Write the exchange as `swap:3=5` (your card in play = your spare card).',
    supplyWhat: 'Give both: `supply:` the ship and `munition:` the torpedo, missile or device it takes (C97).',
    useStatus: 'Use `/campaign status` to see where the campaign stands.',
    commanders: (ids: readonly string[]) => `Commanders: ${ids.map((id) => `<@${id}>`).join(', ')}.`,
    buyWhat: 'Give `chassis:` and `pilot:` (a ship), `upgrade:` and `ship:` (an upgrade for a ship you own), or `upgrade:` alone (for the inventory).',
  },
  /** `/campaign log`: the campaign as players read it (log-text.ts). */
  log: {
    setup: 'Set-up',
    round: (n: number) => `Round ${n}`,
    none: 'none',
    inventory: 'the inventory',
    squadron: (card: string) => `squadron #${card}`,
    ai: 'AI',
    created: (by: string, players: string, ai: string, scale: number, strength: number, open: boolean, seed: string) =>
      `Campaign started by ${by}: players ${players}, AI ${ai}; scale ${scale}%, AI strength ${strength}%${open ? ', open mode' : ''}; seed ${seed}.`,
    commanderAdded: (name: string) => `New commander: ${name}.`,
    commanderRemoved: (name: string) => `No longer a commander: ${name}.`,
    bought: (side: string, ship: string, cost: number, where: string) => `${side}: bought ${ship} for ${cost} FP, into ${where}.`,
    arrivalJoins: (side: string, ship: string, where: string) => `${side}: ${ship} joins the roster from Reinforcements, into ${where}.`,
    itemBought: (upgrade: string, cost: number) => `Bought ${upgrade} for the inventory (${cost} FP).`,
    upgradeBought: (upgrade: string, ship: string, cost: number, replaced: string | null) =>
      `Bought ${upgrade} for ${ship} (${cost} FP)${replaced ? `; it replaces ${replaced}, which is lost` : ''}.`,
    upgradeMoved: (upgrade: string, to: string) => `${upgrade} → ${to}.`,
    supplyChosen: (ship: string, upgrade: string) => `Additional Supplies: ${ship} takes ${upgrade}, free, this game (C97).`,
    limitedChosen: (ship: string) => `Squadron Limited: the ship picked to keep its copies this game is ${ship} (C98).`,
    moved: (ship: string, to: string) => `${ship} → ${to}.`,
    owner: (ship: string, name: string | null) => (name ? `${ship} is flown by ${name}.` : `${ship} has no owner now.`),
    formed: (side: string, card: string, type: string) => `${side}: squadron #${card} formed (${type}).`,
    retyped: (side: string, card: string, type: string) => `${side}: squadron #${card} is now ${type}.`,
    struck: (side: string, card: string) => `${side}: squadron #${card} struck; its ships go to the inventory.`,
    ready: 'The players’ roster is ready.',
    aiBuilds: 'The AI builds its fleet:',
    aiPostGame: 'The AI’s post-game:',
    nothing: 'nothing',
    active: (side: string, players: number, ai: number, tie: boolean) =>
      `Active Fleet: ${side} (Fleet Value: players ${players}, AI ${ai}${tie ? '; a tie, settled by a coin' : ''}).`,
    rested: (side: string, cards: string) => `${side} rest: ${cards}.`,
    missionDraw: (side: string, included: string, drawn: string) => `${side} draw the Drawn Squadron from ${included}: #${drawn}.`,
    mission: (label: string) => `${label}.`,
    drawn: (players: string, ai: string) => `Squadrons drawn: players ${players}; AI ${ai}.`,
    faceDown: (n: number) => `${n} face down`,
    aiAssetsHidden: 'The AI chooses its fleet assets face down.',
    assetsPlayed: (side: string, cards: string) => `${side} play fleet assets: ${cards}.`,
    choices: (cards: string) => `The players’ asset choices: their squadrons ${cards}.`,
    revealed: (players: string, ai: string) => `Squadrons revealed: players ${players}; AI ${ai}.`,
    nominatedHidden: (side: string, role: string) => `${side} nominate the ${role} in secret.`,
    nominated: (side: string, ship: string, role: string) => `${side} nominated ${ship} as the ${role}.`,
    roles: { operative: 'Operative', defector: 'Defector', 'supply-ship': 'Supply Ship' },
    gameLinked: (n: number) => `The mission game is created with ${n} ships.`,
    reinforcement: (side: string, card: string, gameRound: number) => `${side} draw reinforcement squadron #${card} (game round ${gameRound}).`,
    result: (winner: string | null, diff: number, conceded: boolean, game: number | null) =>
      `Result${game === null ? '' : ` of game ${game}`}: ${winner ? `${winner} win` : 'a draw'}${conceded ? ' (the players conceded)' : ''}${diff ? `, margin ${Math.round(diff * 10) / 10}` : ''}.`,
    fates: (list: string) => `Ships: ${list}.`,
    damage: (n: number) => `${n} damage card${n === 1 ? '' : 's'}`,
    reasons: { V: 'victory', D: 'defeat', draw: 'draw' },
    fp: (side: string, amount: number, reason: string, type: string, card: string) => `${side} +${amount} FP (${reason}, ${type} #${card}).`,
    upgradeOn: (upgrade: string, ship: string) => `${upgrade} on ${ship}`,
    lost: 'lost',
    link: 'named link',
    leftover: (ship: string, pilot: string) => `${ship} now flown by ${pilot}`,
    casualties: (side: string, list: string) => `${side} casualties: ${list}.`,
    experience: (side: string, list: string) => `${side} experience: ${list}.`,
    eliteOffered: (list: string) => `ELITE offered to ${list}.`,
    damaged: (side: string, list: string) => `${side} DAMAGED: ${list}.`,
    offered: (assets: string) => `Reward asset offered to the players: ${assets}.`,
    gained: (side: string, name: string, card: string, replaced: string | null) =>
      `${side} gain ${name} (card ${card}${replaced ? `, replacing the one held there` : ''}).`,
    declined: (side: string, name: string | null) => `${side} decline ${name ?? 'the reward asset'}.`,
    elite: (ship: string) => `${ship} becomes ELITE.`,
    promoted: (ship: string, pilot: string, cost: number) => `${ship} promoted to ${pilot} (${cost} FP).`,
    recovered: (side: string, list: string, cost: number) => `${side} recover ${list} from MIA (${cost} FP).`,
    closed: 'The players close their post-game.',
    eliminated: (side: string) => `The ${side} fleet is eliminated.`,
  },
  /** Autocomplete labels. */
  choices: { on: (upgrade: string, ship: string) => `${upgrade} on ${ship}`, inventory: 'inventory', varies: 'varies', mia: 'MIA', random: 'Random' },
  /** A reminder of the asset step (§7.1) in words; `upgrade` names an upgrade card by its id. */
  note: (n: Note, upgrade: (id: string) => string = (id) => id): string => {
    const name = (a: AssetId) => asset(a).name;
    switch (n.k) {
      case 'cancels':
        return `${name(n.asset)} cancels ${name(n.cancelled)}`;
      case 'turned':
        return `Double Agent: ${name(n.asset)} acts for the ${n.owner === 'players' ? 'players' : 'AI'}`;
      case 'sabotage':
        return `Sabotage: ${n.ship ?? 'nothing'} (#${n.card}) is DAMAGED for this game`;
      case 'shortage':
        return `Supply Shortage: squadron #${n.card} may not use torpedo, missile or device upgrades`;
      case 'supplies':
        return `Additional Supplies (#${n.card}): ${n.got.map((g) => `${g.ship} ${upgrade(g.upgrade)}`).join(', ') || 'no empty slot'}`;
      case 'intel-cards':
        return `Fleet Intelligence: the ${n.whose === 'ai' ? 'AI’s' : 'players’'} cards are ${n.cards.map((x) => '#' + x).join(', ')}`;
      case 'intel-exchange':
        return `Fleet Intelligence: the AI exchanges #${n.out} for #${n.inn}`;
      case 'disrupt-forced':
        return `Disrupted Command: the AI forces #${n.seen} out for #${n.swap}`;
      case 'disrupt-offered':
        return `Disrupted Command: the AI’s #${n.seen} is revealed; it may be swapped for another of its cards`;
      case 'effect':
        return `${n.side === 'players' ? 'Players' : 'AI'}: ${name(n.asset)} — ${asset(n.asset).effect}`;
      case 'text':
        return n.text;
      case 'flipped':
        return `Squadron Limited: ${upgrade(n.upgrade)} on ${n.ship} is flipped for this game (a fleet uses at most its limit; it still counts for scoring)`;
    }
  },
  /** The codes of /campaign's option schemas (commands/xwing/bsl/campaign-options.ts), worded; X-Wing's words for the rest. A user's word comes last, rejoined where it held a colon. */
  options: {
    squadronCard: 'use a squadron card 2–10',
    mission: 'use a mission 1–8, or open',
    notSquadronCard: (...w: unknown[]) => `“${w.join(':')}” is not a squadron card (2–10); write e.g. \`2 4\``,
    notAssetCard: (...w: unknown[]) => `“${w.join(':')}” is not an asset card (J, Q, K, A)`,
    pair: (hint: unknown, ...w: unknown[]) =>
      `“${w.join(':')}” should look like ${
        {
          fates: '`P1=X` (fates: X destroyed, D driven off, W withdrawn, OBJ objective exit, in-play)',
          damage: '`P3=2` (callsign = damage cards dealt)',
          picks: '`2=P5` (squadron card = callsign)',
          hyperdrive: '`tielnfighter=yes` (chassis id = yes or no)',
        }[String(hint)] ?? ''
      }`,
  },
  /** A mission's texts: English reads the data row itself. */
  missionWords: (m: MissionWords & { readonly id: number; readonly area: string }): MissionWords => m,
  assetName: (_id: AssetId, english: string) => english,
};

export type BslStrings = typeof en;

/** Squadron types, experience and marks: the seed's capitalised card terms, the same in every language (ruling C82). */
export const TYPE_NAMES = { recon: 'RECON', standard: 'STANDARD', epic: 'EPIC' } as const;
export const XP_NAMES = { none: '', exp: 'EXP', vet: 'VET', elite: 'ELITE' } as const;
