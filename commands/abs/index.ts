import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { Choice, CommandModule, Invocation } from '../../src/core/command.ts';
import { coreRefuse } from '../../src/core/refusal.ts';
import { byIdNumber } from '../../src/systems/abs/rules/choice.ts';
import { ABS_BUTTON_ROUTES, parseButton } from '../../src/systems/abs/buttons.ts';
import type { AbsState } from '../../src/systems/abs/state.ts';
import { en } from '../../src/systems/abs/strings/en.ts';
import { stringsFor } from '../../src/systems/abs/system.ts';
import { localize, pairedWords } from '../../src/core/localize.ts';
import { arrivalsPart } from './arrivals.ts';
import { campaignPart } from './campaign.ts';
import { classPart } from './class.ts';
import type { AbsContext, AbsPart } from './context.ts';
import { contractPart } from './contract.ts';
import { endPhasePart } from './endphase.ts';
import { absFrench } from './french.ts';
import { gamePart } from './game.ts';
import { icPart } from './ic.ts';
import { jumpPointPart } from './jumppoint.ts';
import { objectivePart } from './objective.ts';
import { absMoves, UserError } from './options.ts';

// /abs: one slash command (A Billion Suns solo play), its subcommands and groups in
// their own files. Discord lists them in the order of the reference's command table.

const PARTS: readonly AbsPart[] = [gamePart, contractPart, objectivePart, jumpPointPart, classPart, arrivalsPart, icPart, endPhasePart, campaignPart];

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

const OPTIONS = PARTS.flatMap((p) => p.options).sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));

/** `contract add`, `jumpin`: how parts name what they answer. */
const keyOf = (inv: Invocation) => (inv.group ? `${inv.group} ${inv.subcommand ?? ''}` : (inv.subcommand ?? ''));

const MOVES = new Map(PARTS.flatMap((p) => Object.entries(p.moves)));

function moveOf(inv: Invocation) {
  const move = MOVES.get(keyOf(inv));
  if (!move) throw new UserError(stringsFor(inv.locale).options.unknownSubcommand);
  return move;
}

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

const DEFINITION: RESTPostAPIChatInputApplicationCommandsJSONBody = { name: 'abs', description: en.commands.abs, options: OPTIONS };

export const absCommand: CommandModule<AbsContext> = {
  // French from the system's paired string tables.
  definition: localize(DEFINITION, pairedWords(DEFINITION, absFrench)),
  run: (ctx, inv) => moveOf(inv)(ctx, inv),
  async autocomplete(ctx, inv) {
    const game = await ctx.games.peek(inv.channelId);
    return game ? suggest(game.state, inv) : [];
  },
  buttons: {
    routes: ABS_BUTTON_ROUTES,
    async run(ctx, inv) {
      const button = parseButton(inv.customId ?? '');
      const part = button && PARTS.find((p) => p.buttons?.includes(button.kind));
      if (!button || !part?.click) return absMoves.refusal(coreRefuse('stale-button'), inv);
      return part.click(ctx, inv, button);
    },
  },
};

/** The A Billion Suns slash commands (one, /abs), for the composition root. */
export const absCommands: readonly CommandModule<AbsContext>[] = [absCommand];
