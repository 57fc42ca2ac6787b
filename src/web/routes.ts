import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { parseVersion, laterVersion, type TableVersion } from '../core/table-version.ts';
import type { Locale } from '../core/locale.ts';
import type { Logger } from '../core/logger.ts';
import type { ChangeFeed } from '../core/delivery/feed.ts';
import type { Routes } from '../http/server.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { TableHub, DEFAULT_HUB_LIMITS, type Frame, type HubLimits, type TableSource } from './hub.ts';
import type { TableLinks } from './link.ts';
import { refusalPage, tablePage } from './render.ts';
import { pageHeaders, pageScript } from './page.ts';

// The live table's routes: GET /table/<link> (the page), GET /table/<link>/events (its
// server-sent events) and the page's own script and style. Read-only; a link that does not
// check out gets 403 and no game data; past the viewer limits, 429.

const ASSETS = '/table/assets';
// What the pages (at /table/<link>) call their script, style and events: relative to the page,
// so they load behind a proxy that serves the bot under a path prefix (PUBLIC_URL with a path).
const PAGE_ASSETS = './assets';
/** The browser waits this long before reconnecting after a cut. */
const RETRY_MS = 500;

export interface TableRoutesOptions {
  readonly source: TableSource;
  readonly feed: ChangeFeed | null;
  readonly links: TableLinks;
  readonly log: Logger;
  readonly limits?: Partial<HubLimits>;
  /** The page's script, as built (scripts/build.mjs); read from dist/table.js when not given. */
  readonly script?: string;
}

function addressOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The languages a refusal page may speak: the reader's, as the browser says (it knows no game). */
const readerLocale = (c: Context): Locale => (/^fr\b/i.test(c.req.header('accept-language') ?? '') ? 'fr' : 'en');

export function tableRoutes(options: TableRoutesOptions): { routes: Routes; hub: TableHub; ready: Promise<void> } {
  const hub = new TableHub(options.source, options.feed, options.log, { ...DEFAULT_HUB_LIMITS, ...options.limits });
  const css = readFile(join(PROJECT_ROOT, 'src', 'web', 'table.css'), 'utf8');
  const script = pageScript('table', options.script);
  const ready = Promise.all([css, script]).then(() => undefined);
  const routes: Routes = (app: Hono) => {
    app.use('/table/*', pageHeaders);
    app.get(`${ASSETS}/table.css`, async (c) => c.body(await css, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=300' }));
    app.get(`${ASSETS}/table.js`, async (c) =>
      c.body(await script, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' }),
    );
    app.get('/table/:token', async (c) => {
      const channelId = options.links.channelOf(c.req.param('token'));
      if (!channelId) return c.html(refusalPage(readerLocale(c), PAGE_ASSETS), 403);
      const snapshot = await options.source.read(channelId);
      c.header('cache-control', 'no-store');
      return c.html(tablePage(snapshot, `./${encodeURIComponent(c.req.param('token'))}/events`, PAGE_ASSETS));
    });
    app.get('/table/:token/events', (c) => {
      const channelId = options.links.channelOf(c.req.param('token'));
      if (!channelId) return c.text('Forbidden', 403);
      let since: TableVersion | null = parseVersion(c.req.header('last-event-id')) ?? parseVersion(c.req.query('since'));
      let pending: Frame | null = null;
      let writingSince = 0;
      let stream: Parameters<Parameters<typeof streamSSE>[1]>[0] | null = null;
      let ended: () => void = () => {};
      const pump = async () => {
        while (stream && !stream.aborted && !stream.closed && pending && !writingSince) {
          const frame = pending;
          pending = null;
          writingSince = Date.now();
          await stream.writeSSE({ id: frame.id, event: 'table', data: frame.data, retry: RETRY_MS });
          writingSince = 0;
          since = frame.version;
        }
      };
      const viewer = {
        offer(frame: Frame) {
          if (since && !laterVersion(frame.version, since)) return;
          pending = frame;
          void pump();
        },
        writingSince: () => writingSince,
        drop() {
          void stream?.close();
          ended();
        },
      };
      const leave = hub.join(channelId, addressOf(c), viewer);
      if (typeof leave === 'string') return c.text('Too Many Requests', 429, { 'retry-after': '30' });
      return streamSSE(c, async (s) => {
        stream = s;
        const gone = new Promise<void>((resolve) => {
          ended = resolve;
          s.onAbort(resolve);
        });
        // Until the stream opens, a frame offered waits; a comment now tells the browser the connection is up.
        await s.write(': live\n\n');
        void pump();
        await gone;
        leave();
      });
    });
  };
  return { routes, hub, ready };
}
