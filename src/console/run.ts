// The local console's driver (entry point: console/main.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { composeApp } from '../compose.ts';
import { localeOf } from '../core/locale.ts';
import { createLogger } from '../core/logger.ts';
import { databaseLocation, loadConfig } from '../config.ts';
import { ConsoleSession, renderJson, renderText } from './session.ts';

export async function runConsole(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      seed: { type: 'string' },
      db: { type: 'string' },
      json: { type: 'boolean' },
      user: { type: 'string' },
      locale: { type: 'string' },
      images: { type: 'string' },
    },
  });
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL === 'debug' ? 'debug' : 'warn');
  const { app, dispatcher, store } = composeApp(values.db ?? databaseLocation(config), log);
  await store.ready;
  const images = values.images;
  if (images) mkdirSync(images, { recursive: true });
  const session = new ConsoleSession(app, dispatcher, {
    ...(values.seed ? { seed: values.seed } : {}),
    defaultUser: values.user ?? 'you',
    locale: localeOf(values.locale),
    ...(images ? { onPicture: (name: string, png: Uint8Array) => writeFileSync(join(images, name), png) } : {}),
  });
  const interactive = process.stdin.isTTY && !values.json;
  if (interactive) {
    console.log(
      'Solo Alpha console. Type slash commands, e.g. /game start faction:galactic-empire — "@name /…" speaks as another player, "click N" presses a button, Ctrl-D quits.',
    );
  }
  const rl = createInterface({ input: process.stdin, terminal: false });
  // Taken now, so lines piped in while the flush below waits on the database are kept.
  const lines = rl[Symbol.asyncIterator]();
  const show = (outs: Awaited<ReturnType<ConsoleSession['run']>>) => {
    for (const o of outs) console.log(values.json ? renderJson(o) : renderText(o) + '\n');
  };
  // Announcements left over from a previous run (a crash before posting) come first.
  show(await session.flushAll());
  if (interactive) process.stdout.write('> ');
  for await (const line of lines) {
    show(await session.run(line));
    if (interactive) process.stdout.write('> ');
  }
  await store.close();
}
