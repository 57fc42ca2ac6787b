import { REST } from '../discord/rest.ts';
import { Admission, type AdmissionLimits } from '../core/admission.ts';
import type { Delivery } from '../core/delivery/delivery.ts';
import type { Dispatcher } from '../core/dispatch.ts';
import type { Logger } from '../core/logger.ts';
import { DiscordOut } from '../discord/outbound.ts';
import { InFlight, interactionRoutes } from './interactions.ts';
import { startHttpServer, type HttpServer, type Routes } from './server.ts';

// The bot as a stateless replica: Discord's interactions over HTTP, no gateway connection.
// Any number of them share one database behind a load balancer; each takes any
// interaction, and every process's delivery finishes what a killed one left (the store's
// leases). SIGTERM drains: nothing new is taken, what was taken is answered and delivered.

export interface ReplicaOptions {
  readonly token: string;
  readonly apiUrl?: string | undefined;
  readonly publicKey: string;
  readonly port: number;
  readonly host: string;
  readonly delivery: Delivery;
  readonly dispatcher: Dispatcher;
  readonly log: Logger;
  readonly deferAfterMs: number;
  /** How often this replica looks for deliveries due (other replicas', a killed one's). */
  readonly flushEveryMs?: number;
  /** How many interactions are worked on at once (src/core/admission.ts). */
  readonly admission?: AdmissionLimits;
  /** More routes on the same server (the live table). */
  readonly routes?: readonly Routes[];
}

export async function startReplica(options: ReplicaOptions): Promise<{ server: HttpServer; drain(): Promise<void> }> {
  const rest = new REST({ ...(options.apiUrl ? { api: options.apiUrl } : {}), timeout: 10_000, retries: 3 }).setToken(options.token);
  const out = new DiscordOut(rest, options.delivery);
  const inFlight = new InFlight();
  const deps = { out, delivery: options.delivery, dispatcher: options.dispatcher, log: options.log, deferAfterMs: options.deferAfterMs };
  const server = await startHttpServer({
    port: options.port,
    host: options.host,
    log: options.log,
    routes: [interactionRoutes({ publicKey: options.publicKey, deps, inFlight, admission: new Admission(options.admission) }), ...(options.routes ?? [])],
  });
  options.delivery.start(out, options.flushEveryMs ?? 1_000);
  options.log.info('taking interactions over HTTP', { url: `${server.url}/interactions` });
  return {
    server,
    async drain() {
      inFlight.draining = true;
      const closed = server.close();
      await inFlight.settled();
      options.delivery.stop();
      // What this replica's interactions left due goes out now rather than wait for another's flush.
      await options.delivery.flush(out).catch(() => 0);
      await closed;
    },
  };
}
