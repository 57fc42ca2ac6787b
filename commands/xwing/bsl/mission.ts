import { option } from '../../../src/core/command-options.ts';
import { jumpInstead as jumpButton, vetRerollUsed, vetRerollUsedV1 } from '../../../src/systems/xwing/render/button-ids.ts';
import { z } from 'zod';
import type { Invocation, Reply } from '../../../src/core/command.ts';
import { carrierName, jumpInstead, placeTrackingToken, scanMarker, strike, useVetReroll } from '../../../src/systems/xwing/bsl/mission/in-game.ts';
import { bslSystem } from '../../../src/systems/xwing/bsl/system.ts';
import { withTurnPing } from '../turn-reply.ts';
import { campaignPlayStrings } from '../../../src/systems/xwing/bsl/mission/campaign-play.ts';
import { refuse } from '../../../src/systems/xwing/play/refusal.ts';
import { move, type CampaignContext } from './context.ts';
import { actorOf, flag, missionCampaign, parseOptions, say, shipChoices, shipName, layerWords } from '../options.ts';
import { moves } from '../../../src/core/moves.ts';
import { listWords } from './campaign-options.ts';
import { bslMission } from '../../../src/systems/xwing/bsl/mission/rules.ts';
import { leaveLines } from '../../../src/systems/xwing/bsl/mission/leave-reply.ts';

// `/mission`: the reports players owe during a Big Shed League mission game (big-shed-league.md
// §5.4) that have no `/ship` command: scan, mine, turbolaser, hyperdrive, reroll, and the VET
// reroll button. The reference names them `/campaign …`, but /campaign already has Discord's
// 25 subcommands (ruling C64). Each changes the channel's game (its log, its seeded dice), not
// the campaign: `/campaign result` reads what the game recorded.

/** The mission game's moves: the mission layer's refusals first, then X-Wing's; replies in the mission's words, in the game's language. */
const missionRunner = moves({ ...layerWords(bslMission), strings: campaignPlayStrings });

const shipsList = z
  .string({ error: say('ships') })
  .trim()
  .max(200)
  .transform(listWords);

async function scan(ctx: CampaignContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(
    z.object({
      ship: shipName,
      marker: z.coerce
        .number({ error: say('marker') })
        .int(say('marker'))
        .min(1, say('marker'))
        .max(5, say('marker')),
    }),
    inv,
  );
  return missionRunner.run(
    ctx.games,
    inv,
    (c) => scanMarker(c.state, actorOf(inv), o),
    (r, t) => {
      const v = r.view;
      const lines = [t.scanned(v.ship.name, v.marker, v.left)];
      if (v.third && r.state.campaign?.active === 'player') lines.push(t.thirdScan);
      if (v.follow.withdrawing) lines.push(t.withdrawing(v.follow.withdrawing.ships, v.follow.withdrawing.edge));
      return { content: lines.join('\n') };
    },
  );
}

function strikeHandler(kind: 'mine' | 'turbolaser') {
  return async (ctx: CampaignContext, inv: Invocation): Promise<Reply> => {
    const o = parseOptions(z.object({ ships: shipsList }), inv);
    // The game's campaign says which assets are in play this game (C87).
    return missionRunner.runWithCampaign(
      ctx.games,
      bslSystem,
      inv,
      (c) => strike(c.state, kind, o.ships, missionCampaign(c)?.pending?.effects ?? null),
      (r, t) => {
        const lines = r.view.rolls.map((x) => t.rolls(x.ship, x.faces, x.hits, x.crits, kind === 'mine'));
        return { content: kind === 'mine' ? t.mine(lines) : t.turbolaser(lines) };
      },
    );
  };
}

async function hyperdrive(ctx: CampaignContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(z.object({ ship: shipName, mines: z.coerce.number().int().min(0).max(10).default(0), lost: flag.default(false) }), inv);
  return missionRunner.run(
    ctx.games,
    inv,
    (c) => placeTrackingToken(c.state, actorOf(inv), o),
    (r, t) => ({ content: o.lost ? t.trackingCleared(r.view.ship.name, r.view.needed) : t.tracking(r.view.ship.name, r.view.tokens, r.view.needed) }),
  );
}

/** `/mission reroll`, and the "VET reroll used" button on a VET or ELITE ship's activation card (§5.4, C6). */
/** `pressed`: the card's button, bound to its game and round (R55): a press from another game or a later round is stale. */
async function reroll(ctx: CampaignContext, inv: Invocation, name: string, pressed?: { readonly game: number; readonly round: number }): Promise<Reply> {
  const stale = refuse('stale-button', { ship: name });
  return missionRunner.run(
    ctx.games,
    inv,
    (c) => (pressed && c.state?.round !== pressed.round ? stale : useVetReroll(c.state, actorOf(inv), name)),
    (r, t) => ({ content: t.vetReroll(r.view.ship.name) }),
    pressed ? { pressedIn: pressed.game, stale } : undefined,
  );
}

/** The "Jump" button on the approach question of a ship that may jump (§5.3, C69). */
async function jump(ctx: CampaignContext, inv: Invocation, pendingId: number, name: string): Promise<Reply> {
  return missionRunner.runWithCampaign(
    ctx.games,
    bslSystem,
    inv,
    (x) => jumpInstead(x.state, actorOf(inv), { ship: name, pendingId }, carrierName(missionCampaign(x))),
    (r, t) => withTurnPing({ content: leaveLines(t, r.view).join('\n'), update: true, buttons: [] }, r.before, r.state, inv.user.id, r.locale),
  );
}

async function button(ctx: CampaignContext, inv: Invocation): Promise<Reply> {
  const id = inv.customId ?? '';
  const jumping = jumpButton.decode(id);
  if (jumping) return jump(ctx, inv, jumping.pending, jumping.ship);
  const rerolled = vetRerollUsed.decode(id);
  if (rerolled) return reroll(ctx, inv, rerolled.ship, rerolled);
  // The release before's button is bound to no game (R55): it could use the reroll of a ship of the same name in a later game.
  const old = vetRerollUsedV1.decode(id);
  return missionRunner.refusal(refuse('stale-button', old ? { ship: old.ship } : { subject: 'game' }), inv);
}

const shipOption = option.text('ship', { required: true, autocomplete: true, max_length: 40 });
const shipsOption = option.text('ships', { required: true, max_length: 200 });
const suggest = (ctx: CampaignContext, inv: Invocation) => shipChoices(ctx, inv, (s) => s.status === 'active');

export const missionMoves = [
  move({ path: 'mission scan', options: [shipOption, option.int('marker', { required: true, min_value: 1, max_value: 5 })], run: scan, autocomplete: suggest }),
  move({ path: 'mission mine', options: [shipsOption], run: strikeHandler('mine') }),
  move({ path: 'mission turbolaser', options: [shipsOption], run: strikeHandler('turbolaser') }),
  move({
    path: 'mission hyperdrive',
    options: [shipOption, option.int('mines', { min_value: 0, max_value: 10 }), option.flag('lost')],
    run: hyperdrive,
    autocomplete: suggest,
  }),
  move({
    path: 'mission reroll',
    options: [shipOption],
    parse: z.object({ ship: shipName }),
    run: (ctx, inv, o) => reroll(ctx, inv, o.ship),
    autocomplete: suggest,
  }),
  /** The approach question's Jump button and the activation card's VET reroll button. */
  move({ path: 'mission', buttons: { routes: [...new Set([...jumpButton.routes, ...vetRerollUsed.routes, ...vetRerollUsedV1.routes])], run: button } }),
];
