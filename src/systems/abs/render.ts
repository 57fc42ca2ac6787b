import { userText } from '../../core/escape.ts';
import type { ButtonSpec } from '../../core/command.ts';
import type { Card, CardField } from '../../core/message.ts';
import type { AbsCampaignState } from './campaign.ts';
import { buttonId } from './buttons.ts';
import type {
  ActivationView,
  ArrivalView,
  ClaimJumpView,
  ContractChangeView,
  ContractView,
  CreditsView,
  IcChangeView,
  JumpInView,
  JumpPointView,
  MarginView,
  ObjectiveView,
  RoundView,
  ScatterView,
  TacticalView,
  ClassView,
} from './decisions.ts';
import { activityRow } from './rules/activity.ts';
import { byIdNumber } from './rules/choice.ts';
import { objectiveSpacing, defaultMaxRevenue } from './rules/setup.ts';
import { pendingClaims, readyIcs, type AbsState, type Ic } from './state.ts';
import type { Strings } from './strings/en.ts';

// The cards the reference describes (IC arrival, IC activation, Claim Jump, Margin,
// tracker), short enough to read on a phone. Words come from the strings table.

export interface AbsReply {
  readonly cards: readonly Card[];
  readonly buttons?: readonly (readonly ButtonSpec[])[];
}

const COLOURS = { neutral: 0x64748b, ic: 0xdc2626, activation: 0xea580c, claim: 0x7c3aed, margin: 0x0891b2, fired: 0x111827, campaign: 0x16a34a } as const;

/** Discord shows at most 10 cards a message and 5 rows of 5 buttons. */
const MAX_CARDS = 10;

// ---------------------------------------------------------------- buttons

function rows(buttons: readonly ButtonSpec[]): ButtonSpec[][] {
  const out: ButtonSpec[][] = [];
  for (let i = 0; i < buttons.length && out.length < 5; i += 5) out.push(buttons.slice(i, i + 5));
  return out;
}

// ---------------------------------------------------------------- helpers

function objectiveLabel(state: AbsState, id: string): string {
  const o = state.objectives.find((x) => x.id === id);
  return o ? `${id} ${userText(o.name)}` : id;
}

const field = (name: string, value: string, inline = false): CardField => (inline ? { name, value, inline } : { name, value });

// ---------------------------------------------------------------- set-up

export function newGameCard(t: Strings, state: AbsState, corp: string | null = null): Card {
  const max = state.maxRevenue ?? defaultMaxRevenue(state.scale);
  const source = state.maxRevenue !== null ? 'typed' : max !== null ? 'example' : null;
  return {
    title: t.newGameTitle,
    description: t.newGameDescription(state.scale, state.tables),
    colour: COLOURS.neutral,
    fields: [
      field(t.spacingName, t.spacing(objectiveSpacing(state.scale))),
      field(t.maxRevenueName, t.maxRevenue(max, source, state.scale)),
      field(t.revenueName, t.revenueRule),
      ...(corp ? [field(t.campaignName, t.campaignAttached(userText(corp)))] : []),
    ],
    footer: t.newGameNext,
  };
}

export function contractReply(t: Strings, view: ContractView, state: AbsState, game: number): AbsReply {
  const { contract } = view;
  const fields = [
    field(
      t.objectivesName,
      view.objectives
        .map((p) => t.objectiveLine(p.objective.id, userText(p.objective.name), p.objective.table, p.roll, p.roll === null && state.tables > 1))
        .join('\n') || t.noObjectives,
    ),
    field(t.spacingName, t.spacing(objectiveSpacing(state.scale))),
  ];
  if (contract.redraw) fields.push(field(t.redrawName, t.redrawText));
  const card: Card = {
    title: t.contractTitle(contract.id, userText(contract.name)),
    description: t.contractCards(contract.cards),
    colour: COLOURS.neutral,
    fields,
  };
  if (!contract.redraw) return { cards: [card] };
  return {
    cards: [card],
    buttons: [
      [
        { id: buttonId({ game, kind: 'redraw', contract: contract.id }), label: t.redrawButton, style: 'primary' },
        { id: buttonId({ game, kind: 'keep', contract: contract.id }), label: t.keepButton, style: 'secondary' },
      ],
    ],
  };
}

