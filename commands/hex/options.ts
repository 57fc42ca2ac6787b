import { nameOption } from '../../src/core/names.ts';
import { flagSchema, option } from '../../src/core/command-options.ts';
import { z } from 'zod';
import type { Choice, Invocation, Reply } from '../../src/core/command.ts';
import type { Card } from '../../src/core/message.ts';
import type { HexDecision } from '../../src/systems/hex/decisions.ts';
import { moves, optionCode, optionWords } from '../../src/core/moves.ts';
import { CRAFT_KINDS, PIPS_SETTINGS, RATES } from '../../src/systems/hex/rules/terms.ts';
import { NAME_MAX, squadronNames, type HexState } from '../../src/systems/hex/state.ts';
import { en, type HexStrings } from '../../src/systems/hex/strings/en.ts';
import { hexStrings, hexSystem } from '../../src/systems/hex/system.ts';
import type { HexContext } from './context.ts';

export { UserError } from '../../src/core/options.ts';

// What the /hex subcommands share: the moves bound to hex's words, option definitions and
// their zod schemas (Discord sends typed values, the console text).

const c = en.commands;

/** Input limits, the same on Discord (max_length) and in the schemas. */
export const LIMITS = { name: NAME_MAX, code: 12, space: 8, path: 200, paths: 1000 } as const;

/** Hex's moves: its refusals, its option codes and its strings, in each language. */
export const hexMoves = moves({
  refusal: (x, locale) => hexSystem.refusalText(x, locale),
  option: (m, locale) => optionWords(m, hexStrings(locale).options),
  strings: hexStrings,
});

/** A change to the roster. A closed roster is history: the next change decides on none and starts a new one (as does the first in a channel). */
export const rosterChange = (inv: Invocation) => ({ createIfNone: { locale: inv.guildLocale ?? inv.locale } });

/** A change of the roster, answered with one card. */
export const rosterStep =
  <O, V>(decide: (state: HexState | null, o: O) => HexDecision<V>, card: (t: HexStrings, view: V) => Card) =>
  (ctx: HexContext, inv: Invocation, o: O): Promise<Reply> =>
    hexMoves.run(
      ctx.games,
      inv,
      (x) => decide(x.state, o),
      (r, t) => ({ cards: [card(t, r.view)] }),
      rosterChange(inv),
    );

/**
 * A check that writes only when it commits (the rate a roster craft used, H8): a change of the
 * roster then, else a look-up that writes nothing and takes no lock.
 */
export function checkOrCommit<V>(
  ctx: HexContext,
  inv: Invocation,
  commit: boolean,
  decide: (state: HexState | null) => HexDecision<V>,
  render: (view: V, t: HexStrings) => Reply,
): Promise<Reply> {
  if (commit)
    return hexMoves.run(
      ctx.games,
      inv,
      (x) => decide(x.state),
      (r, t) => render(r.view, t),
      rosterChange(inv),
    );
  return hexMoves.look(ctx.games, inv, decide, (seen, t) => render(seen.view, t));
}

// Option definitions.
export const craftOption = (name: string, description: string, required: boolean) =>
  option.text(name, { description, required, autocomplete: true, max_length: LIMITS.name });
export const spaceOption = (required: boolean) => option.int('space', { description: c.space, required, min_value: 0, max_value: 30 });
export const codeOption = (name: 'piloting' | 'maneuverability', required: boolean) =>
  option.text(name, { description: c[name], required, max_length: LIMITS.code });
export const kindOption = option.text('kind', { description: c.kind, choices: CRAFT_KINDS.map((k) => ({ name: c.kindChoice(k), value: k })) });
export const rateOption = (name: 'rate' | 'prior', description: string) =>
  option.text(name, { description, choices: RATES.map((r) => ({ name: c.rateChoice(r), value: r })) });
export const commitOption = option.flag('commit', { description: c.commit });
export const pipsChoices = PIPS_SETTINGS.map((p) => ({ name: c.pipsChoice(p), value: p }));

// Option schemas give codes as their messages (optionCode); the moves word them in the user's language.
const say = (key: Exclude<keyof typeof en.options, 'unknownSubcommand'>) => ({ error: optionCode(key) });

const text = (max: number, key: 'name' | 'code' | 'space' | 'path' | 'paths') => z.string(say(key)).max(max, say(key));
export const nameValue = text(LIMITS.name, 'name').pipe(nameOption(LIMITS.name));
export const codeValue = text(LIMITS.code, 'code');
/** Parsed by the rules (parseSpace), whose refusals say how to write it. */
export const spaceValue = z.union([z.number(say('space')).int(say('space')), text(LIMITS.space, 'space')]);
export const pathValue = text(LIMITS.path, 'path');
export const pathsValue = text(LIMITS.paths, 'paths');
export const pipsValue = z.enum(PIPS_SETTINGS, say('pips'));
export const rateValue = z.enum(RATES, say('rate'));
export const kindValue = z.enum(CRAFT_KINDS, say('kind'));
export const flagValue = flagSchema(optionCode('flag'));

/** A craft named from the roster, or its stats typed inline (/hex stats, /hex check). */
export const craftOrStats = z.object({
  craft: nameValue.optional(),
  space: spaceValue.optional(),
  piloting: codeValue.optional(),
  maneuverability: codeValue.optional(),
  kind: kindValue.optional(),
});

export const craftOrStatsOptions = () => [
  craftOption('craft', c.craftPick, false),
  spaceOption(false),
  codeOption('piloting', false),
  codeOption('maneuverability', false),
  kindOption,
];

/** Autocomplete: this channel's craft, filtered by what was typed. */
export async function craftChoices(ctx: HexContext, inv: Invocation): Promise<Choice[]> {
  const state = (await ctx.games.peek(inv.channelId))?.state ?? null;
  const typed = String(inv.options[inv.focused ?? ''] ?? '').toLowerCase();
  return (state?.crafts ?? [])
    .filter((x) => x.name.toLowerCase().includes(typed))
    .slice(0, 25)
    .map((x) => ({ name: `${x.name} · ${x.squadron ?? hexStrings(inv.locale).kind(x.kind)}`.slice(0, 100), value: x.name }));
}

export async function squadronChoices(ctx: HexContext, inv: Invocation): Promise<Choice[]> {
  const state = (await ctx.games.peek(inv.channelId))?.state ?? null;
  const typed = String(inv.options[inv.focused ?? ''] ?? '').toLowerCase();
  return squadronNames(state)
    .filter((n) => n.toLowerCase().includes(typed))
    .slice(0, 25)
    .map((n) => ({ name: n, value: n }));
}
