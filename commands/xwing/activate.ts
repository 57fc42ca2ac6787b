import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import type { Catalog } from '../../src/systems/xwing/catalog/catalog.ts';
import type { XwingContext } from './context.ts';
import type { ButtonSpec, CommandModule, Reply } from '../../src/core/command.ts';
import { actorOf, catalogOf, oneOf, parseOptions, refusalReply, roll, shipChoices, shipName, side, toolsOf, UserError, xwingMoves } from './options.ts';
import { ATTACK_FACES, DEFENSE_FACES } from '../../src/systems/xwing/engine/index.ts';
import { activate, answerPending, ARC_AND_SIDE, TALLY_POSITIONS, type ActivateInput, type ActivateView } from '../../src/systems/xwing/play/play.ts';
import { en } from '../../src/systems/xwing/strings/en.ts';
import type { Locale } from '../../src/core/locale.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import { refuse } from '../../src/systems/xwing/play/refusal.ts';
import { approachCard } from '../../src/systems/xwing/render/approach-card.ts';
import { shipTitle } from '../../src/systems/xwing/render/game-cards.ts';
import { activationPicture } from '../../src/systems/xwing/render/activation-picture.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';
import { withConfirm, withTurnPing } from './turn-reply.ts';
import { answerQuestion, redActionTaken, STRESS_MAX } from '../../src/systems/xwing/render/button-ids.ts';
import type { ShipState } from '../../src/systems/xwing/play/state.ts';
import type { Card } from '../../src/core/message.ts';

/** The card with the registered mission layer's marks and buttons (a campaign ship's role, its VET reroll); a plain game's as it is. */
function withMission(
  ctx: XwingContext,
  card: Card,
  ship: ShipState,
  locale: Locale,
  state: GameState | undefined,
  gameId: number | null,
): { card: Card; buttons: readonly ButtonSpec[] } {
  return ctx.mission?.rules.activationCard(card, ship, state ?? null, locale, gameId) ?? { card, buttons: [] };
}

const options = z.object({
  ship: shipName,
  // "arc": the arc its tally is in (one word for one thing; "tally" is the ship). `tally` is the old name, still read.
  arc: z.enum(TALLY_POSITIONS, oneOf(TALLY_POSITIONS)).optional(),
  tally: z.enum(TALLY_POSITIONS, oneOf(TALLY_POSITIONS)).optional(),
  obstacle: side.optional(),
  roll: roll.optional(),
  // The physical dice as two choices (phones), or `roll` typed as "evade hit".
  defense: z.enum(DEFENSE_FACES, oneOf(DEFENSE_FACES)).optional(),
  attack: z.enum(ATTACK_FACES, oneOf(ATTACK_FACES)).optional(),
});

/** Public: in the game's language. */
/** `gameId`: the stored game, which the card's red action button is bound to (with the round); none: no button. */
export function activationReply(
  ctx: XwingContext,
  catalog: Catalog,
  view: ActivateView,
  update: boolean,
  locale: Locale,
  state?: GameState,
  gameId?: number | null,
): Reply {
  const t = stringsFor(locale);
  if (view.kind === 'resolved') {
    const card = approachCard(t, `${view.ship.name} — ${shipTitle(catalog, view.ship)}`, view.result, view.plan, {
      ship: view.ship.name,
      changes: view.tokens,
    });
    const picture = ctx.pictures ? { picture: activationPicture(t, view.result, view.plan, view.ship.name) } : {};
    // R22/R36: when the table decides whether a red action is taken, one click records its stress.
    // Bound to the game and the round it was shown in (R55), and to the stress it saw: a count bounded as `/ship stress` is.
    const red =
      view.tokens.actionStress === null &&
      view.plan.steps.some((s) => s.options.some((o) => o.red || o.linked?.red)) &&
      gameId != null &&
      state !== undefined &&
      view.tokens.stressAfter < STRESS_MAX;
    const camp = withMission(ctx, card, view.ship, locale, state, gameId ?? null);
    const row: ButtonSpec[] = [
      ...(red
        ? [
            {
              id: redActionTaken.encode({ game: gameId ?? 0, round: state?.round ?? 0, stress: view.tokens.stressAfter, ship: view.ship.name }),
              label: t.activation.redActionButton,
              style: 'secondary' as const,
            },
          ]
        : []),
      ...camp.buttons,
    ];
    const buttons = row.length ? [row] : [];
    return { cards: [{ ...camp.card, ...picture }], update, ...(update || row.length ? { buttons } : {}) };
  }
  const p = view.pending;
  const dice = p.roll ? `🟢 ${t.defenseFace(p.roll.defense)}  🔴 ${t.attackFace(p.roll.attack)}` : t.activation.rollLater;
  const id = (field: string, value: string) => answerQuestion.encode({ pending: p.id, field, value, ship: view.ship.name });
  let question: string;
  let buttons: ButtonSpec[][];
  if (view.needs === 'arc') {
    // The tally in the seed's order: its tally marker first (v0.2), then the object it has locked.
    const s = view.ship;
    const known = s.tally ? t.activation.tallyMarkerOn(t.object(s.tally)) : s.locks[0] ? t.activation.hasLocked(t.object(s.locks[0])) : null;
    question = known ? t.activation.whereKnown(s.name, known) : t.activation.whereUnknown(s.name);
    if (p.obstacleSide) {
      const all = TALLY_POSITIONS.map((arc) => ({ id: id('arc', arc), label: t.activation.arc(arc), style: 'primary' as const }));
      buttons = [all.slice(0, 4), all.slice(4)];
    } else {
      // R56: both questions on one card, so an activation is two taps: the arc and the nearest obstacle's side together.
      const all = TALLY_POSITIONS.flatMap((arc) =>
        (['left', 'right'] as const).map((side) => ({
          id: id('arc', `${arc}${ARC_AND_SIDE}${side}`),
          label: t.activation.arcAndObstacle(t.activation.arc(arc), side),
          style: 'primary' as const,
        })),
      );
      buttons = [all.slice(0, 4), all.slice(4, 8), all.slice(8, 12), all.slice(12)];
      question = `${question}\n${t.activation.bothQuestions}`;
    }
    // A choice the mission layer offers before the dice (a jump instead of the roll); answering the arc means no.
    const choice = state && !p.roll ? ctx.mission?.rules.approachChoice(state, s, p.id, locale) : null;
    if (choice) {
      question = `${choice.question}\n${question}`;
      buttons.push([choice.button]);
    }
  } else {
    question = view.needs === 'tally' ? t.activation.tallySide(view.ship.name) : t.activation.obstacleSide(view.ship.name);
    buttons = [
      [
        { id: id(view.needs, 'left'), label: t.activation.left, style: 'primary' },
        { id: id(view.needs, 'right'), label: t.activation.right, style: 'primary' },
      ],
    ];
  }
  const asked = withMission(
    ctx,
    {
      title: `${view.ship.name} — ${shipTitle(catalog, view.ship)}`,
      description: `${dice}\n${question}`,
      colour: 0x64748b,
      fields: [],
      footer: p.roll ? t.activation.diceKept : t.activation.answerRolls,
    },
    view.ship,
    locale,
    state,
    gameId ?? null,
  );
  return { update, cards: [asked.card], buttons };
}