export function contractChangeCard(t: Strings, view: ContractChangeView): Card {
  return {
    title: t.contractTitle(view.contract.id, userText(view.contract.name)),
    description: t.contractChange(view.contract.id, userText(view.contract.name), view.change),
    colour: COLOURS.neutral,
    fields: [],
  };
}

export function objectiveCard(t: Strings, view: ObjectiveView): Card {
  const o = view.objective;
  return {
    title: t.objectiveTitle(o.id, userText(o.name)),
    description: [t.objectiveState(o.contract, o.table, o.inPlay, o.carried), view.roll ? t.die(view.roll) : null].filter(Boolean).join('\n'),
    colour: COLOURS.neutral,
    fields: [],
  };
}

export function jumpPointCard(t: Strings, view: JumpPointView): Card {
  const jp = view.jumpPoint;
  const lines = view.change === 'added' ? [view.anywhere ? t.jumpPointAnywhere : null, t.jumpPointRolls] : [];
  return { title: t.jumpPointTitle(jp.id, jp.table, view.change), description: lines.filter(Boolean).join('\n'), colour: COLOURS.neutral, fields: [] };
}

export function classCard(t: Strings, view: ClassView): Card {
  const c = view.class;
  const was = view.previous ? ` (${t.classWas(view.previous.mass, view.previous.thrust)})` : '';
  return { title: t.classTitle(userText(c.name)), description: `${t.classLine(c.mass, c.thrust)}${was}`, colour: COLOURS.neutral, fields: [] };
}

// ---------------------------------------------------------------- arrivals

function rollText(t: Strings, ic: Ic): string {
  const r = ic.roll;
  const row = activityRow(r.total);
  return t.roll(r.d6, ic.trigger.kind, r.modifier, r.total, t.rowRange(row.from, row.to), t.rowSize(row.size, row.class), r.d3);
}

export function arrivalCard(t: Strings, a: ArrivalView, state: AbsState): Card {
  const { ic, placement } = a;
  const choice = ic.objective;
  const anchor = placement.anchor.kind === 'objective' ? objectiveLabel(state, placement.anchor.id) : placement.anchor.id;
  const objective = choice.chosen
    ? t.chosen(choice.chosen, userText(state.objectives.find((o) => o.id === choice.chosen)?.name ?? ''), choice.roll, choice.candidates)
    : t.noDeployObjective(ic.table, ic.trigger.jumpPoint);
  return {
    title: t.arrivalTitle(ic.id, ic.ships, ic.class),
    description: t.arrivalWhere(ic.table, t.trigger(ic.trigger)),
    colour: COLOURS.ic,
    fields: [
      field(t.rollName, rollText(t, ic)),
      field(t.objectiveName, objective),
      field(t.placementName, t.placement(anchor, placement.playerShipCertain, ic.table)),
      ...(ic.waits ? [field('⏳', t.waits)] : []),
    ],
    footer: t.gravityWells,
  };
}

function arrivalLine(t: Strings, a: ArrivalView, state: AbsState): string {
  const anchor = a.placement.anchor.kind === 'objective' ? objectiveLabel(state, a.placement.anchor.id) : a.placement.anchor.id;
  return `${rollText(t, a.ic)}\n→ ${anchor}`;
}

function scatterButtons(t: Strings, arrivals: readonly ArrivalView[], game: number): ButtonSpec[][] {
  return rows(arrivals.map((a) => ({ id: buttonId({ game, kind: 'scatter', ic: a.ic.id }), label: t.scatterButton(a.ic.id), style: 'secondary' as const })));
}

