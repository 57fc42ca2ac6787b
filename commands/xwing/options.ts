import { flagSchema } from '../../src/core/command-options.ts';
import { z } from 'zod';
import { EDITION_IDS, FACTION_IDS } from '../../src/systems/xwing/catalog/schema.ts';
import type { ApproachRoll } from '../../src/systems/xwing/engine/index.ts';
import type { Actor } from '../../src/systems/xwing/play/state.ts';
import type { Tools } from '../../src/systems/xwing/play/decision.ts';
import { typedNameKey } from '../../src/systems/xwing/play/state.ts';
import { stringsFor, typedAttackFace, typedDefenseFace } from '../../src/systems/xwing/strings/index.ts';
import { LANGUAGE_NAMES, type Locale } from '../../src/core/locale.ts';
import type { EditionPin } from '../../src/systems/xwing/catalog/schema.ts';
import { englishName, type Catalog } from '../../src/systems/xwing/catalog/catalog.ts';
import type { Choice, Invocation } from '../../src/core/command.ts';
import { moves, optionCode, optionWords, type Moves, type SystemWords } from '../../src/core/moves.ts';
import type { Strings } from '../../src/systems/xwing/strings/en.ts';
import type { LayerEvent, LayerWords, MissionLayer } from '../../src/systems/xwing/play/mission.ts';
import type { GameEvent } from '../../src/systems/xwing/play/events.ts';
import type { GameState } from '../../src/systems/xwing/play/state.ts';
import type { XwingContext } from './context.ts';

export { UserError, whereOf } from '../../src/core/options.ts';

/** X-Wing's words: its refusals, its option schemas' messages and its strings (the core's for the codes it shares). */
export const xwingWords: SystemWords<Strings> = {
  refusal: (r, locale) => stringsFor(locale).refusal(r.code, r.params),
  option: (m, locale) => optionWords(m, stringsFor(locale).options),
  strings: stringsFor,
};

/** X-Wing's moves: options and refusals in X-Wing's words; renderers are handed X-Wing's strings in the game's language. */
export const xwingMoves = moves(xwingWords);
export const parseOptions = xwingMoves.parse;
export const refusalReply = xwingMoves.refusal;

/** X-Wing's words with a mission layer's refusals first: for the moves the layer takes part in, and the layer's own. */
export const layerWords = (layer: Pick<MissionLayer<LayerEvent>, 'refusalText'>): SystemWords<Strings> => ({
  ...xwingWords,
  refusal: (r, locale) => layer.refusalText(r, locale) ?? xwingWords.refusal(r, locale),
});

const layerMoves = new WeakMap<object, Moves<Strings>>();

/** The moves of a step the registered mission layer takes part in (X-Wing's alone with none), bound once per layer. */
export function playMoves(ctx: XwingContext): Moves<Strings> {
  const layer = ctx.mission?.rules;
  if (!layer) return xwingMoves;
  let bound = layerMoves.get(layer);
  if (!bound) layerMoves.set(layer, (bound = moves(layerWords(layer))));
  return bound;
}

export const actorOf = (inv: Invocation): Actor => ({ userId: inv.user.id, userName: inv.user.name, canManage: inv.canManage });

/** A game's catalogue: the edition and data version it was started with, in its language (no game: the default edition). */
export const catalogOf = (ctx: XwingContext, game: { readonly state: { readonly edition?: EditionPin } | null; readonly locale: Locale }): Catalog =>
  ctx.editions.catalog(game.state?.edition, game.locale);

/** The channel's game's catalogue, read for what reads nothing else (autocomplete, /rules); with none, the default edition in the user's language. */
export async function channelCatalog(ctx: XwingContext, inv: Invocation): Promise<Catalog> {
  return catalogOf(ctx, (await ctx.games.peek(inv.channelId)) ?? { state: null, locale: inv.locale });
}

/** What the play functions need besides the state: the game's catalogue, where the log stands and the registered mission layer. */
export function toolsOf(ctx: XwingContext, c: { nextSeq: number; game: { id: number; locale: Locale } | null; state: { edition?: EditionPin } | null }): Tools {
  // With no game the decision refuses (a start brings its own catalogue): the default edition is only a stand-in.
  const catalog = catalogOf(ctx, { state: c.state, locale: c.game?.locale ?? 'en' });
  const locale = c.game?.locale ?? 'en';
  const otherEditions = () => EDITION_IDS.filter((id) => id !== catalog.pin.id).map((id) => ctx.editions.catalog(ctx.editions.current(id), locale));
  return { catalog, nextSeq: c.nextSeq, gameId: c.game?.id ?? null, mission: ctx.mission?.rules, otherEditions };
}

