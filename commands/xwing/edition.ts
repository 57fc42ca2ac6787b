import type { CommandModule, Invocation } from '../../src/core/command.ts';
import type { Locale } from '../../src/core/locale.ts';
import type { EditionPin } from '../../src/systems/xwing/catalog/schema.ts';
import type { XwingBinding, XwingContext } from './context.ts';

// Every X-Wing command sees the catalogue of the channel's game (or campaign): the edition
// and data version it was started with, in its language. One place sets it, so a handler
// reads ctx.catalog as before and never plays a game with another game's data.
//
// A game command's ctx.catalog is the game it has read: its games read, peek and mutate
// note the game they meet (inside a decision too), so resolving the catalogue costs no
// read of its own on the commands that run most (/activate, /done). Before any read it is
// the default edition in the user's language. Autocomplete and /campaign (rare) read first.

type Met = { readonly edition: EditionPin | undefined; readonly locale: Locale };

function noting(base: XwingBinding, inv: Invocation): XwingContext {
  let met: Met | null = null;
  const see = (state: { readonly edition?: EditionPin } | null | undefined, locale: Locale) => {
    if (state) met = { edition: state.edition, locale };
  };
  const g = base.games;
  // The same Games, its reads noted (everything else is the prototype's).
  const games: typeof g = Object.create(g);
  games.read = async (channelId) => {
    const r = await g.read(channelId);
    if (!('ok' in r)) see(r.state, r.locale);
    return r;
  };
  games.peek = async (channelId) => {
    const r = await g.peek(channelId);
    if (r) see(r.state, r.locale);
    return r;
  };
  games.mutateWithCampaign = async (where, campaignSystem, decide, options) => {
    const r = await g.mutateWithCampaign(
      where,
      campaignSystem,
      (c) => {
        if (c.game) see(c.state, c.game.locale);
        return decide(c);
      },
      options,
    );
    if (r.ok) see(r.state, r.locale);
    return r;
  };
  games.mutate = (where, decide, options) => games.mutateWithCampaign(where, null, decide, options);
  return {
    ...base,
    games,
    get catalog() {
      const m: Met | null = met;
      return m ? base.editions.catalog(m.edition, m.locale) : base.editions.catalog(undefined, inv.locale);
    },
  };
}

/** The command with ctx.catalog set from the channel's game (`of: 'campaign'`: from its campaign first). */
export function withChannelEdition(c: CommandModule<XwingContext>, of: 'game' | 'campaign' = 'game'): CommandModule<XwingBinding> {
  const at = async (base: XwingBinding, inv: Invocation, read: boolean): Promise<XwingContext> => {
    const ctx = noting(base, inv);
    if (of === 'campaign') {
      const r = await base.campaigns.read(inv.channelId);
      if (!('ok' in r)) return { ...base, catalog: base.editions.catalog(r.state.options.edition, r.state.locale) };
    }
    if (read || of === 'campaign') await ctx.games.peek(inv.channelId);
    return ctx;
  };
  const { autocomplete, buttons } = c;
  return {
    ...c,
    run: async (ctx, inv) => c.run(await at(ctx, inv, false), inv),
    ...(autocomplete ? { autocomplete: async (ctx: XwingBinding, inv: Invocation) => autocomplete.call(c, await at(ctx, inv, true), inv) } : {}),
    ...(buttons ? { buttons: { routes: buttons.routes, run: async (ctx: XwingBinding, inv: Invocation) => buttons.run(await at(ctx, inv, false), inv) } } : {}),
  };
}
