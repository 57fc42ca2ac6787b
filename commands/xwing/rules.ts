import { option } from '../../src/core/command-options.ts';
import { z } from 'zod';
import { move } from './context.ts';
import { catalogOf, oneOf } from './options.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import { RULES_TOPICS, rulesCard } from '../../src/systems/xwing/render/rules-cards.ts';
import { dataCard } from '../../src/systems/xwing/render/data-card.ts';

// 'data': the channel's game's edition and data version (the rest is the rules reference).
const TOPICS = [...RULES_TOPICS, 'data'] as const;
const options = z.object({
  topic: z.enum(TOPICS, oneOf(TOPICS)).default('approach'),
  ruleset: z.enum(['v0.2', 'v0.1'], oneOf(['v0.2', 'v0.1'])).optional(),
});

export const rules = move({
  path: 'rules',
  options: [option.text('topic', { choices: TOPICS }), option.text('ruleset', { choices: ['v0.2', 'v0.1'] })],
  parse: options,
  async run(ctx, inv, o) {
    const game = await ctx.games.peek(inv.channelId);
    // The channel's game's data (with none, the default edition's).
    if (o.topic === 'data') return { ephemeral: true, cards: [dataCard(stringsFor(inv.locale), catalogOf(ctx, game ?? { state: null, locale: inv.locale }))] };
    // A game's players see their own ruleset's rules.
    const ruleset = o.ruleset ?? game?.state.ruleset ?? 'v0.2';
    return { ephemeral: true, cards: [rulesCard(stringsFor(inv.locale), o.topic, ruleset)] };
  },
});
