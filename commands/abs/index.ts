import type { Choice, CommandModule, Invocation } from '../../src/core/command.ts';
import { commandsOf, type Move } from '../../src/core/declare.ts';
import { coreRefuse } from '../../src/core/refusal.ts';
import { byIdNumber } from '../../src/systems/abs/rules/choice.ts';
import { ABS_BUTTON_ROUTES, parseButton, type AbsButton } from '../../src/systems/abs/buttons.ts';
import type { AbsState } from '../../src/systems/abs/state.ts';
import { en } from '../../src/systems/abs/strings/en.ts';
import { stringsFor } from '../../src/systems/abs/system.ts';
import { localize, pairedWords } from '../../src/core/localize.ts';
import { arrivalsClicks, arrivalsMoves } from './arrivals.ts';
import { campaignMoves } from './campaign.ts';
import { classMoves } from './class.ts';
import { move, type AbsContext } from './context.ts';
import { contractClicks, contractMoves } from './contract.ts';
import { endPhaseMoves } from './endphase.ts';
import { absFrench } from './french.ts';
import { gameClicks, gameMoves } from './game.ts';
import { icMoves } from './ic.ts';
import { jumpPointMoves } from './jumppoint.ts';
import { objectiveMoves } from './objective.ts';
import { absMoves } from './options.ts';

// /abs: one slash command (A Billion Suns solo play), its subcommands and groups in
// their own files. Discord lists them in the order of the reference's command table.

const ORDER = [
  'new',
  'contract',
  'objective',
  'jumppoint',
  'class',
  'jumpin',
  'round',
  'tactical',
  'ic',
  'scatter',
  'endphase',
  'claim',
  'credits',
  'end',
  'campaign',
  'status',
  'undo',
  'log',
];

/** Where Discord lists a move: by its subcommand, or its group. */
const place = (m: Move<AbsContext>) => ORDER.indexOf(m.path.split(' ')[1]!);

type Click = (ctx: AbsContext, inv: Invocation, button: AbsButton) => ReturnType<NonNullable<Move<AbsContext>['run']>>;
const CLICKS: Readonly<Record<AbsButton['kind'], Click>> = { ...gameClicks, ...contractClicks, ...arrivalsClicks };

function choices(items: readonly { id: string; label: string }[], typed: string): Choice[] {
  const t = typed.trim().toLowerCase();
  return items
    .filter((i) => i.id.toLowerCase().includes(t) || i.label.toLowerCase().includes(t))
    .slice(0, 25)
    .map((i) => ({ name: `${i.id} ${i.label}`.slice(0, 100), value: i.id }));
}

/** What a focused option may be, from the channel's game. */
function suggest(s: AbsState, inv: Invocation): Choice[] {
  const typed = String(inv.options[inv.focused ?? ''] ?? '');
  const t = stringsFor(inv.locale);
  const contracts = s.contracts.map((c) => ({ id: c.id, label: `${c.name}${c.exhausted ? ` ${t.options.exhaustedLabel}` : ''}` }));
  const objectives = s.objectives.map((o) => ({ id: o.id, label: `${o.name} ${t.options.tableLabel(o.table)}` }));
  const jumpPoints = s.jumpPoints.filter((j) => j.inPlay).map((j) => ({ id: j.id, label: t.options.tableLabel(j.table) }));
  const ics = [...s.ics].sort((a, b) => byIdNumber(a.id, b.id)).map((i) => ({ id: i.id, label: t.ships(i.ships, i.class) }));
  switch (inv.focused) {
    case 'contract':
      return choices(contracts, typed);
    case 'jumppoint':
      return choices(jumpPoints, typed);
    case 'ic':
      return choices(ics, typed);
    case 'class':
    case 'name': {
      const t = typed.trim().toLowerCase();
      return s.classes
        .filter((c) => c.name.toLowerCase().includes(t))
        .slice(0, 25)
        .map((c) => ({ name: `${c.name} (Mass ${c.mass})`.slice(0, 100), value: c.name }));
    }
    case 'id':
      if (inv.group === 'objective') return choices(objectives, typed);
      if (inv.group === 'jumppoint') return choices(jumpPoints, typed);
      return choices(ics, typed);
    default:
      return [];
  }
}

/** What the whole of /abs answers: the suggestions for a focused option, and the buttons its cards carry. */
const table = move({
  path: 'abs',
  async autocomplete(ctx, inv) {
    const game = await ctx.games.peek(inv.channelId);
    return game ? suggest(game.state, inv) : [];
  },
  buttons: {
    routes: ABS_BUTTON_ROUTES,
    async run(ctx, inv) {
      const button = parseButton(inv.customId ?? '');
      if (!button) return absMoves.refusal(coreRefuse('stale-button'), inv);
      return CLICKS[button.kind](ctx, inv, button);
    },
  },
});

const MOVES = [
  ...[
    ...gameMoves,
    ...contractMoves,
    ...objectiveMoves,
    ...jumpPointMoves,
    ...classMoves,
    ...arrivalsMoves,
    ...icMoves,
    ...endPhaseMoves,
    ...campaignMoves,
  ].sort((a, b) => place(a) - place(b)),
  table,
];

const words = en.commands as unknown as Readonly<Record<string, unknown>>;

/** The A Billion Suns slash commands (one, /abs), for the composition root. French from the system's paired string tables. */
export const absCommands: readonly CommandModule<AbsContext>[] = commandsOf(MOVES, {
  describe: (path) => {
    const w = path === 'abs campaign' ? en.commands.campaignGroup : words[path.split(' ').at(-1)!];
    return typeof w === 'string' ? w : undefined;
  },
  localize: (d) => localize(d, pairedWords(d, absFrench)),
  unknown: (inv) => stringsFor(inv.locale).options.unknownSubcommand,
  parse: absMoves.parse,
});

export const absCommand = absCommands[0]!;
