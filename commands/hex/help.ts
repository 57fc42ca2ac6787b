import { hexStrings } from '../../src/systems/hex/system.ts';
import { move } from './context.ts';

// /hex help: how to play hex squadron movement here, in the asker's language. It reads no
// game, so a channel playing another system gets it too; only the asker sees it.

export const help = move({
  path: 'hex help',
  async run(_ctx, inv) {
    const t = hexStrings(inv.locale);
    const h = t.help;
    return {
      ephemeral: true,
      cards: [
        {
          title: h.title,
          fields: [
            { name: h.roster, value: h.rosterText },
            { name: h.check, value: h.checkText },
            { name: t.howToWrite, value: t.pathHelp },
            { name: h.codes, value: t.codeHelp },
            { name: h.squadron, value: h.squadronText },
            { name: h.round, value: h.roundText },
          ],
        },
      ],
    };
  },
});
