import type { ChangeFeed } from '../core/delivery/feed.ts';
import type { Logger } from '../core/logger.ts';
import type { HubLimits, TableHub, TableSource } from './hub.ts';
import { tableLinks } from './link.ts';
import { tableRoutes } from './routes.ts';
import { activityRoutes, type ActivityOptions } from './activity.ts';
import { derivedSecret } from './link.ts';
import { startHttpServer, type HttpServer, type Routes } from '../http/server.ts';

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
    routes(options: {
      readonly source: TableSource;
      readonly feed: ChangeFeed | null;
      readonly log: Logger;
      readonly limits?: Partial<HubLimits>;
      readonly script?: string;
    }) {
      return tableRoutes({ ...options, links });
    },
  };
}

/** The links' key: TABLE_LINK_SECRET, else derived from the bot's token (every replica agrees). */
export function linkSecret(configured: string | undefined, discordToken: string): Uint8Array {
  return configured ? Buffer.from(configured, 'utf8') : derivedSecret(discordToken);
}

/** The HTTP server with the live table's routes (HTTP_PORT set): the links then point at it unless PUBLIC_URL says otherwise. */
export async function serveLiveTable(
  live: ReturnType<typeof liveTableLinks>,
  options: {
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
  },
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
