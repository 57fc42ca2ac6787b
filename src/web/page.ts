import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { secureHeaders } from 'hono/secure-headers';
import { PROJECT_ROOT } from '../paths.ts';

// What the live table's page and the Activity's page share: their headers and how their script is found.

// Where the pages may be shown in a frame: this server's own pages, and Discord's client
// and its activity proxy (the Activity shows the table there); nowhere else.
const FRAME_ANCESTORS = ["'self'", 'https://discord.com', 'https://*.discord.com', 'https://*.discordsays.com'];

/** The pages' headers: scripts and styles from this server only, nothing inline; framed only by Discord (the Activity). */
export const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    connectSrc: ["'self'"],
    imgSrc: ["'self'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: FRAME_ANCESTORS,
  },
  xFrameOptions: false,
  referrerPolicy: 'no-referrer',
});

/**
 * A page's script: the one given (tests build their own), else dist/<name>.js, built by
 * `npm start` and `npm run build`; built here when missing (the console under tsx).
 */
export function pageScript(name: 'table' | 'activity', given: string | undefined): Promise<string> {
  return given !== undefined ? Promise.resolve(given) : loadBuilt(name);
}

async function loadBuilt(name: 'table' | 'activity'): Promise<string> {
  const file = join(PROJECT_ROOT, 'dist', `${name}.js`);
  if (!existsSync(file)) {
    type Builder = (out?: string) => Promise<string>;
    const build = (await import(join(PROJECT_ROOT, 'scripts', 'build.mjs'))) as { buildClient: Builder; buildActivity: Builder };
    await (name === 'table' ? build.buildClient : build.buildActivity)(file);
  }
  return readFile(file, 'utf8');
}
