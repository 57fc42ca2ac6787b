import {
  ApplicationCommandOptionType as T,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  type APIApplicationCommandSubcommandGroupOption,
  type APIApplicationCommandSubcommandOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { z } from 'zod';
import { routeOf } from './buttons.ts';
import type { Choice, CommandModule, Invocation, Reply } from './command.ts';
import type { CommandWordsIn } from './command-words.ts';
import { UserError } from './options.ts';

// A system declares its moves as values; `commandsOf` binds them to the slash commands and
// buttons the adapters dispatch (CommandModule), so every system's commands/ is one shape:
// a list of moves and the words they are shown with.

type Answer = Promise<Reply> | Reply;
type Definition = RESTPostAPIChatInputApplicationCommandsJSONBody;

/** An option as a move declares it: its description may be left to the system's command words. */
export type OptionDeclared = APIApplicationCommandBasicOption extends infer O
  ? O extends unknown
    ? Omit<O, 'description'> & { readonly description?: string }
    : never
  : never;

/** One move: where Discord lists it, its options, how it runs, what it suggests, the buttons it answers. */
export interface Move<D> {
  /** The command, then its group and subcommand, by English name: `undo`, `game start`, `abs contract add`. */
  readonly path: string;
  /** Its own description; left out, the system's command words give it (`CommandWordsIn.describe`). */
  readonly description?: string;
  /** Its options, by English name. */
  readonly options?: readonly OptionDeclared[];
  /** Who Discord offers it to (a command alone): a permission bit set, as Discord takes it. */
  readonly permissions?: string;
  /** Its options' schema: `run` is handed what it parses (worded in the system's language when it fails). */
  readonly parse?: z.ZodType;
  /** Hands a decision and a renderer to the system's runner (src/core/moves.ts). Left out: buttons or suggestions only. */
  run?(ctx: D, inv: Invocation, options: unknown): Answer;
  autocomplete?(ctx: D, inv: Invocation): Promise<Choice[]> | Choice[];
  /** The buttons it answers, by route (buttons.ts: `routeOf`). */
  readonly buttons?: { readonly routes: readonly string[]; run(ctx: D, inv: Invocation): Answer };
}

/** A move as written: `run` is handed what `parse` reads. */
export interface Declared<D, S extends z.ZodType> extends Omit<Move<D>, 'parse' | 'run'> {
  readonly parse?: S;
  run?(ctx: D, inv: Invocation, options: z.output<S>): Answer;
}

/** The declaring function of a system's moves, typed by what its commands are handed (`const move = declare<XwingContext>()`). */
export const declare =
  <D>() =>
  <S extends z.ZodType = z.ZodUnknown>(m: Declared<D, S>): Move<D> =>
    m as Move<D>;

type Sub = APIApplicationCommandSubcommandOption;
type Group = APIApplicationCommandSubcommandGroupOption;

const keyOf = (inv: Invocation) => [inv.command, inv.group, inv.subcommand].filter(Boolean).join(' ');

/** A part of a definition (the command, a group, a subcommand, an option) with its description filled from the words. */
function described<O extends { readonly name: string; readonly description: string }>(o: O, path: string, words: CommandWordsIn): O {
  const description = o.description || words.describe(path);
  if (!description) throw new Error(`No description for /${path}`);
  const listed = (o as { choices?: readonly { name: string; value: string | number }[] }).choices;
  const choices = listed
    ? { choices: listed.map((c) => (c.name === String(c.value) ? { ...c, name: words.describe(`${path}=${c.value}`) ?? c.name } : c)) }
    : {};
  return { ...o, description, ...choices };
}

const optionsOf = (m: Move<unknown>, words: CommandWordsIn) =>
  (m.options ?? []).map((o) => described({ ...o, description: o.description ?? '' } as APIApplicationCommandBasicOption, `${m.path} ${o.name}`, words));

/** The definition of one command from its moves, in the order they are listed. */
function definitionOf(name: string, moves: readonly Move<unknown>[], words: CommandWordsIn): Definition {
  const alone = moves.find((m) => m.path === name);
  const parts: (Sub | Group)[] = [];
  for (const m of moves) {
    const steps = m.path.split(' ');
    if (steps.length === 1) continue;
    const sub = described<Sub>(
      { type: T.Subcommand, name: steps.at(-1)!, description: m.description ?? '', options: optionsOf(m, words) as Sub['options'] },
      m.path,
      words,
    );
    if (steps.length === 2) {
      parts.push(sub);
      continue;
    }
    const groupPath = steps.slice(0, 2).join(' ');
    let group = parts.find((p): p is Group => p.type === T.SubcommandGroup && p.name === steps[1]);
    if (!group) parts.push((group = described<Group>({ type: T.SubcommandGroup, name: steps[1]!, description: '', options: [] }, groupPath, words)));
    (group.options as Sub[]).push(sub);
  }
  const options = parts.length ? parts : alone?.options?.length ? optionsOf(alone, words) : undefined;
  const definition: Definition = {
    name,
    description: alone?.description ?? '',
    ...(alone?.permissions ? { default_member_permissions: alone.permissions } : {}),
    ...(options ? { options: options as APIApplicationCommandOption[] } : {}),
  };
  return words.localize(described(definition, name, words));
}

/** The commands of a system's moves, one per first word of their paths, in the order they are first listed. */
export function commandsOf<D>(moves: readonly Move<D>[], words: CommandWordsIn): CommandModule<D>[] {
  const names = [...new Set(moves.map((m) => m.path.split(' ')[0]!))];
  return names.map((name) => {
    const own = moves.filter((m) => m.path === name || m.path.startsWith(`${name} `));
    const byPath = new Map(own.filter((m) => m.run).map((m) => [m.path, m]));
    // An invocation that names its subcommand without its group (the console, older clients) finds it when no other group has one so named.
    const tails = own.filter((m) => m.run && m.path.split(' ').length === 3).map((m) => [`${name} ${m.path.split(' ')[2]}`, m] as const);
    for (const [tail, m] of tails) if (!byPath.has(tail) && tails.filter(([t]) => t === tail).length === 1) byPath.set(tail, m);
    const alone = own.find((m) => m.path === name);
    const moveOf = (inv: Invocation) => {
      const m = byPath.get(keyOf(inv));
      if (!m) throw new UserError(words.unknown(inv));
      return m;
    };
    const suggesting = own.some((m) => m.autocomplete);
    const clicked = own.filter((m) => m.buttons);
    const routes = new Map(clicked.flatMap((m) => m.buttons!.routes.map((r) => [r, m.buttons!] as const)));
    return {
      definition: definitionOf(name, own as readonly Move<unknown>[], words),
      run: (ctx, inv) => {
        const m = moveOf(inv);
        return m.run!(ctx, inv, m.parse ? words.parse(m.parse, inv) : undefined);
      },
      ...(suggesting
        ? {
            async autocomplete(ctx: D, inv: Invocation) {
              const m = byPath.get(keyOf(inv));
              return (await (m?.autocomplete ?? alone?.autocomplete)?.(ctx, inv)) ?? [];
            },
          }
        : {}),
      ...(routes.size
        ? {
            buttons: {
              routes: [...routes.keys()],
              run: (ctx: D, inv: Invocation) => routes.get(routeOf(inv.customId ?? ''))!.run(ctx, inv),
            },
          }
        : {}),
    };
  });
}
