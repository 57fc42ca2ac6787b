import type { AbsCampaignEvent } from '../campaign.ts';
import type { AbsEvent } from '../events.ts';
import type { IcClass, IcSize, Trigger } from '../rules/activity.ts';
import type { DieRoll } from '../rules/dice.ts';
import type { MarginResult } from '../rules/margin.ts';
import type { Direction } from '../rules/scatter.ts';
import type { MaxRevenueSource, Phase } from '../state.ts';
import type { RefusalWords } from '../../../core/refusal.ts';
import type { AbsForbiddenAction, AbsRefusalParams, AbsWordedCode } from '../refusals.ts';

/** One language's words for every refusal this system words. */
export type AbsRefusalWords = RefusalWords<AbsRefusalParams, AbsWordedCode>;

/** What a player without the right may not do (A47): the game's, or the campaign's Capital. */
const FORBIDDEN: Record<AbsForbiddenAction, string> = {
  'end-game': "Only the game's owner or someone with Manage Channels can end the game.",
  undo: "Only the game's owner or someone with Manage Channels can undo.",
  'spend-capital': "Only the campaign's owner or someone with Manage Channels can spend Capital.",
};

// Every player-facing word of the A Billion Suns solo system, as functions of plain
// data. A French table will sit beside this one with the same shape.

const PLURAL: Record<IcClass, string> = {
  'Light Utility Ship': 'Light Utility Ships',
  Fighter: 'Fighters',
  Gunship: 'Gunships',
  Frigate: 'Frigates',
  Cruiser: 'Cruisers',
};

const DIRECTION_NAMES: Record<Direction, string> = {
  N: 'north',
  NE: 'north-east',
  E: 'east',
  SE: 'south-east',
  S: 'south',
  SW: 'south-west',
  W: 'west',
  NW: 'north-west',
};

const PHASE_NAMES: Record<Phase, string> = {
  setup: 'set-up',
  jump: 'Jump Phase',
  tactical: 'Tactical Phase',
  end: 'End Phase',
  over: 'game over',
};

const RESULTS: Record<MarginResult, { name: string; text: string }> = {
  fired: { name: 'Unmitigated failure', text: 'You have been fired.' },
  questionable: { name: 'Questionable', text: 'You are close to being put on a performance review.' },
  acceptable: { name: 'Acceptable', text: 'You are doing your job.' },
  resounding: { name: 'Resounding success', text: 'You are up for a promotion.' },
  outstanding: { name: 'Outstanding', text: 'You are immediately promoted and receive an astronomical performance bonus.' },
};

const SIZES: Record<IcSize, string> = { D3: 'D3 ×', '1+M': '(1 + Ⓜ) ×', M: 'Ⓜ ×', '1': '1 ×' };

const die = (r: DieRoll) => `D${r.sides} ${r.value}${r.typed ? ' (typed)' : ''}`;
const list = (ids: readonly string[]) => ids.join(', ');
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** Tenths of a percent as shown (A25: floored, so never above the true figure). */
function percent(tenths: number): string {
  const sign = tenths < 0 ? '−' : '';
  const a = Math.abs(tenths);
  return `${sign}${Math.floor(a / 10)}.${a % 10}%`;
}

