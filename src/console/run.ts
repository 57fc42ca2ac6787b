// The local console's driver (entry point: console/main.ts).
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { composeApp } from '../app/compose.ts';
import { createLogger } from '../app/logger.ts';
import { loadConfig } from '../config.ts';
import { ConsoleSession, renderJson, renderText } from './session.ts';

export async function runConsole(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { seed: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' }, user: { type: 'string' } } });
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL === 'debug' ? 'debug' : 'warn');
  const { app, dispatcher, store } = composeApp(values.db ?? config.DATABASE_PATH, log);
  const session = new ConsoleSession(app, dispatcher, { ...(values.seed ? { seed: values.seed } : {}), defaultUser: values.user ?? 'you' });
  const interactive = process.stdin.isTTY && !values.json;
  if (interactive) {
    console.log('Solo Alpha console. Type slash commands, e.g. /game start faction:galactic-empire — "@name /…" speaks as another player, "click N" presses a button, Ctrl-D quits.');
  }
  // Announcements left over from a previous run (a crash before posting) come first.
  const rl = createInterface({ input: process.stdin, terminal: false });
  const show = (outs: Awaited<ReturnType<ConsoleSession['run']>>) => {
    for (const o of outs) console.log(values.json ? renderJson(o) : renderText(o) + '\n');
  };
  show(await session.flushAll());
  if (interactive) process.stdout.write('> ');
  for await (const line of rl) {
    show(await session.run(line));
    if (interactive) process.stdout.write('> ');
  }
  store.close();
}
