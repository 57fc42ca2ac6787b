import pg from 'pg';
import { routeOf } from '../src/core/buttons.ts';
import type { Invocation, Reply } from '../src/core/command.ts';
import { composeApp } from '../src/compose.ts';
import { silentLogger } from '../src/core/logger.ts';
import { ConsoleSession } from '../src/console/session.ts';
import { invocation } from '../test/helpers.ts';

// Round trips to PostgreSQL per command, counted at the driver (one `query` call is one
// round trip: a string of several statements is sent and answered at once). The bot's
// path: the command, then the flush the Discord adapter runs after it in its channel (its
// outbox, carrying the interaction, and its live tracker, edited at once here so that
// every count includes the edit). A count depends only on the code, not on the machine.

/** Each command of a short game, in the order played, and what it costs. */
export async function roundTrips(url: string): Promise<{ command: string; handle: number; flush: number }[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string };
    sent.push(typeof q === 'string' ? q : String(q.text));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
  // Every change's tracker edit is made in the flush right after it, never put off to a later slot.
  const { delivery, dispatcher, store } = composeApp(
    url,
    silentLogger,
    {},
    { pictures: false, delivery: { trackerEveryMs: 0, trackerEditsPerSecond: 1_000_000 } },
  );
  try {
    await store.ready;
    const setUp = new ConsoleSession(delivery, dispatcher, { seed: 'round-trips' });
    // P1 flies at I4: the TIEs (I1) are first in the Activation order (R54), so both /activate apply.
    for (const line of ['/game start faction:galactic-empire', '/join ship:x-wing pilot:redsquadronveteran name:P1']) await setUp.run(line);
    let n = 0;
    const announcer = { post: async () => {}, track: async () => `tracker-${++n}` };
    const you = { user: { id: 'user-you', name: 'you' }, canManage: true };
    const typed = (command: string, subcommand: string | null, options: Record<string, unknown> = {}): Invocation =>
      invocation({ command, subcommand, options, ...you });
    const rows: { command: string; handle: number; flush: number }[] = [];
    let last: Reply | undefined;
    const play = async (label: string, inv: Invocation) => {
      pg.Client.prototype.query = counting as typeof query;
      try {
        sent.length = 0;
        last = await dispatcher.handle(inv);
        const handle = sent.length;
        sent.length = 0;
        await delivery.flush(announcer, 'table', async () => {});
        rows.push({ command: label, handle, flush: sent.length });
      } finally {
        pg.Client.prototype.query = query;
      }
    };
    const activate = (ship: string) => typed('activate', null, { ship, arc: 'front-left', obstacle: 'right', roll: 'focus hit' });
    await play('/activate', activate('TIE-1'));
    await play('/activate', activate('TIE-2'));
    await play('/round next (asks)', typed('round', 'next'));
    const confirm = last?.buttons?.flat().find((b) => b.id.startsWith('round-next.'))?.id;
    if (!confirm) throw new Error('/round next did not ask for a confirmation');
    await play('its confirmation (button)', invocation({ kind: 'button', command: routeOf(confirm), customId: confirm, ...you }));
    await play('/game status', typed('game', 'status'));
    return rows;
  } finally {
    await store.close();
  }
}
