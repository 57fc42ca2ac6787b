import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { CommandModule } from '../../src/core/command.ts';
import type { Locale } from '../../src/core/locale.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { localize, pairedWords } from '../../src/core/localize.ts';
import { hexStrings } from '../../src/systems/hex/system.ts';
import check from './check.ts';
import type { HexContext, HexPart } from './context.ts';
import craft from './craft.ts';
import end from './end.ts';
import help from './help.ts';
import { hexFrench } from './french.ts';
import { UserError } from './options.ts';
import round from './round.ts';
import settings from './settings.ts';
import squadron from './squadron.ts';
import stats from './stats.ts';

// /hex: one slash command, its subcommands and groups each in their own file.

const PARTS: readonly HexPart[] = [check, squadron, stats, craft, round, settings, end, help];

function partOf(subcommand: string | null, locale: Locale): HexPart {
  const part = PARTS.find((p) => subcommand !== null && Object.hasOwn(p.moves, subcommand));
  if (!part) throw new UserError(hexStrings(locale).options.unknownSubcommand);
  return part;
}

const DEFINITION: RESTPostAPIChatInputApplicationCommandsJSONBody = { name: 'hex', description: en.commands.hex, options: PARTS.map((p) => p.option) };

export const hexCommand: CommandModule<HexContext> = {
  // French from the system's paired string tables.
  definition: localize(DEFINITION, pairedWords(DEFINITION, hexFrench)),
  run: (ctx, inv) => partOf(inv.subcommand, inv.locale).moves[inv.subcommand ?? '']!(ctx, inv),
  async autocomplete(ctx, inv) {
    return (await partOf(inv.subcommand, inv.locale).autocomplete?.(ctx, inv)) ?? [];
  },
};

/** The hex squadrons slash commands (one, /hex), for the composition root. */
export const hexCommands: readonly CommandModule<HexContext>[] = [hexCommand];
