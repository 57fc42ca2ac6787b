import type { CommandModule, Invocation } from '../../src/core/command.ts';
import type { Catalog } from '../../src/systems/xwing/catalog/catalog.ts';
import type { XwingBinding, XwingContext } from './context.ts';

// Every X-Wing command sees the catalogue of the channel's game (or campaign): the edition
// and data version it was started with, in its language. One place sets it, so a handler
// reads ctx.catalog as before and never plays a game with another game's data.

async function channelCatalog(ctx: XwingBinding, inv: Invocation, of: 'game' | 'campaign'): Promise<Catalog> {
  if (of === 'campaign') {
    const c = await ctx.campaigns.read(inv.channelId);
    if (!('ok' in c)) return ctx.editions.catalog(c.state.options.edition, c.state.locale);
  }
  const game = await ctx.games.peek(inv.channelId);
  return game ? ctx.editions.catalog(game.state.edition, game.locale) : ctx.editions.catalog(undefined, inv.locale);
}

/** The command with ctx.catalog set from the channel's game (`of: 'campaign'`: from its campaign first). */
export function withChannelEdition(c: CommandModule<XwingContext>, of: 'game' | 'campaign' = 'game'): CommandModule<XwingBinding> {
  const at = async (ctx: XwingBinding, inv: Invocation): Promise<XwingContext> => ({ ...ctx, catalog: await channelCatalog(ctx, inv, of) });
  const { autocomplete, buttons } = c;
  return {
    ...c,
    run: async (ctx, inv) => c.run(await at(ctx, inv), inv),
    ...(autocomplete ? { autocomplete: async (ctx: XwingBinding, inv: Invocation) => autocomplete.call(c, await at(ctx, inv), inv) } : {}),
    ...(buttons ? { buttons: { prefix: buttons.prefix, run: async (ctx: XwingBinding, inv: Invocation) => buttons.run(await at(ctx, inv), inv) } } : {}),
  };
}
