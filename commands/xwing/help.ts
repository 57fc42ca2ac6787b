import { move } from './context.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';

// `/help`: how to start, how a round flows, where the rules are. Only the asker sees it.

export const help = move({
  path: 'help',
  run(_ctx, inv) {
    const h = stringsFor(inv.locale).help;
    return {
      ephemeral: true,
      cards: [
        {
          title: h.title,
          colour: 0x64748b,
          fields: [
            { name: h.start, value: h.startText },
            { name: h.round, value: h.roundLines.join('\n') },
            { name: h.keeping, value: h.keepingText },
            { name: h.rules, value: h.rulesText },
            { name: h.others, value: h.othersText },
          ],
        },
      ],
    };
  },
});
