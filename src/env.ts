import { config } from 'dotenv';

/**
 * Reads the developer's `.env` into the environment for the entry points (bot,
 * console, deploy-commands). Tests and the processes they spawn set
 * SOLO_ALPHA_IGNORE_DOTENV=1: a real token in `.env` must never reach a test.
 */
export function loadDotenv(): void {
  if (process.env.SOLO_ALPHA_IGNORE_DOTENV === '1' || process.env.VITEST) return;
  config({ quiet: true });
}