export function jumpInReply(t: Strings, view: JumpInView, state: AbsState, game: number): AbsReply {
  const cards = [arrivalCard(t, view.arrival, state)];
  if (view.classChange) cards.push(classCard(t, view.classChange));
  return { cards, buttons: scatterButtons(t, [view.arrival], game) };
}

export function roundReply(t: Strings, view: RoundView, state: AbsState, game: number): AbsReply {
  const n = view.arrivals.length;
  const compact = n + 1 > MAX_CARDS;
  const head: Card = {
    title: t.roundTitle(view.round),
    description: n === 0 ? t.noActivity : t.activity(n, view.round),
    colour: COLOURS.neutral,
    fields: compact ? view.arrivals.map((a) => field(t.arrivalTitle(a.ic.id, a.ic.ships, a.ic.class), arrivalLine(t, a, state))) : [],
    ...(n > 0 ? { footer: t.gravityWells } : {}),
  };
  const cards = compact ? [head] : [head, ...view.arrivals.map((a) => arrivalCard(t, a, state))];
  return n === 0 ? { cards } : { cards, buttons: scatterButtons(t, view.arrivals, game) };
}

// ---------------------------------------------------------------- Tactical Phase

export function tacticalCard(t: Strings, view: TacticalView, state: AbsState): Card {
  return {
    title: t.tacticalTitle(state.round),
    colour: COLOURS.activation,
    fields: [
      field(t.seizeName, t.seize(view.seize)),
      field(t.activateName, [t.activate(view.ready), view.waiting.length ? t.waiting(view.waiting) : null].filter(Boolean).join('\n')),
      field(t.remainingName, t.remaining),
    ],
  };
}

function activationSteps(t: Strings, a: ActivationView['activations'][number], state: AbsState, full: boolean): CardField[] {
  const { ic, outcome } = a;
  const chosen = outcome.choice.chosen;
  const anchor = chosen ? objectiveLabel(state, chosen) : null;
  const before = outcome.damage + outcome.discarded;
  const steps: CardField[] = [
    field(
      t.stepName(1),
      chosen
        ? t.step1(t.chosen(chosen, userText(state.objectives.find((o) => o.id === chosen)?.name ?? ''), outcome.choice.roll, outcome.choice.candidates))
        : t.step1None(ic.table),
    ),
  ];
  if (anchor) steps.push(field(t.stepName(2), t.step2(ic.id, anchor, outcome.move)));
  // A33: with no player battlegroup on the table, face the objective (as A13), or keep facing.
  steps.push(field(t.stepName(3), t.step3(ic.table, anchor)));
  steps.push(field(t.stepName(4), t.step4(outcome.d3, before, outcome.damage)));
  if (full) steps.push(field(t.stepName(5), t.step5), field(t.stepName(6), t.step6));
  return steps;
}

function activationFooter(t: Strings, view: ActivationView, state: AbsState): string {
  if (view.remaining) return `${t.allActivated} ${t.remainingName}: ${t.remaining}`;
  return t.stillToActivate(
    readyIcs(state)
      .map((i) => i.id)
      .sort(byIdNumber),
  );
}

/**
 * One IC: its six steps on one card. Several: steps 1–4 per IC, with steps 5–6 and the
 * reminders once, so a whole Tactical Phase fits one message.
 */
