import { z } from 'zod';
import { FACTION_IDS } from '../../src/systems/xwing/catalog/schema.ts';
import { isAttackFace, isDefenseFace, type ApproachRoll } from '../../src/systems/xwing/engine/index.ts';
import type { Actor, Tools } from '../../src/systems/xwing/play/play.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import { LANGUAGE_NAMES, type Locale } from '../../src/core/locale.ts';
import type { EditionPin } from '../../src/systems/xwing/catalog/schema.ts';
import { englishName } from '../../src/systems/xwing/catalog/catalog.ts';
import type { Choice, Invocation } from '../../src/core/command.ts';
import { moves } from '../../src/core/moves.ts';
import { campaignPlayStrings } from '../../src/systems/xwing/strings/campaign-play.ts';
import type { XwingContext } from './context.ts';

export { UserError, whereOf } from '../../src/core/options.ts';

/** X-Wing's moves: options and refusals in X-Wing's words (the core's for the codes it shares). */
export const xwingMoves = moves({
  refusal: (r, locale) => stringsFor(locale).refusal(r.code, r.params),
  option: (m, locale) => stringsFor(locale).optionMessage(m),
});
export const parseOptions = xwingMoves.parse;
export const refusalReply = xwingMoves.refusal;

/** A campaign mission game's moves: its own refusals first, then X-Wing's. */
export const missionMoves = moves({
  refusal: (r, locale) => campaignPlayStrings(locale).refusal(r.code, r.params) ?? stringsFor(locale).refusal(r.code, r.params),
  option: (m, locale) => stringsFor(locale).optionMessage(m),
});
export const playRefusalReply = missionMoves.refusal;

export const actorOf = (inv: Invocation): Actor => ({ userId: inv.user.id, userName: inv.user.name, canManage: inv.canManage });

/** What the play functions need besides the state: the game's catalogue (its edition, in its language) and where the log stands. */
export function toolsOf(ctx: XwingContext, c: { nextSeq: number; game: { id: number; locale: Locale } | null; state: { edition?: EditionPin } | null }): Tools {
  const catalog = c.game && c.state ? ctx.editions.catalog(c.state.edition, c.game.locale) : ctx.catalog;
  return { catalog, nextSeq: c.nextSeq, gameId: c.game?.id ?? null };
}

// Option schemas shared by commands. Discord sends typed values; the console, text.
export const shipName = z.string({ error: 'give a ship name' }).trim().min(1, 'give a ship name').max(40, 'names are at most 40 characters');
export const chassisName = z.string({ error: 'give a ship type' }).trim().min(1).max(60, 'too long');
export const faction = z.enum(FACTION_IDS, { error: () => `use one of ${FACTION_IDS.join(', ')}` });
export const count = z.coerce.number({ error: 'give a whole number' }).int('give a whole number').min(0, 'it cannot be negative').max(20, 'at most 20');
export const flag = z.union([z.boolean(), z.enum(['true', 'false', 'yes', 'no']).transform((s) => s === 'true' || s === 'yes')], {
  error: 'use true or false',
});
export const side = z.enum(['left', 'right'], { error: () => 'use left or right' });

export const roll = z
  .string({ error: 'give the two dice, e.g. `evade hit`' })
  .trim()
  .toLowerCase()
  .transform((text, ctx): ApproachRoll => {
    const [d, a, ...rest] = text.split(/[\s,/+]+/).filter(Boolean);
    if (!d || !a || rest.length > 0 || !isDefenseFace(d) || !isAttackFace(a)) {
      ctx.addIssue({
        code: 'custom',
        message: 'give the defense die then the attack die, e.g. `evade hit` (defense: evade, focus, blank; attack: crit, hit, focus, blank)',
      });
      return z.NEVER;
    }
    return { defense: d, attack: a };
  });

/** Autocomplete: this channel's ships (only), filtered by what was typed, at most 25. */
export async function shipChoices(
  ctx: XwingContext,
  inv: Invocation,
  filter: (s: { name: string; side: string; status: string }) => boolean = () => true,
): Promise<Choice[]> {
  const game = await ctx.games.peek(inv.channelId);
  if (!game) return [];
  const typed = String(inv.options[inv.focused ?? ''] ?? '').toLowerCase();
  const t = stringsFor(inv.locale);
  return game.state.ships
    .filter((s) => filter(s) && s.name.toLowerCase().includes(typed))
    .slice(0, 25)
    .map((s) => ({
      // Ships that have had their turn this round say so (issue 12): the list shows who is still to go.
      name: `${s.name}${s.side === 'solo' ? ` (${t.attitude(s.attitude)})` : ''}${s.status !== 'active' ? ` — ${t.replies[s.status]}` : s.activated ? ` — ${t.replies.activated}${game.state.phase === 'engagement' && s.engaged ? t.replies.engaged : ''}` : ''}`.slice(
        0,
        100,
      ),
      value: s.name,
    }));
}

export function chassisChoices(ctx: XwingContext, inv: Invocation): Choice[] {
  const typed = String(inv.options[inv.focused ?? ''] ?? '');
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const s of ctx.catalog.searchShips(typed, undefined, 60)) {
    if (seen.has(s.id)) continue;
    seen.add(s.id);
    choices.push({ name: s.name.slice(0, 100), value: s.id });
  }
  return choices.slice(0, 25);
}

export function pilotChoices(ctx: XwingContext, inv: Invocation, chassisOption: string): Choice[] {
  const typed = String(inv.options[inv.focused ?? ''] ?? '').toLowerCase();
  const chassis = ctx.catalog.findShip(String(inv.options[chassisOption] ?? ''));
  if (!chassis) return [];
  return (
    chassis.pilots
      // A French game lists French names; what a player types may be the English one.
      .filter((p) => p.name.toLowerCase().includes(typed) || englishName(p).toLowerCase().includes(typed) || p.id.includes(typed))
      .slice(0, 25)
      .map((p) => ({ name: `${p.name} (I${p.initiative}${p.limited ? stringsFor(inv.locale).replies.limited : ''})`.slice(0, 100), value: p.id }))
  );
}

/** The languages a game or campaign can be played in. */
export const LANGUAGE_CHOICES = Object.entries(LANGUAGE_NAMES).map(([value, name]) => ({ name, value }));

/** The channel's campaign when the game is its mission game (a transaction's view of both); null for a game outside it. */
export function missionCampaign<C>(x: {
  readonly game: { readonly campaignId: number | null } | null;
  readonly campaign: { readonly id: number; readonly state: C } | null;
}): C | null {
  return x.campaign && x.game && x.game.campaignId === x.campaign.id ? x.campaign.state : null;
}

/**
 * A short check of two ship names, for buttons that name ships by their place in the game's
 * list: a list that changed under the button (a ship removed) makes the check fail.
 */
export function pairCheck(a: string, b: string): string {
  let h = 0x811c9dc5;
  for (const ch of `${a}\u0000${b}`) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
