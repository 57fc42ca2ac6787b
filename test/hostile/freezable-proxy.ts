import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server that can be frozen: while frozen, nothing passes either
 * way and everything sent is held, as the kernel holds it for a process stopped with
 * SIGSTOP; thawed, what was held goes on in order (and a side that closed meanwhile is
 * closed after it). Lets a test stall PostgreSQL for one store without stopping the server
 * the other test files share.
 */
export async function freezableProxy(host: string, port: number) {
  let frozen = false;
  const held: (() => void)[] = [];
  const pass = (action: () => void) => (frozen ? held.push(action) : action());
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(port, host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => pass(() => to.write(chunk)));
      from.on('end', () => pass(() => to.end()));
      from.on('error', () => pass(() => to.destroy()));
      from.on('close', () => sockets.delete(from));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    freeze(): void {
      frozen = true;
    },
    thaw(): void {
      frozen = false;
      for (const action of held.splice(0)) action();
    },
    async close(): Promise<void> {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