export function activationReply(t: Strings, view: ActivationView, state: AbsState): AbsReply {
  const reminders = [t.easyTarget, t.coherence].join('\n');
  const [only] = view.activations;
  if (view.activations.length === 1 && only) {
    return {
      cards: [
        {
          title: t.activationTitle(only.ic.id, only.ic.ships, only.ic.class, only.ic.table),
          colour: COLOURS.activation,
          fields: [...activationSteps(t, only, state, true), field('⚠️', reminders)],
          footer: activationFooter(t, view, state),
        },
      ],
    };
  }
  const cards: Card[] = [];
  for (const a of view.activations) {
    const title = t.activationTitle(a.ic.id, a.ic.ships, a.ic.class, a.ic.table);
    const steps = activationSteps(t, a, state, false);
    cards.push({ title, colour: COLOURS.activation, fields: steps });
  }
  const common: Card = {
    title: t.activationsSummary(view.activations.map((a) => a.ic.id)),
    colour: COLOURS.activation,
    fields: [field(t.stepName(5), t.step5), field(t.stepName(6), t.step6), field('⚠️', reminders)],
    footer: activationFooter(t, view, state),
  };
  if (cards.length + 1 <= MAX_CARDS) return { cards: [...cards, common] };
  // More ICs than cards: one field each, steps joined.
  const merged = view.activations.map((a) =>
    field(
      t.activationTitle(a.ic.id, a.ic.ships, a.ic.class, a.ic.table),
      activationSteps(t, a, state, false)
        .map((f) => `${f.name}: ${f.value}`)
        .join('\n'),
    ),
  );
  return { cards: [{ ...common, fields: [...merged, ...common.fields] }] };
}

export function icChangeCard(t: Strings, view: IcChangeView): Card {
  const description = t.icChange(view.id, view.change, view.amount, view.ic?.damage ?? null, view.ic?.ships ?? null);
  return { title: view.id, description, colour: COLOURS.ic, fields: [] };
}

export function scatterReply(t: Strings, view: ScatterView, game: number): AbsReply {
  const sc = view.scatter;
  const invalid = sc.invalid;
  const card: Card = {
    title: t.scatterTitle(sc.ic, sc.direction),
    description: sc.direction ? t.scatterHow : t.scatterAllInvalid,
    colour: COLOURS.ic,
    fields: [field(t.rollsName, t.scatterRolls(view.rolls, invalid)), field('⚠️', t.coherence)],
    ...(sc.direction ? { footer: t.scatterInvalidHelp } : {}),
  };
  if (!sc.direction) return { cards: [card] };
  return { cards: [card], buttons: [[{ id: buttonId({ game, kind: 'invalid', scatter: sc.id }), label: t.scatterInvalidButton, style: 'danger' }]] };
}

// ---------------------------------------------------------------- End Phase

/** Claim Jump: one line per non-exhausted contract, with its answer once given (A24). */
export function claimReply(t: Strings, view: ClaimJumpView, state: AbsState, game: number): AbsReply {
  const fields: CardField[] = [];
  for (const c of state.contracts) {
    const answer = state.claims.find((a) => a.contract === c.id);
    if (c.exhausted && !answer) continue;
    let value: string;
    if (answer) value = t.claimResult(answer.icMass, answer.friendlyMass, answer.discarded, c.cards);
    else if (state.claimsDone) value = t.claimUnanswered;
    else {
      const objectives = state.objectives.filter((o) => o.contract === c.id && o.inPlay);
      const tables = new Set(objectives.map((o) => o.table));
      const ics = state.ics.filter((i) => tables.has(i.table)).map((i) => i.id);
      value = `${t.claimAsk(c.id)}\n${t.claimReminder(objectives.map((o) => t.objectiveShort(o.id, userText(o.name), o.table, o.inPlay, o.carried)).join(', ') || t.none, ics.join(', '))}`;
    }
    fields.push(field(`${c.id} ${userText(c.name)}`, value));
  }
  if (fields.length === 0) fields.push(field(t.contractsName, t.claimNone));
  const done = view.done || state.claimsDone || pendingClaims(state).length === 0;
  if (done) fields.push(field(t.revenueName, t.revenue));
  const card: Card = {
    title: t.claimTitle(state.round),
    description: t.claimRule,
    colour: COLOURS.claim,
    fields,
    ...(done ? {} : { footer: t.claimDoneHint }),
  };
  const ask = view.answered?.outcome.askExhausted ? view.answered.contract : null;
  if (!ask) return { cards: [card] };
  return {
    cards: [{ ...card, fields: [...fields, field('❓', t.askExhausted(ask.id))] }],
    buttons: [
      [
        { id: buttonId({ game, kind: 'exhaust', contract: ask.id }), label: t.exhaustButton(ask.id), style: 'primary' },
        { id: buttonId({ game, kind: 'notyet', contract: ask.id }), label: t.notYetButton, style: 'secondary' },
      ],
    ],
  };
}

