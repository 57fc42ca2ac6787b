import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { hangLimit } from './limits.ts';
import { freePort } from './free-port.ts';

// bench/run.ts and the replica test take it from here.
export { freePort };

// nginx from Debian's package as the load balancer of the replica tests, with the
// configuration docs/scaling.md gives users (its ```nginx block), only its ports changed.

const NGINX = '/usr/sbin/nginx';

/** Whether nginx is here; in CI (CI=true) its absence is a failure, elsewhere the tests skip saying how to install it. */
export function nginxAvailable(): boolean {
  if (existsSync(NGINX)) return true;
  if (process.env.CI === 'true') throw new Error(`nginx is missing at ${NGINX}: .ci/run installs it (apt-get install -y nginx)`);
  console.warn(`skipping the load-balancer tests: nginx is missing (apt-get install -y nginx)`);
  return false;
}

/** The nginx block of docs/scaling.md, its listening port and its replicas' ports replaced (as many replicas as run, at most those it lists). */
export function documentedConfig(root: string, listen: number, replicas: readonly number[]): string {
  const doc = readFileSync(join(root, 'docs', 'scaling.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/scaling.md has no nginx block');
  const listed = [...block.matchAll(/server 127\.0\.0\.1:\d+ /g)].length;
  if (listed < replicas.length) throw new Error(`docs/scaling.md lists ${listed} replicas, the test runs ${replicas.length}`);
  // One `server` line per replica run, in one pass: the documented ones in order, those past the count left out.
  let n = 0;
  return block
    .replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${listen};`)
    .replace(/\n(\s*)server 127\.0\.0\.1:\d+ ([^\n]*)/g, (_, indent: string, rest: string) =>
      n < replicas.length ? `\n${indent}server 127.0.0.1:${replicas[n++]} ${rest}` : '',
    );
}

/** nginx in the foreground with `http` as its http block, its files in `dir`; `stop` ends it. */
export async function startNginx(dir: string, http: string, listen: number): Promise<{ stop(): Promise<void>; child: ChildProcess }> {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs', 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  access_log off;`,
      `  client_body_temp_path ${join(dir, 'body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `  scgi_temp_path ${join(dir, 'scgi')};`,
      http,
      '}',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: 'ignore' });
  const until = Date.now() + hangLimit(30_000);
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const s = createServer();
      s.once('error', () => resolve(true));
      s.listen(listen, '127.0.0.1', () => s.close(() => resolve(false)));
    });
    if (up) break;
    if (Date.now() > until) throw new Error('nginx did not start listening');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
