import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { errorText } from '../core/error-text.ts';
import type { Logger } from '../core/logger.ts';

// The bot's HTTP server, when HTTP_PORT is set (nothing listens without it): Discord's
// interactions (POST /interactions, in HTTP mode) and the live table's pages. Built on
// Hono: routing, headers, body limits and server-sent events from a small, well-kept
// library on Node's own HTTP server, rather than written here.

/** Something the server serves: it adds its routes to the app. */
export type Routes = (app: Hono) => void;

export interface HttpServer {
  /** Where it listens, e.g. http://127.0.0.1:8080. */
  readonly url: string;
  readonly port: number;
  /** Stops taking connections and resolves once those under way have ended. */
  close(): Promise<void>;
}

export async function startHttpServer(options: {
  readonly port: number;
  readonly host?: string;
  readonly log: Logger;
  readonly routes: readonly Routes[];
}): Promise<HttpServer> {
  const app = new Hono();
  for (const add of options.routes) add(app);
  app.onError((err, c) => {
    options.log.error('http request failed', { path: c.req.path, error: errorText(err) });
    return c.text('Internal Server Error', 500);
  });
  const server = createAdaptorServer({ fetch: app.fetch });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive connections would hold the close open.
        if ('closeIdleConnections' in server) (server as { closeIdleConnections(): void }).closeIdleConnections();
      }),
  };
}
