import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

// Headless Chromium for the live table's tests: Debian's `chromium` package, driven by
// playwright-core (which downloads no browser). Where it is missing the tests skip and say
// how to install it; in CI (CI=true) a missing browser fails the run (.ci/run installs it).

export const CHROMIUM = '/usr/bin/chromium';
export const HAVE_CHROMIUM = existsSync(CHROMIUM);
export const INSTALL_HINT = `the live table's browser tests need Chromium at ${CHROMIUM}: apt-get update && apt-get install -y chromium`;

if (!HAVE_CHROMIUM) {
  if (process.env.CI === 'true') throw new Error(`CI: ${INSTALL_HINT}`);
  console.warn(`skipped: ${INSTALL_HINT}`);
}

/** A fresh browser with a user-data-dir of its own (its pages share it); `close` ends it and removes the folder. */
export async function launchChromium(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const { chromium } = await import('playwright-core');
  const dataDir = mkdtempSync(join(tmpdir(), 'live-table-chromium-'));
  const context = await chromium.launchPersistentContext(dataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
