import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CORE_COMMANDS_EN, CORE_COMMANDS_FR } from '../../src/core/command-words.ts';
import type { CommandWordsLike } from '../../src/core/localize.ts';
import { CAMPAIGN_COMMANDS_EN } from '../../src/systems/xwing/bsl/strings/commands-en.ts';
import { CAMPAIGN_COMMANDS_FR } from '../../src/systems/xwing/bsl/strings/commands-fr.ts';
import { XWING_COMMANDS_EN } from '../../src/systems/xwing/strings/commands-en.ts';
import { XWING_COMMANDS_FR } from '../../src/systems/xwing/strings/commands-fr.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { HEX_COMMAND_NAMES_FR, type HexCommandName } from '../../src/systems/hex/strings/command-names-fr.ts';
import { ABS_COMMAND_NAMES_FR, type AbsCommandName } from '../../src/systems/abs/strings/command-names-fr.ts';

// A language's command words are typed from the English table (CommandWordsLike): a word
// missing in French is a type error, not a command Discord shows in English. The
// `@ts-expect-error` lines below are checked by `tsc` (npm test); the test compiles a
// language table missing a word itself, so vitest alone says so too.

const withoutKey = <T extends object, K extends keyof T>(table: T, key: K): Omit<T, K> => {
  const { [key]: _, ...rest } = table;
  return rest;
};

// @ts-expect-error a French table without the words of /game start fails the type check
const missingPart: CommandWordsLike<typeof XWING_COMMANDS_EN> = withoutKey(XWING_COMMANDS_FR, 'game start');
// @ts-expect-error a French table without the name of a choice the English names fails too
const missingChoice: CommandWordsLike<typeof CORE_COMMANDS_EN> = withoutKey(CORE_COMMANDS_FR, 'close what=game');

// Hex's and A Billion Suns' descriptions come from their typed string tables; their names are typed from their English lists.
// @ts-expect-error a French name table without one of /hex's names fails the type check
const missingHexName: { readonly [K in HexCommandName]: string } = withoutKey(HEX_COMMAND_NAMES_FR, 'squadron');
// @ts-expect-error and one without one of /abs's
const missingAbsName: { readonly [K in AbsCommandName]: string } = withoutKey(ABS_COMMAND_NAMES_FR, 'contract');

/** The language tables whose words the type check holds to their English tables. */
const TABLES = ['src/core/command-words.ts', 'src/systems/xwing/strings/commands-fr.ts', 'src/systems/xwing/bsl/strings/commands-fr.ts'].map((f) =>
  join(PROJECT_ROOT, f),
);

/** The type errors of the language tables and of a module written in test/core/ that imports them. */
function typeErrors(source: string): string[] {
  const file = join(PROJECT_ROOT, 'test', 'core', 'command-words.fixture.ts');
  const config = ts.getParsedCommandLineOfConfigFile(join(PROJECT_ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const host = ts.createCompilerHost(config!.options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => (name === file ? ts.createSourceFile(name, source, version) : read(name, version, ...rest));
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || exists(name);
  const program = ts.createProgram([file], config!.options, host);
  return [file, ...TABLES].flatMap((f) =>
    program.getSemanticDiagnostics(program.getSourceFile(f)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
  );
}

const fixture = (table: string) => `
import type { CommandWordsLike } from '../../src/core/localize.ts';
import type { XWING_COMMANDS_EN } from '../../src/systems/xwing/strings/commands-en.ts';
import { XWING_COMMANDS_FR } from '../../src/systems/xwing/strings/commands-fr.ts';
export const fr: CommandWordsLike<typeof XWING_COMMANDS_EN> = ${table};
`;

describe('command words per language', () => {
  it('a French table missing a word fails the type check, naming the word', () => {
    // The tables as they are: every word there.
    expect(typeErrors(fixture(`XWING_COMMANDS_FR`))).toEqual([]);
    const errors = typeErrors(fixture(`(({ 'game start seed': _, ...rest }) => rest)(XWING_COMMANDS_FR)`));
    expect(errors.join('\n')).toContain("'game start seed'");
  });

  it('every language table has the English table’s paths, and no other part', () => {
    for (const [en, fr] of [
      [XWING_COMMANDS_EN, XWING_COMMANDS_FR],
      [CAMPAIGN_COMMANDS_EN, CAMPAIGN_COMMANDS_FR],
      [CORE_COMMANDS_EN, CORE_COMMANDS_FR],
    ] as const) {
      const parts = (t: object) => Object.keys(t).filter((k) => !k.includes('='));
      expect(parts(fr).sort()).toEqual(parts(en).sort());
    }
    // Unused here but for the type checks above.
    expect([missingPart, missingChoice, missingHexName, missingAbsName].every(Boolean)).toBe(true);
  });
});
