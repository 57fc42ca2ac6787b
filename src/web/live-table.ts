import type { ChangeFeed } from '../core/delivery/feed.ts';
import type { Logger } from '../core/logger.ts';
import type { HubLimits, TableHub, TableSource } from './hub.ts';
import { derivedSecret, tableLinks } from './link.ts';
import { tableRoutes, type TableRoutesOptions } from './routes.ts';
import { activityRoutes, type ActivityOptions } from './activity.ts';
import { startHttpServer, type HttpServer, type Routes } from '../http/server.ts';
import type { Config } from '../config.ts';

// The live table as the entry points wire it: its links (made before the app, which hands
// them to /game board and the tracker) and, once the app exists, its routes on the HTTP server.

export function liveTableLinks(secret: Uint8Array, publicUrl: string | undefined) {
  const links = tableLinks(secret);
  // Without PUBLIC_URL, the server's own address once it listens (http://127.0.0.1:<HTTP_PORT>).
  let base = publicUrl?.replace(/\/+$/, '') ?? null;
  return {
    links,
    /** The page's address for a channel's table. */
    link: (channelId: string) => `${base ?? ''}/table/${links.token(channelId)}`,
    listening(url: string) {
      base ??= url;
    },
    /** Its routes, reading the app's tables and hearing its changes. */
    routes(options: Omit<TableRoutesOptions, 'links'>) {
      return tableRoutes({ ...options, links });
    },
  };
}

/** The links' key: TABLE_LINK_SECRET, else derived from the bot's token (every replica agrees). */
export function linkSecret(configured: string | undefined, discordToken: string): Uint8Array {
  return configured ? Buffer.from(configured, 'utf8') : derivedSecret(discordToken);
}

export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly source: TableSource;
  readonly feed: ChangeFeed;
  readonly log: Logger;
  readonly limits?: Partial<HubLimits>;
  readonly script?: string;
  /** The Activity's settings, when the bot has its OAuth2 secret (docs/activity.md). */
  readonly activity?: Omit<ActivityOptions, 'links' | 'log'>;
  /** Starts the server with these routes (default: a server of its own; a replica's serves its interactions beside them). */
  readonly serve?: (routes: readonly Routes[]) => Promise<HttpServer>;
}

export type LiveTable = Awaited<ReturnType<typeof serveLiveTable>>;

/** The live table on the configured port and host, with the configured viewer limits; null without HTTP_PORT (then no links were made). */
export async function serveConfiguredLiveTable(
  live: ReturnType<typeof liveTableLinks> | null,
  config: Pick<Config, 'HTTP_PORT' | 'HTTP_HOST' | 'TABLE_VIEWERS_PER_GAME' | 'TABLE_VIEWERS_PER_ADDRESS'>,
  options: Omit<ServeOptions, 'port' | 'host' | 'limits'>,
): Promise<LiveTable | null> {
  if (!live || config.HTTP_PORT === undefined) return null;
  return serveLiveTable(live, {
    ...options,
    port: config.HTTP_PORT,
    host: config.HTTP_HOST,
    limits: { perGame: config.TABLE_VIEWERS_PER_GAME, perAddress: config.TABLE_VIEWERS_PER_ADDRESS },
  });
}

/** The HTTP server with the live table's routes (HTTP_PORT set): the links then point at it unless PUBLIC_URL says otherwise. */
export async function serveLiveTable(
  live: ReturnType<typeof liveTableLinks>,
  options: ServeOptions,
): Promise<{ readonly server: HttpServer; readonly hub: TableHub; close(): Promise<void> }> {
  const table = live.routes(options);
  const activity = options.activity ? activityRoutes({ ...options.activity, links: live.links, log: options.log }) : null;
  await Promise.all([table.ready, activity?.ready]);
  const routes = activity ? [table.routes, activity.routes] : [table.routes];
  const server = options.serve ? await options.serve(routes) : await startHttpServer({ port: options.port, host: options.host, log: options.log, routes });
  live.listening(server.url);
  options.log.info('live table served', { url: server.url });
  return {
    server,
    hub: table.hub,
    close: async () => {
      table.hub.close();
      await server.close();
    },
  };
}
