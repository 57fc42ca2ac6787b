import type { Catalog } from '../catalog/catalog.ts';
import type { ButtonSpec, Reply } from '../../../core/command.ts';
import type { Card } from '../../../core/message.ts';
import type { Locale } from '../../../core/locale.ts';
import { ARC_AND_SIDE, type ActivateView } from '../play/activation.ts';
import { TALLY_POSITIONS } from '../play/tally.ts';
import type { LayerEvent, MissionLayer } from '../play/mission.ts';
import type { GameState, ShipState } from '../play/state.ts';
import { stringsFor } from '../strings/index.ts';
import { activationPicture } from './activation-picture.ts';
import { approachCard } from './approach-card.ts';
import { answerQuestion, redActionTaken, STRESS_MAX } from './button-ids.ts';
import { objectText, shipTitle } from './game-cards.ts';

/** What an activation card shows besides the game: the dice picture (when the bot draws them) and the registered mission layer's marks. */
export interface ActivationShown {
  readonly pictures: boolean;
  readonly mission?: { readonly rules: Pick<MissionLayer<LayerEvent>, 'activationCard' | 'approachChoice'> };
}

/** The card with the registered mission layer's marks and buttons (a campaign ship's role, its VET reroll); a plain game's as it is. */
function withMission(
  shown: ActivationShown,
  card: Card,
  ship: ShipState,
  locale: Locale,
  state: GameState | undefined,
  gameId: number | null,
): { card: Card; buttons: readonly ButtonSpec[] } {
  return shown.mission?.rules.activationCard(card, ship, state ?? null, locale, gameId) ?? { card, buttons: [] };
}

/** Public: in the game's language. */
/** `gameId`: the stored game, which the card's red action button is bound to (with the round); none: no button. */
export function activationReply(
  shown: ActivationShown,
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
    const picture = shown.pictures ? { picture: activationPicture(t, view.result, view.plan, view.ship.name) } : {};
    // R22/R36: when the table decides whether a red action is taken, one click records its stress.
    // Bound to the game and the round it was shown in (R55), and to the stress it saw: a count bounded as `/ship stress` is.
    const red =
      view.tokens.actionStress === null &&
      view.plan.steps.some((s) => s.options.some((o) => o.red || o.linked?.red)) &&
      gameId != null &&
      state !== undefined &&
      view.tokens.stressAfter < STRESS_MAX;
    const camp = withMission(shown, card, view.ship, locale, state, gameId ?? null);
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
    const known = s.tally ? t.activation.tallyMarkerOn(objectText(t, s.tally)) : s.locks[0] ? t.activation.hasLocked(objectText(t, s.locks[0])) : null;
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
    const choice = state && !p.roll ? shown.mission?.rules.approachChoice(state, s, p.id, locale) : null;
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
    shown,
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
