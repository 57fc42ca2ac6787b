import { composeApp } from './compose.ts';
import { ConsoleSession } from './console/session.ts';
import { silentLogger, type Logger } from './core/logger.ts';
import type { Editions } from './systems/xwing/catalog/editions.ts';

// The first command after a start runs code V8 has never seen (the rules, the codec, the
// checks, the card and its picture), at several times the cost of a warm one, and it is a
// player's first /activate after every restart or deploy. So the bot plays a
// short game first, through the same dispatcher, on a store of its own in memory that is
// thrown away: nothing of it reaches the real database or Discord.

/** The warm-up game: a round of the introductory scenario, with a typed-in roll and the confirmed /round next. */
export const WARM_UP_SCRIPT = [
  '/game start faction:galactic-empire',
  '/join ship:x-wing name:P1',
  '/activate ship:TIE-1 arc:front-left obstacle:left roll:focus hit',
  '/activate ship:TIE-2 arc:rear-right obstacle:right',
  '/round next',
  'click 1',
  '/activate ship:TIE-1 arc:left obstacle:right',
  '/game status',
] as const;

/**
 * Plays the script (WARM_UP_SCRIPT) on a throwaway in-memory store; returns how long it took
 * (ms). Throws when a line is refused: the script has drifted from the commands it warms.
 */
export async function warmUp(options: {
  readonly pictures: boolean;
  readonly editions?: Editions;
  /** Gets the warm-up app's errors (a handler that crashed, with its stack); the rest is silent. */
  readonly log?: Logger;
  readonly script?: readonly string[];
}): Promise<number> {
  const started = performance.now();
  const { store, delivery, dispatcher } = composeApp(
    ':memory:',
    errorsOnly(options.log),
    {},
    {
      pictures: options.pictures,
      editions: options.editions,
    },
  );
  try {
    await store.ready;
    const session = new ConsoleSession(delivery, dispatcher, { seed: 'warm-up', idPrefix: 'warm-up' });
    for (const line of options.script ?? WARM_UP_SCRIPT) {
      const outputs = await session.run(line);
      const answer = outputs.find((o) => o.type !== 'announcement');
      // Refusals and failures are only-you text; an only-you card (/game status) or question with buttons (/round next) is not.
      const p = answer?.payload;
      const refused = !p || answer.type === 'error' || (p.flags === 64 && !p.embeds?.length && !p.components?.length);
      if (refused) throw new Error(`the warm-up's "${line}" was refused: ${answer?.payload.content ?? 'no answer'}`);
    }
  } finally {
    await store.close();
  }
  return performance.now() - started;
}

/** A logger that passes on errors only, marked as the warm-up's. */
function errorsOnly(log: Logger | undefined): Logger {
  return log ? { ...silentLogger, error: (msg, fields) => log.error(`warm-up: ${msg}`, fields) } : silentLogger;
}