/** An option schema's message as a code of X-Wing's `options` strings, worded in the user's language. */
export const say = (key: keyof Strings['options'], ...args: readonly (string | number)[]): string => optionCode(key, ...args);
/** "use one of …" for an enum's values. */
export const oneOf = (values: readonly string[]) => ({ error: () => say('oneOf', ...values) });

// Option schemas shared by commands. Discord sends typed values; the console, text.
export const shipName = z
  .string({ error: say('shipName') })
  .trim()
  .min(1, say('shipName'))
  .max(40, say('nameLength', 40));
export const chassisName = z
  .string({ error: say('shipType') })
  .trim()
  .min(1)
  .max(60, say('longest', 60));
export const faction = z.enum(FACTION_IDS, oneOf(FACTION_IDS));
/** A whole number from min to max. */
export const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: say('whole') })
    .int(say('whole'))
    .min(min, min === 0 ? say('notNegative') : say('atLeast', min))
    .max(max, say('atMost', max));
export const count = whole(0, 20);
export const flag = flagSchema(say('flag'));
export const side = z.enum(['left', 'right'], oneOf(['left', 'right']));

export const roll = z
  .string({ error: say('dice') })
  .trim()
  .toLowerCase()
  .transform((text, ctx): ApproachRoll => {
    // The faces by their values (R48) or their names in either language (`évasion touche`: ruling R80).
    const [dt, at, ...rest] = text.split(/[\s,/+]+/).filter(Boolean);
    const d = dt === undefined ? null : typedDefenseFace(dt);
    const a = at === undefined ? null : typedAttackFace(at);
    if (!d || !a || rest.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: say('diceOrder'),
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
  // Typed as players type a name (ruling R73): "fanny" or "Fanny ✨️" (a variation selector) lists "Fanny ✨".
  const typed = typedNameKey(String(inv.options[inv.focused ?? ''] ?? ''));
  const t = stringsFor(inv.locale);
  return game.state.ships
    .filter((s) => filter(s) && typedNameKey(s.name).includes(typed))
    .slice(0, 25)
    .map((s) => ({
      // Ships that have had their turn this round say so: the list shows who is still to go.
      name: `${s.name}${s.side === 'solo' ? ` (${t.attitude(s.attitude)})` : ''}${s.status !== 'active' ? ` — ${t.replies[s.status]}` : s.activated ? ` — ${t.replies.activated}${game.state.phase === 'engagement' && s.engaged ? t.replies.engaged : ''}` : ''}`.slice(
        0,
        100,
      ),
      value: s.name,
    }));
}

export async function chassisChoices(ctx: XwingContext, inv: Invocation): Promise<Choice[]> {
  const typed = String(inv.options[inv.focused ?? ''] ?? '');
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const s of (await channelCatalog(ctx, inv)).searchShips(typed, undefined, 60)) {
    if (seen.has(s.id)) continue;
    seen.add(s.id);
    choices.push({ name: s.name.slice(0, 100), value: s.id });
  }
  return choices.slice(0, 25);
}

export async function pilotChoices(ctx: XwingContext, inv: Invocation, chassisOption: string): Promise<Choice[]> {
  const typed = String(inv.options[inv.focused ?? ''] ?? '').toLowerCase();
  const chassis = (await channelCatalog(ctx, inv)).findShip(String(inv.options[chassisOption] ?? ''));
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

/** The campaigns the registered mission layer reads a game's with, in the game's transaction (none: the game alone). */
export const campaignsOf = (ctx: XwingContext) => ctx.mission?.campaigns.system ?? null;

/**
 * A change that may destroy a ship (damage cards reaching its hull, R52) with what the registered
 * mission layer adds after a ship leaves play: its events after the change's, and its words.
 */
export function withExit(
  ctx: XwingContext,
  x: {
    readonly state: GameState | null;
    readonly game: { readonly campaignId: number | null } | null;
    readonly campaign: { readonly id: number; readonly state: unknown } | null;
  },
  d: { readonly events: readonly GameEvent[]; readonly view: { readonly destroyed?: boolean } },
): { readonly events: readonly (GameEvent | LayerEvent)[]; readonly follow: LayerWords | null } {
  const layer = ctx.mission;
  const f = d.view.destroyed && x.state && layer ? layer.rules.afterExit(x.state, d.events, missionCampaign(x)) : null;
  return { events: [...d.events, ...(f?.events ?? [])], follow: f?.words ?? null };
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
