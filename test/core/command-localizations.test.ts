import { describe, expect, it } from 'vitest';
import { ApplicationCommandOptionType, type APIApplicationCommandOption } from 'discord-api-types/v10';
import { COMMAND_DEFINITIONS } from '../../src/compose.ts';
import { xwingCommands } from '../../commands/xwing/index.ts';
import { coreCommands } from '../../commands/core/index.ts';
import { hexCommands } from '../../commands/hex/index.ts';
import { absCommands } from '../../commands/abs/index.ts';
import { localize } from '../../src/core/localize.ts';
import { validateCommands } from '../emulator/validate-commands.ts';

// Discord rejects a whole deployment for one bad entry, so every
// localized name and description of the composition root is checked by Discord's rules;
// the X-Wing and core commands must be French everywhere.

type Node = {
  name: string;
  description?: string;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
};

/** Every part of a command lacking French: "game start faction", "game start faction=galactic-empire". */
function missingFrench(def: Node & { options?: readonly APIApplicationCommandOption[] }, path = def.name): string[] {
  const out: string[] = [];
  if (!def.name_localizations?.fr || !def.description_localizations?.fr) out.push(path);
  for (const o of def.options ?? []) {
    const at = `${path} ${o.name}`;
    out.push(...missingFrench(o as Node & { options?: readonly APIApplicationCommandOption[] }, at));
    if ('choices' in o && o.choices) for (const c of o.choices) if (!c.name_localizations?.fr) out.push(`${at}=${c.value}`);
  }
  return out;
}

describe('command localizations', () => {
  it("every definition the bot deploys passes Discord's rules, localizations included", () => {
    expect(validateCommands(COMMAND_DEFINITIONS)).toEqual([]);
  });

  it('a bad French name or description is caught (uppercase, space, too long)', () => {
    const def = { name: 'x', description: 'd', name_localizations: { fr: 'Mauvais Nom' }, description_localizations: { fr: 'é'.repeat(101) } };
    const problems = validateCommands([def]);
    expect(problems.some((p) => p.includes('[fr]') && p.includes('name'))).toBe(true);
    expect(problems.some((p) => p.includes('[fr]') && p.includes('description'))).toBe(true);
    const choice = {
      name: 'x',
      description: 'd',
      options: [
        { type: ApplicationCommandOptionType.String, name: 'o', description: 'd', choices: [{ name: 'a', value: 'a', name_localizations: { fr: '' } }] },
      ],
    } as const;
    expect(validateCommands([choice as never])).toHaveLength(1);
  });

  it('the 4000 characters of a command count the longest language of each field (Discord: "only the longest localization … is counted")', () => {
    const option = (i: number) => ({
      type: ApplicationCommandOptionType.String,
      name: `o${i}`,
      description: 'd'.repeat(40),
      description_localizations: { fr: 'é'.repeat(90) },
    });
    const def = { name: 'x', description: 'd', options: Array.from({ length: 25 }, (_, i) => ({ ...option(i), options: undefined })) } as never;
    // English alone: 25 × 42 characters; with the longer French: 25 × 92 + 2 > 2000, and 50 options over two commands would pass 4000.
    const big = {
      name: 'y',
      description: 'd',
      options: [
        { type: 1, name: 's', description: 'd', options: (def as { options: unknown[] }).options },
        { type: 1, name: 't', description: 'd', options: (def as { options: unknown[] }).options },
      ],
    } as never;
    expect(validateCommands([big]).some((p) => p.includes('4000'))).toBe(true);
    const english = {
      name: 'y',
      description: 'd',
      options: (big as { options: { options: { description_localizations?: unknown }[] }[] }).options.map((sub) => ({
        ...sub,
        options: sub.options.map((o) => ({ ...o, description_localizations: undefined })),
      })),
    } as never;
    expect(validateCommands([english]).some((p) => p.includes('4000'))).toBe(false);
  });

  it('every command of every system, subcommand, option and choice has a French name and description', () => {
    const missing = [...xwingCommands, ...coreCommands, ...hexCommands, ...absCommands].flatMap((c) => missingFrench(c.definition as never));
    expect(missing).toEqual([]);
  });

  it('a French table naming no command part is refused (a stale key would silently go untranslated)', () => {
    expect(() => localize({ name: 'undo', description: 'd' }, { undo: ['annuler', 'x'], 'undo ghost': ['fantôme', 'y'] })).toThrow(/undo ghost/);
  });
});