export const en = {
  title: 'A Billion Suns',
  campaignSystemTitle: 'A Billion Suns solo campaign',
  die,
  dice: (rolls: readonly DieRoll[]) => rolls.map(die).join(', '),
  phase: (p: Phase) => PHASE_NAMES[p],
  ships: (n: number, c: IcClass) => `${n} × ${n === 1 ? c : PLURAL[c]}`,
  rowRange: (from: number, to: number | null) => (to === null ? `${from}+` : `${from}–${to}`),
  rowSize: (size: IcSize, c: IcClass) => `${SIZES[size]} ${size === '1' ? c : PLURAL[c]}`,
  direction: (d: Direction) => `${d} (${DIRECTION_NAMES[d]})`,
  percent,
  inches: (n: number) => `${n}"`,
  yesNo: (b: boolean): string => (b ? 'yes' : 'no'),

  // ------------------------------------------------------------ set-up
  newGameTitle: 'A Billion Suns — solo game',
  newGameDescription: (scale: number, tables: number) => `Scale ${scale} · ${tables} table${tables === 1 ? '' : 's'} · round 1, set-up`,
  spacingName: 'Objective spacing',
  spacing: (inches: number) =>
    inches === 0
      ? 'No minimum spacing at this Scale.'
      : `Each objective at least ${inches}" from every other object on its table (12 − Ⓢ). If no point is that far, as far as the table allows.`,
  maxRevenueName: 'Max revenue for two players',
  maxRevenue: (value: number | null, source: MaxRevenueSource | null, scale: number) =>
    value === null
      ? `Not given: enter it at \`/abs end\` (rulebook p46, Scale ${scale}).`
      : source === 'example'
        ? `${value} (Scale-5 figure from the solo rules v1.4, Margin example)`
        : `${value}`,
  newGameNext: 'Set up as normal. Add each contract with `/abs contract add` (objectives go on random tables), then jump points with `/abs jumppoint add`.',
  revenueRule: 'Contracts are scored as if two CEOs were playing; the ICs are not a CEO.',
  campaignAttached: (corp: string) => `Part of the solo campaign of ${corp}.`,

  contractTitle: (id: string, name: string) => `Contract ${id}: ${name}`,
  contractCards: (cards: number | null) => (cards === null ? 'deck not tracked' : `${cards} card${cards === 1 ? '' : 's'} in its deck`),
  objectivesName: 'Objectives',
  objectiveLine: (id: string, name: string, table: number, roll: DieRoll | null, pinned: boolean) =>
    `**${id}** ${name} → table ${table}${roll ? ` (${die(roll)})` : pinned ? ' (the contract fixes it)' : ''}`,
  noObjectives: 'None yet: `/abs objective add`.',
  redrawName: 'Redraw?',
  redrawText:
    'The solo rules suggest redrawing this contract: its ships scoot away from the ICs before Claim Jump triggers. Redraw removes it and its objectives; then add the new draw.',
  redrawButton: 'Redraw',
  keepButton: 'Keep',
  contractChange: (id: string, name: string, change: 'redrawn' | 'kept' | 'exhausted' | 'unexhausted') =>
    ({
      redrawn: `${id} ${name} is removed with its objectives. Add the new draw with \`/abs contract add\`.`,
      kept: `${id} ${name} is kept.`,
      exhausted: `${id} ${name} is exhausted: ICs no longer go for its objectives, and Claim Jump skips it.`,
      unexhausted: `${id} ${name} is no longer exhausted.`,
    })[change],

  objectiveTitle: (id: string, name: string) => `Objective ${id}: ${name}`,
  objectiveState: (contract: string, table: number, inPlay: boolean, carried: boolean) =>
    `${contract} · table ${table} · ${inPlay ? 'in play' : 'out of play'}${carried ? ' · carried (not an objective for the ICs)' : ''}`,

  jumpPointTitle: (id: string, table: number, change: 'added' | 'removed') =>
    change === 'added' ? `Jump point ${id} on table ${table}` : `Jump point ${id} removed`,
  jumpPointAnywhere: 'This table already has a jump point: in a solo game this one may go anywhere in play.',
  jumpPointRolls: 'From the start of next round it rolls for Competitor Activity.',

  classTitle: (name: string) => `Class ${name}`,
  classLine: (mass: number, thrust: number | null) => `Mass ${mass}${thrust !== null ? ` · Thrust ${thrust}` : ''}`,
  classWas: (mass: number, thrust: number | null) => `was Mass ${mass}${thrust !== null ? `, Thrust ${thrust}` : ''}`,

  // ------------------------------------------------------------ arrivals
  arrivalTitle: (id: string, count: number, c: IcClass) => `${id} arrives: ${count} × ${count === 1 ? c : PLURAL[c]}`,
  trigger: (t: Trigger) => (t.kind === 'jump-in' ? `jump-in of ${t.class} (Ⓜ ${t.mass}) at ${t.jumpPoint}` : `start of round ${t.round} at ${t.jumpPoint}`),
  arrivalWhere: (table: number, trigger: string) => `Table ${table} · ${trigger}`,
  rollName: 'Competitor Activity',
  roll: (d6: DieRoll, kind: Trigger['kind'], modifier: number, total: number, range: string, size: string, d3: DieRoll | null) =>
    `${die(d6)} + ${kind === 'jump-in' ? 'Ⓜ' : 'round'} ${modifier} = ${total} → ${range}: ${size}${d3 ? ` · ${die(d3)}` : ''}`,
  objectiveName: 'Objective',
  chosen: (id: string, name: string, roll: DieRoll | null, candidates: readonly string[]) =>
    `**${id}** ${name} ${roll ? `(${die(roll)} of ${list(candidates)})` : '(the only candidate)'}`,
  noDeployObjective: (table: number, jumpPoint: string) => `No objective in play on table ${table}: ${jumpPoint} stands in for it.`,
  placementName: 'Placement',
  placement: (anchor: string, certain: boolean, table: number) =>
    [
      `Deploy as close as possible to the player ship closest to ${anchor}, no farther from ${anchor} than each ship's jump range (its class's).`,
      `Face each IC ship towards the player ship nearest to it.`,
      certain ? null : `If no player ship is on table ${table}: each IC ship exactly 3" from ${anchor}, within its jump range, facing ${anchor}.`,
    ]
      .filter(Boolean)
      .join('\n'),
  gravityWells: 'ICs ignore Gravity Wells. A ship that would sit on another: press Scatter.',
  waits: 'Deployed during the Tactical Phase: it first activates next round.',
  scatterButton: (id: string) => `Scatter ${id}`,

  roundTitle: (round: number) => `Round ${round} — Jump Phase`,
  noActivity: 'No jump point in play: no Competitor Activity.',
  activity: (n: number, round: number) => `Competitor Activity: D6 + ${round} for each of the ${n} jump point${n === 1 ? '' : 's'} in play.`,
  arrivalsName: 'Arrivals',

  // ------------------------------------------------------------ Tactical Phase
  tacticalTitle: (round: number) => `Round ${round} — Tactical Phase`,
  seizeName: '1. Seize Initiative',
  seize: (tokens: number | null) =>
    tokens === null
      ? 'For each CMD token you spend from Seize Initiative, activate one of your battlegroups now, before any IC.'
      : tokens === 0
        ? 'No CMD token spent: the ICs go first.'
        : `${tokens} CMD token${tokens === 1 ? '' : 's'} spent: activate ${tokens} of your battlegroups now, before any IC.`,
  activateName: '2. Activate ICs',
  activate: (ready: readonly string[]) =>
    ready.length ? `Then \`/abs ic activate\` (${list(ready)}, in order) or one at a time with \`id:\`.` : 'No IC to activate.',
  waiting: (ids: readonly string[]) => `Waiting until next round: ${list(ids)}.`,
  remainingName: '3. Remaining Activations',
  remaining: 'Activate every battlegroup that did not activate through Seize Initiative. ICs must passive fire if able.',

  activationTitle: (id: string, count: number, c: IcClass, table: number) => `${id} activates: ${count} × ${count === 1 ? c : PLURAL[c]} (table ${table})`,
  stepName: (n: number) => `Step ${n}`,
  step1: (chosen: string) => `Objective: ${chosen}`,
  step1None: (table: number) => `No objective of a non-exhausted contract on table ${table}: skip step 2.`,
  step2: (id: string, anchor: string, move: number | null) =>
    `If no ${id} ship is within 3" of ${anchor}: each ship pivots to face it, then moves up to ${move !== null ? `${move}" (twice its Thrust)` : 'twice its Thrust'}, to end as close as possible to exactly 3" from it. A ship that would sit on another scatters.`,
  step3: (table: number, anchor: string | null) =>
    `Pivot each ship to face the player battlegroup nearest to it${anchor ? ` (none on table ${table}: face ${anchor})` : ` (none on table ${table}: keep their facing)`}.`,
  step4: (d3: DieRoll, before: number, after: number) =>
    `${die(d3)}: discard up to ${d3.value} damage token${d3.value === 1 ? '' : 's'} (damage ${before} → ${after}).`,
  step5: 'It suffers any passive attacks.',
  step6:
    'If a player battlegroup is within range and arc of any of its weapon systems: its primary weapon systems pick one target, the closest CEO battlegroup at least one of them can target, and each that can target it attacks it with all its dice (no split). Every other weapon system attacks the closest CEO battlegroup it can target. No High-G effects.',
  easyTarget: 'Easy Target: an IC ship that moved less than half its Thrust (or stayed, already within 3") gains Easy Target tokens as usual.',
  coherence: 'Out of coherence for any reason: 1 damage token (`/abs ic damage`).',
  stillToActivate: (ids: readonly string[]) => `Still to activate: ${list(ids)}.`,
  allActivated: 'Every IC has activated.',
  activationsSummary: (ids: readonly string[]) => `Activated: ${list(ids)}.`,

  icChange: (id: string, change: 'damage' | 'lost', amount: number, damage: number | null, ships: number | null) =>
    change === 'damage'
      ? `${id}: ${signed(amount)} damage token${Math.abs(amount) === 1 ? '' : 's'} → ${damage}.`
      : ships === null
        ? `${id}: ${amount} ship${amount === 1 ? '' : 's'} lost. The battlegroup is gone.`
        : `${id}: ${amount} ship${amount === 1 ? '' : 's'} lost, ${ships} left.`,

  scatterTitle: (ic: string | null, direction: Direction | null) =>
    direction === null ? `Scatter${ic ? ` ${ic}` : ''}: no direction left` : `Scatter${ic ? ` ${ic}` : ''}: 3" ${direction} (${DIRECTION_NAMES[direction]})`,
  scatterRolls: (rolls: readonly DieRoll[], invalid: readonly Direction[]) =>
    rolls.length === 0 ? 'No roll.' : `${rolls.map(die).join(', ')}${invalid.length ? ` · already invalid: ${list(invalid)}` : ''}`,
  rollsName: 'Roll',
  scatterHow: 'From the spot it would have taken, move it 3" that way (N is the top edge as you agreed it). It may end beyond its jump range.',
  scatterAllInvalid: 'All eight directions are invalid: place it at the legal spot nearest the one it would have taken.',
  scatterInvalidButton: 'Spot invalid',
  scatterInvalidHelp: 'On another ship or off the board? Press Spot invalid.',

  // ------------------------------------------------------------ End Phase
  claimTitle: (round: number) => `Round ${round} — End Phase: Claim Jump`,
  claimRule:
    'For each contract: if the combined Mass of IC ships within 3" of any of its objectives is greater than that of your ships there, discard the top card of its deck. A ship near two objectives counts once.',
  claimAsk: (id: string) => `\`/abs claim contract:${id} ic_mass: friendly_mass:\``,
  claimReminder: (objectives: string, ics: string) => `Objectives: ${objectives}${ics ? ` · ICs there: ${ics}` : ''}`,
  claimResult: (icMass: number, friendlyMass: number, discarded: boolean, cards: number | null) =>
    discarded
      ? `ICs ${icMass} > yours ${friendlyMass}: discard the top card${cards !== null ? ` (${cards} left)` : ''}.`
      : icMass === friendlyMass
        ? `ICs ${icMass} = yours ${friendlyMass}: a tie, nothing.`
        : `ICs ${icMass} < yours ${friendlyMass}: nothing.`,
  claimUnanswered: 'not answered: nothing discarded.',
  claimNone: 'No contract left that is not exhausted.',
  askExhausted: (id: string) => `${id} has no card left. Is it exhausted now?`,
  exhaustButton: (id: string) => `Exhaust ${id}`,
  notYetButton: 'Not yet',
  revenueName: 'Revenue',
  revenue: 'Earn revenue as if two CEOs were playing; the ICs are not a CEO.',
  claimDoneHint: 'When done: `/abs claim done:true`.',

  creditsLine: (delta: number, note: string | null, total: number) => `Credits ${signed(delta)}${note ? ` (${note})` : ''} → **${total}**.`,

  // ------------------------------------------------------------ Margin and campaign
  marginTitle: 'Margin',
  creditsName: 'Credits',
  marginName: 'Margin',
  margin: (credits: number, max: number, tenths: number) => `${credits} ÷ ${max} × 100 = **${percent(tenths)}**`,
  resultName: 'Result',
  result: (r: MarginResult) => `**${RESULTS[r].name}.** ${RESULTS[r].text}`,
  resultShort: (r: MarginResult) => RESULTS[r].name,
  capitalName: 'Capital gained',
  capital: (r: MarginResult, n: number) => (r === 'fired' ? 'None: a campaign ends here.' : `${n}`),
  a27: (paid: number, resounding: number) =>
    `As printed, Outstanding (2 × Ⓢ = ${paid}) pays less than Resounding success would (Ⓢ + 5 = ${resounding}) at this Scale.`,
  campaignName: 'Campaign',
  campaignTotal: (corp: string, before: number, after: number, fired: boolean) =>
    fired ? `${corp} is fired: the campaign is over, Capital stays ${after}.` : `${corp}: Capital ${before} → **${after}**.`,
  campaignMissing: 'This game was part of a campaign that is over or gone: no Capital recorded.',

  campaignTitle: (corp: string) => `Solo campaign: ${corp}`,
  campaignStatus: (capital: number, over: boolean) => `Capital **${capital}**${over ? ' · over (fired)' : ''}`,
  campaignGames: 'Games',
  campaignGame: (n: number, scale: number, credits: number, max: number, tenths: number, r: MarginResult, capital: number) =>
    `${n}. Scale ${scale}: ${credits}/${max} = ${percent(tenths)} · ${RESULTS[r].name} · +${capital}`,
  campaignSpends: 'Spent',
  campaignSpend: (amount: number, note: string | null) => `−${amount}${note ? ` ${note}` : ''}`,
  campaignStarted: 'Start with 10 Capital. Reputation is not used; only the Margin gains Capital. Fired ends the campaign.',
  none: '—',

  // ------------------------------------------------------------ tracker
  trackerTitle: (round: number, phase: Phase) => `A Billion Suns — round ${round}, ${PHASE_NAMES[phase]}`,
  trackerLine: (scale: number, tables: number, credits: number) => `Scale ${scale} · ${tables} table${tables === 1 ? '' : 's'} · credits ${credits}`,
  contractsName: 'Contracts',
  contractLine: (id: string, name: string, exhausted: boolean, cards: number | null) =>
    `**${id}** ${name}${cards !== null ? ` · ${cards} cards` : ''}${exhausted ? ' · exhausted' : ''}`,
  objectiveShort: (id: string, name: string, table: number, inPlay: boolean, carried: boolean) =>
    `${id} ${name} (t${table}${!inPlay ? ', out' : ''}${carried ? ', carried' : ''})`,
  jumpPointsName: 'Jump points',
  jumpPointShort: (id: string, table: number) => `${id} (t${table})`,
  icsName: 'Independent Contractors',
  icLine: (id: string, count: number, c: IcClass, table: number, damage: number, activated: boolean, waits: boolean) =>
    `**${id}** ${count} × ${count === 1 ? c : PLURAL[c]} · table ${table} · damage ${damage}${activated ? ' · activated' : ''}${waits ? ' · waits' : ''}`,
  classesName: 'Classes',
  classShort: (name: string, mass: number, thrust: number | null) => `${name} Ⓜ${mass}${thrust !== null ? ` T${thrust}` : ''}`,
  resultLine: (r: MarginResult, tenths: number) => `${RESULTS[r].name} (${percent(tenths)})`,

  // ------------------------------------------------------------ commands
  endConfirm: 'End the game with this Margin? It cannot be undone.',
  endButton: 'End the game',
  stayButton: 'Keep playing',
  stayed: 'The game goes on.',
  ended: (who: string) => `🏁 Game ended by ${who}. \`/abs new\` starts another.`,
  undone: (what: string) => `↩️ Took back ${what}. \`/abs status\` shows the tracker.`,
  logSummary: (n: number) => `Event log of this game: ${n} event${n === 1 ? '' : 's'} (latest last).`,
  notYet: (id: string) => `${id} stays in play.`,
  commands: {
    abs: 'A Billion Suns solo play: the Independent Contractors',
    new: 'Start a solo game in this channel',
    scale: "The game's Scale (Ⓢ)",
    tables: 'How many tables',
    maxRevenue: 'Max revenue for two players (rulebook p46); 45 at Scale 5 if not given',
    campaign: "Part of this channel's solo campaign",
    seed: 'Dice seed, to replay the same game',
    dice: 'Your physical dice, in order (e.g. "5 2"); the rest are rolled',
    contract: 'Contracts',
    contractAdd: 'Add a contract and its objectives (each on a random table)',
    contractName: "The contract's name",
    objectives: 'Its objectives’ names (not a count), comma-separated; Name@2 puts one on table 2',
    cards: 'Cards in its deck (to count Claim Jump discards)',
    contractExhaust: 'A contract is exhausted',
    contractUnexhaust: 'A contract is no longer exhausted',
    contractId: 'The contract (C1, C2…)',
    objective: 'Objectives',
    objectiveAdd: 'Add an objective to a contract',
    objectiveName: "The objective's name",
    objectiveTable: 'Its table number, or random',
    objectiveSet: 'An objective leaves play, is carried or dropped, or changes table',
    objectiveId: 'The objective (O1, O2…)',
    inPlay: 'Whether it is in play',
    carried: 'Whether a ship carries it',
    newTable: 'Its new table',
    jumppoint: 'Jump points',
    jumppointAdd: 'A jump point is placed on a table',
    jumppointRemove: 'A jump point leaves play',
    jumppointTable: 'The table it is on',
    jumppointId: 'The jump point (JP1, JP2…)',
    class: 'Ship classes',
    classSet: "A ship class's Mass (and Thrust)",
    className: "The class's name",
    mass: 'Its Mass (Ⓜ)',
    thrust: 'Its Thrust',
    jumpin: 'One of your battlegroups jumped in: Competitor Activity',
    jumpinClass: 'The class of the battlegroup',
    jumpinMass: "Its class's Mass (needed the first time)",
    jumpinJumppoint: 'The jump point it came in at',
    round: 'Rounds',
    roundNext: 'Start the next round (Competitor Activity at each jump point)',
    tactical: 'Start the Tactical Phase',
    seize: 'CMD tokens you spend on Seize Initiative',
    ic: 'Independent Contractors',
    icActivate: 'Activate the ICs (all not yet activated, or one)',
    icId: 'The IC battlegroup (IC1, IC2…)',
    icDamage: 'Damage tokens given to (+) or discarded by (−) an IC',
    tokens: 'Tokens: positive to give, negative to discard',
    icLost: 'IC ships destroyed',
    ships: 'How many ships',
    icList: 'The tracker: ICs, contracts, jump points',
    scatter: 'Scatter an IC ship that would sit on another (D8)',
    scatterIc: 'The IC it belongs to',
    endphase: 'Start the End Phase (Claim Jump)',
    claim: 'Claim Jump for one contract, or done',
    icMass: 'Combined Mass of IC ships within 3" of its objectives',
    friendlyMass: 'Combined Mass of your ships there',
    done: 'Close Claim Jump for this End Phase',
    credits: 'Credits: a change as it happens, or the total',
    add: 'Credits gained (+) or spent (−)',
    set: 'The new total',
    note: 'What it was for',
    end: 'End the game: Margin and campaign Capital',
    endCredits: 'Final credits (default: the tracked total)',
    campaignGroup: 'The solo campaign',
    campaignStart: 'Start a solo campaign (10 Capital)',
    corp: "Your corporation's name",
    campaignStatus: 'The campaign: Capital, games, spends',
    campaignSpend: 'Spend Capital (competitive advantages, unlocked classes)',
    amount: 'Capital spent',
    spendNote: 'What it bought',
    status: 'The tracker',
    undo: 'Take back the last change (owner or Manage Channels)',
    log: "The game's events, as a list and a file",
  },
  options: {
    unknownSubcommand: 'Use one of the `/abs` subcommands, e.g. `/abs status`.',
    whole: 'give a whole number',
    range: (min: number, max: number) => `give a whole number from ${min} to ${max}`,
    flag: 'use true or false',
    text: (max: number) => `give some text of at most ${max} characters`,
    dice: 'write the dice as numbers in order, e.g. `5 2` (a D3 is 1–3)',
    table: 'give a table number or `random`',
    objectives: 'write them separated by commas, e.g. `Rock A, Rock B`; `Name@2` puts one on table 2',
    badObjectives: (typed: string) => `Bad \`objectives\` (${typed}): write them separated by commas, e.g. \`Rock A, Rock B\`; \`Name@2\` puts one on table 2`,
    /** `objectives:2`: a count where the names go (ruling A51). */
    objectivesCount: (count: string) =>
      `\`objectives:\` takes the objectives’ names, not how many: name each of the ${count}, separated by commas, e.g. \`objectives:Rock A, Rock B\`.`,
    exhaustedLabel: '(exhausted)',
    tableLabel: (table: number) => `(table ${table})`,
    claim: 'give `contract`, `ic_mass` and `friendly_mass`, or `done:true`',
    updateSomething: 'give at least one of `in_play`, `carried`, `table`',
  },

  // ------------------------------------------------------------ undo and log
  describe(e: AbsEvent): string {
    switch (e.t) {
      case 'started':
        return `the new game (Scale ${e.scale}, ${e.tables} tables)`;
      case 'contract-added':
        return `contract ${e.contract.id} ${e.contract.name}`;
      case 'contract-redrawn':
        return `the redraw of ${e.contract}`;
      case 'contract-kept':
        return `keeping ${e.contract}`;
      case 'contract-exhausted':
        return `${e.contract} ${e.exhausted ? 'exhausted' : 'no longer exhausted'}`;
      case 'objective-added':
        return `objective ${e.objective.id} ${e.objective.name}`;
      case 'objective-changed':
        return `the change to ${e.objective}`;
      case 'jumppoint-added':
        return `jump point ${e.jumpPoint.id}`;
      case 'jumppoint-removed':
        return `removing ${e.jumpPoint}`;
      case 'class-set':
        return `class ${e.class.name} (Mass ${e.class.mass})`;
      case 'round-started':
        return `the start of round ${e.round}`;
      case 'ic-deployed':
        return `${e.ic.id}'s arrival (${e.ic.ships} × ${e.ic.ships === 1 ? e.ic.class : PLURAL[e.ic.class]})`;
      case 'tactical-started':
        return 'the start of the Tactical Phase';
      case 'ic-activated':
        return `${e.ic}'s activation`;
      case 'ic-damaged':
        return `${signed(e.tokens)} damage on ${e.ic}`;
      case 'ic-lost':
        return `${e.ships} ship${e.ships === 1 ? '' : 's'} lost by ${e.ic}`;
      case 'scatter-rolled':
        return `the scatter${e.ic ? ` of ${e.ic}` : ''} (${e.direction})`;
      case 'scatter-invalid':
        return `the scatter re-roll (${e.direction ?? 'none left'})`;
      case 'endphase-started':
        return 'the start of the End Phase';
      case 'claim-answered':
        return `Claim Jump on ${e.contract}`;
      case 'claims-done':
        return 'closing Claim Jump';
      case 'credits-changed':
        return `credits ${signed(e.delta)}`;
      case 'ended':
        return `the end of the game (${RESULTS[e.result.result].name})`;
    }
  },
  describeCampaign(e: AbsCampaignEvent): string {
    switch (e.t) {
      case 'campaign-started':
        return `the campaign of ${e.corp}`;
      case 'game-scored':
        return `a game's Capital (+${e.game.capital})`;
      case 'capital-spent':
        return `spending ${e.amount} Capital`;
    }
  },

  // ------------------------------------------------------------ refusals
  refusals: {
    'no-game': () => 'There is no A Billion Suns game in this channel. Start one with `/abs new scale: tables:`.',
    'game-over': () => 'This game is over. Start a new one with `/abs new`.',
    'game-exists': (p) =>
      `This channel already has a game of A Billion Suns going (round ${p.round}). End it with \`/abs end\` first, or use another channel or thread.`,
    'out-of-range': (p) => `\`${p.option}\` must be a whole number from ${p.min} to ${p.max}.`,
    'bad-name': (p) => `Give a ${p.option ?? 'name'} of 1 to ${p.max} characters.`,
    'bad-note': (p) => `Notes are at most ${p.max} characters.`,
    'bad-objectives': () => 'Write the objectives separated by commas, e.g. `Rock A, Rock B`; `Name@2` puts one on table 2.',
    'bad-table': (p) => `There is no table ${p.table}: this game has ${p.tables} (1 to ${p.tables}).`,
    'unknown-contract': (p) => `No contract ${p.contract}.${p.contracts ? ` Contracts: ${p.contracts}.` : ' Add one with `/abs contract add`.'}`,
    'unknown-objective': (p) => `No objective ${p.objective}.${p.objectives ? ` Objectives: ${p.objectives}.` : ''}`,
    'unknown-jumppoint': (p) => `No jump point ${p.jumppoint}.${p.jumppoints ? ` In play: ${p.jumppoints}.` : ' Add one with `/abs jumppoint add table:`.'}`,
    'unknown-ic': (p) => `No IC ${p.ic}.${p.ics ? ` ICs: ${p.ics}.` : ' There is none in play.'}`,
    'jumppoint-out': (p) => `${p.jumppoint} is no longer in play.`,
    'mass-needed': (p) => `I don't know the Mass of ${p.class} yet: add \`mass:\` this once, e.g. \`/abs jumpin class:${p.class} mass:2 jumppoint:JP1\`.`,
    'not-tactical': () => 'ICs activate in the Tactical Phase: start it with `/abs tactical`.',
    'not-end': () => 'Claim Jump is at the start of the End Phase: start it with `/abs endphase`.',
    'ic-activated': (p) => `${p.ic} has already activated this Tactical Phase.`,
    'ic-waits': (p) => `${p.ic} arrived during this Tactical Phase: it first activates next round.`,
    'no-ic-ready': () => 'Every IC has already activated this Tactical Phase (or waits for next round).',
    'contract-exhausted': (p) => `${p.contract} is exhausted: Claim Jump skips it.`,
    'claim-answered': (p) => `${p.contract} has already been checked this End Phase (at most one card a contract). \`/abs undo\` takes an answer back.`,
    'claims-closed': () => 'Claim Jump is over for this End Phase.',
    'max-revenue-needed': (p) => `Enter the max revenue for two players at Scale ${p.scale} (rulebook p46): \`/abs end max_revenue:\`.`,
    'campaign-over': () => 'That campaign is over (fired): start a new one with `/abs campaign start`.',
    'capital-short': (p) => `Only ${p.capital} Capital left: you cannot spend ${p.amount}.`,
    'dice-bad': (p) =>
      `Die ${p.position} of \`dice\` (${p.value}) is not a face of the D${p.sides} it is used for${p.sides === 3 ? ' (a D3 is 1–3: halve a D6, rounding up)' : ''}.`,
    'dice-unused': (p) => `You typed ${p.typed} dice but only ${p.used} were needed. Nothing was rolled: type just the dice in order.`,
    'too-many-lost': (p) => `${p.ic} has only ${p.ships} ship${p.ships === 1 ? '' : 's'}.`,
    'no-scatter': () => 'There is no scatter to re-roll: use `/abs scatter`.',
    'no-redraw': (p) => `No redraw is pending for ${p.contract}.`,
    'nothing-to-change': () => 'That changes nothing.',
    forbidden: (p) => FORBIDDEN[p.action],
    'credits-input': () => 'Give either `add` (a change, e.g. `add:-3 note:requisition`) or `set` (the new total), not both.',
  } satisfies AbsRefusalWords,
};

export type Strings = typeof en;
