// The local console's driver (entry point: console/main.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { composeApp } from '../compose.ts';
import { localeOf, type Locale } from '../core/locale.ts';
import { createLogger } from '../core/logger.ts';
import { databaseLocation, loadConfig } from '../config.ts';
import { ConsoleSession, renderJson, renderText } from './session.ts';
import { randomBytes } from 'node:crypto';
import { liveTableLinks, serveConfiguredLiveTable } from '../web/live-table.ts';
import { consoleStrings, type ConsoleStrings } from './strings/index.ts';

/** Where the files replies carry go without --files (the default database is ./data/solo-alpha.sqlite). */
export const DEFAULT_FILES = join('data', 'files');

const OPTIONS = {
  seed: { type: 'string' },
  db: { type: 'string' },
  json: { type: 'boolean' },
  user: { type: 'string' },
  locale: { type: 'string' },
  images: { type: 'string' },
  files: { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** The console's words for the language a command line asks for (read leniently: a refusal of the rest of the line already speaks it). */
export function consoleStringsFor(argv: string[]): ConsoleStrings {
  return consoleStrings(consoleLocale(argv));
}

function consoleLocale(argv: string[]): Locale {
  // The first `--locale` given a value: a bare `--locale` (refused by the strict parse) asks for none.
  const { tokens } = parseArgs({ args: argv, options: OPTIONS, strict: false, tokens: true });
  const given = tokens.find((t) => t.kind === 'option' && t.name === 'locale' && typeof t.value === 'string');
  return localeOf(given?.kind === 'option' ? given.value : undefined);
}

export async function runConsole(argv: string[]): Promise<void> {
  const locale = consoleLocale(argv);
  const say = consoleStrings(locale);
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS }));
  } catch (err) {
    // One line in the console's language saying where the options are listed (main.ts prints it, exit 1).
    throw new Error(say.badArguments(argumentProblem(err, say)));
  }
  if (values.help) {
    console.log(say.usage);
    return;
  }
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL === 'debug' ? 'debug' : 'warn');
  // The live table (HTTP_PORT set): links signed with a key of this run's own.
  const live = config.HTTP_PORT !== undefined ? liveTableLinks(randomBytes(32), config.PUBLIC_URL) : null;
  // One person types here: the tracker is shown after every change, not paced as Discord's edits are.
  const { delivery, dispatcher, store, table } = composeApp(
    values.db ?? databaseLocation(config),
    log,
    {},
    {
      delivery: { trackerEveryMs: 0, trackerEditsPerSecond: Infinity },
      ...(live ? { tableLink: live.link } : {}),
    },
  );
  await store.ready;
  const web = await serveConfiguredLiveTable(live, config, { source: table, feed: delivery.feed, log }).catch(async (err: unknown) => {
    await store.close();
    const problem = listenProblem(err, config.HTTP_HOST, config.HTTP_PORT ?? 0, say);
    throw problem === null ? err : new Error(problem);
  });
  if (web) {
    // One line saying where the page is; under --json on stderr, so stdout stays one JSON object a line.
    const served = say.tableServed(web.server.url, config.PUBLIC_URL || null);
    if (values.json) console.error(served);
    else console.log(served);
  }
  const images = values.images;
  if (images) mkdirSync(images, { recursive: true });
  const interactive = process.stdin.isTTY && !values.json;
  // A reply's files get a folder of their own, beside the default database: written into the
  // working directory (a checkout) they would be taken for the project's files, and fail its lint.
  const files = values.files ?? DEFAULT_FILES;
  const session = new ConsoleSession(delivery, dispatcher, {
    ...(values.seed ? { seed: values.seed } : {}),
    // The live tracker in the text console; --json stays one line per reply and announcement.
    tracker: !values.json,
    defaultUser: values.user ?? say.defaultUser,
    locale,
    ...(images ? { onPicture: (name: string, png: Uint8Array) => writeFileSync(join(images, name), png) } : {}),
    onFile: (name: string, content: string | Uint8Array) => {
      mkdirSync(files, { recursive: true });
      const path = join(files, basename(name));
      writeFileSync(path, content);
      return path;
    },
  });
  if (interactive) {
    console.log(say.banner);
  }
  const rl = createInterface({ input: process.stdin, terminal: false });
  // Taken now, so lines piped in while the flush below waits on the database are kept.
  const lines = rl[Symbol.asyncIterator]();
  const show = (outs: Awaited<ReturnType<ConsoleSession['run']>>) => {
    for (const o of outs) console.log(values.json ? renderJson(o) : renderText(o, locale) + '\n');
  };
  // Announcements left over from a previous run (a crash before posting) come first.
  show(await session.flushAll());
  if (interactive) process.stdout.write('> ');
  for await (const line of lines) {
    show(await session.run(line));
    if (interactive) process.stdout.write('> ');
  }
  await web?.close();
  await store.close();
}

/** Node's refusals to listen on a port and host (the settings' fault, not the program's). */
const LISTEN_ERRORS = new Set(['EACCES', 'EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME']);

/**
 * Why the live table could not listen, in the console's words, naming the setting to change
 * (main.ts prints it, exit 1); null for any other failure, which is shown as it is.
 */
function listenProblem(err: unknown, host: string, port: number, say: ConsoleStrings): string | null {
  const code = err instanceof Error && 'code' in err ? String(err.code) : '';
  if (code === 'EADDRINUSE') return say.portInUse(host, port);
  return LISTEN_ERRORS.has(code) ? say.cannotListen(host, port, code) : null;
}

/** Node's parseArgs error (English) as the console's own words; the offending argument is quoted in its message. */
function argumentProblem(err: unknown, say: ConsoleStrings): string {
  const message = err instanceof Error ? err.message : String(err);
  const code = err instanceof Error && 'code' in err ? String(err.code) : '';
  const arg = /'([^']+)'/.exec(message)?.[1] ?? message;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return say.unknownArgument(arg);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return message.includes('does not take') ? say.argumentTakesNoValue(arg.split(' ')[0]!) : say.argumentNeedsValue(arg.split(' ')[0]!);
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return say.unexpectedArgument(arg);
  return message;
}
