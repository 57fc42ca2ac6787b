// What every process a test spawns gets: no `.env` (a developer's real token must never
// reach a test), nothing from the test runner's environment it does not need, and a
// time limit (SPAWN_TIMEOUT_MS) so a hung child cannot hang the suite.
import { hangLimit } from './limits.ts';

export const SPAWN_TIMEOUT_MS = hangLimit(300_000);

export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SOLO_ALPHA_IGNORE_DOTENV: '1', ...extra };
}
