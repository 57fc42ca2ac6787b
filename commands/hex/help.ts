import { en } from '../../src/systems/hex/strings/en.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import type { HexPart } from './context.ts';
import { subcommand } from './options.ts';

// /hex help: how to play hex squadron movement here, in the asker's language. It reads no
// game, so a channel playing another system gets it too; only the asker sees it.

const help: HexPart = {
  option: subcommand('help', en.commands.help),
  moves: {
    async help(_ctx, inv) {
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
  },
};

export default help;