const command: CommandModule<XwingContext> = {
  definition: {
    name: 'activate',
    description: 'Fly a solo ship: roll, read its approach chart, get its maneuver, action and attitude',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'ship', description: 'The solo ship, e.g. TIE-1', required: true, autocomplete: true, max_length: 40 },
      {
        type: ApplicationCommandOptionType.String,
        name: 'arc',
        description: 'The arc its tally is in (and which half)',
        choices: TALLY_POSITIONS.map((arc) => ({ name: en.activation.arc(arc), value: arc })),
      },
      {
        type: ApplicationCommandOptionType.String,
        name: 'obstacle',
        description: 'Which side its nearest obstacle is on',
        choices: [
          { name: 'Left', value: 'left' },
          { name: 'Right', value: 'right' },
        ],
      },
      {
        type: ApplicationCommandOptionType.String,
        name: 'defense',
        description: 'You rolled the dice: the defense die',
        choices: DEFENSE_FACES.map((f) => ({ name: en.defenseFace(f), value: f })),
      },
      {
        type: ApplicationCommandOptionType.String,
        name: 'attack',
        description: 'You rolled the dice: the attack die',
        choices: ATTACK_FACES.map((f) => ({ name: en.attackFace(f), value: f })),
      },
      { type: ApplicationCommandOptionType.String, name: 'roll', description: 'Or both dice typed: defense then attack, e.g. "evade hit"', max_length: 20 },
    ],
  },
  async run(ctx, inv) {
    const { ship, obstacle, roll, defense, attack, arc, tally: oldArc } = parseOptions(options, inv);
    if ((defense === undefined) !== (attack === undefined)) throw new UserError(stringsFor(inv.locale).replies.giveBothDice);
    // One literal: the rules read it at sites that a spread's varying shapes make slow (see play/codec.ts).
    const o: ActivateInput = { ship, tally: arc ?? oldArc, obstacle, roll: defense && attack ? { defense, attack } : roll };
    return xwingMoves.run(
      ctx.games,
      inv,
      (c) => activate(c.state, o, toolsOf(ctx, c), actorOf(inv)),
      (r) => withTurnPing(activationReply(ctx, catalogOf(ctx, r), r.view, false, r.locale, r.state, r.gameId), r.before, r.state, inv.user.id, r.locale),
      { refused: withConfirm },
    );
  },
  autocomplete(ctx, inv) {
    return shipChoices(ctx, inv, (s) => s.side === 'solo' && s.status === 'active');
  },
  buttons: {
    routes: answerQuestion.routes,
    async run(ctx, inv) {
      const a = answerQuestion.decode(inv.customId ?? '');
      const field = a?.field;
      if (!a || (field !== 'arc' && field !== 'tally' && field !== 'obstacle'))
        return refusalReply(refuse('stale-button', a?.ship ? { ship: a.ship } : { subject: 'game' }), inv);
      return xwingMoves.run(
        ctx.games,
        inv,
        (c) => answerPending(c.state, { ship: a.ship, pendingId: a.pending, field, value: a.value }, toolsOf(ctx, c)),
        // A completed card hands the turn on: the next player is pinged (a new message; an edit pings nobody).
        (r) => withTurnPing(activationReply(ctx, catalogOf(ctx, r), r.view, true, r.locale, r.state, r.gameId), r.before, r.state, inv.user.id, r.locale),
      );
    },
  },
};

export default command;