export function creditsCard(t: Strings, view: CreditsView): Card {
  return {
    title: t.creditsName,
    description: t.creditsLine(view.delta, view.note === null ? null : userText(view.note), view.total),
    colour: COLOURS.neutral,
    fields: [],
  };
}

export function marginCard(t: Strings, view: MarginView): Card {
  const r = view.result;
  const fields = [
    field(t.creditsName, String(r.credits), true),
    field(t.maxRevenueName, t.maxRevenue(r.maxRevenue, r.source, r.scale), true),
    field(t.marginName, t.margin(r.credits, r.maxRevenue, r.tenths)),
    field(t.resultName, t.result(r.result)),
    field(t.capitalName, t.capital(r.result, r.capital)),
  ];
  if (r.resoundingPays !== null) fields.push(field('ℹ️', t.a27(r.capital, r.resoundingPays)));
  if (view.campaign) {
    const { before, after } = view.campaign;
    fields.push(field(t.campaignName, t.campaignTotal(userText(after.corp), before.capital, after.capital, after.status === 'over')));
  } else if (view.campaignMissing) fields.push(field(t.campaignName, t.campaignMissing));
  return { title: t.marginTitle, colour: r.result === 'fired' ? COLOURS.fired : COLOURS.margin, fields };
}

// ---------------------------------------------------------------- tracker and campaign

export function trackerCard(t: Strings, state: AbsState): Card {
  const contracts = state.contracts.map((c) => {
    const objectives = state.objectives.filter((o) => o.contract === c.id).map((o) => t.objectiveShort(o.id, userText(o.name), o.table, o.inPlay, o.carried));
    return `${t.contractLine(c.id, userText(c.name), c.exhausted, c.cards)}${objectives.length ? `\n  ${objectives.join(', ')}` : ''}`;
  });
  const jumpPoints = state.jumpPoints.filter((j) => j.inPlay).map((j) => t.jumpPointShort(j.id, j.table));
  const ics = [...state.ics].sort((a, b) => byIdNumber(a.id, b.id)).map((i) => t.icLine(i.id, i.ships, i.class, i.table, i.damage, i.activated, i.waits));
  const fields = [
    field(t.contractsName, contracts.join('\n') || t.none),
    field(t.jumpPointsName, jumpPoints.join(', ') || t.none),
    field(t.icsName, ics.join('\n') || t.none),
  ];
  if (state.classes.length) fields.push(field(t.classesName, state.classes.map((c) => t.classShort(userText(c.name), c.mass, c.thrust)).join(', ')));
  if (state.result) fields.push(field(t.resultName, t.resultLine(state.result.result, state.result.tenths)));
  return {
    title: t.trackerTitle(state.round, state.phase),
    description: t.trackerLine(state.scale, state.tables, state.credits),
    colour: COLOURS.neutral,
    fields,
  };
}

export function campaignCard(t: Strings, c: AbsCampaignState): Card {
  const fields = [
    field(t.campaignGames, c.games.map((g, i) => t.campaignGame(i + 1, g.scale, g.credits, g.maxRevenue, g.tenths, g.result, g.capital)).join('\n') || t.none),
  ];
  if (c.spends.length)
    fields.push(field(t.campaignSpends, c.spends.map((s) => t.campaignSpend(s.amount, s.note === null ? null : userText(s.note))).join('\n')));
  return {
    title: t.campaignTitle(userText(c.corp)),
    description: `${t.campaignStatus(c.capital, c.status === 'over')}\n${t.campaignStarted}`,
    colour: c.status === 'over' ? COLOURS.fired : COLOURS.campaign,
    fields,
  };
}
