import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { buildClient } from '../../scripts/build.mjs';
import { versionText } from '../../src/core/table-version.ts';
import { tableText } from '../../src/core/table-view.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { bslStrings } from '../../src/systems/xwing/bsl/strings/index.ts';
import { fr as xwingFr } from '../../src/systems/xwing/strings/fr.ts';
import { en as xwingEn } from '../../src/systems/xwing/strings/en.ts';
import { fr as webFr } from '../../src/web/strings/fr.ts';
import { LINK_LIFETIME_MS } from '../../src/web/link.ts';
import { liveTableLinks, serveLiveTable } from '../../src/web/live-table.ts';
import { consoleTable, tempDir } from '../helpers.ts';
import { buyLine, W1_BUYS } from '../systems/xwing/bsl/console-script.ts';
import { HAVE_CHROMIUM, launchChromium } from './browser.ts';

// The live table in a real browser (headless Chromium): the page follows the game as
// commands change it, resumes after a cut without going back or stopping short, fits a
// phone, speaks the game's language, hides what the campaign hides, and opens for no
// altered or expired link.

const tmp = tempDir('live-table-');
const t = consoleTable(join(tmp.dir, 'table.sqlite'));
const live = liveTableLinks(Buffer.alloc(32, 7), undefined);
let web: Awaited<ReturnType<typeof serveLiveTable>>;
let chromium: Awaited<ReturnType<typeof launchChromium>> | null = null;

beforeAll(async () => {
  await t.store.ready;
  const script = readFileSync(await buildClient(join(tmp.dir, 'table.js')), 'utf8');
  web = await serveLiveTable(live, { port: 0, host: '127.0.0.1', source: t.table, feed: t.delivery.feed, log: silentLogger, script });
  if (HAVE_CHROMIUM) chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  await web?.close();
  await t.store.close();
  tmp.cleanup();
});

/** The version the channel's table is at now, as the page writes it. */
const versionOf = async (channel: string) => versionText(await t.table.version(channel));

async function open(channel: string, width = 800): Promise<Page> {
  const page = await chromium!.context.newPage();
  await page.setViewportSize({ width, height: 740 });
  await page.goto(live.link(channel));
  // The script has connected once the status says so (it is set by the event stream's open).
  await page.waitForFunction(() => {
    const body = (globalThis as unknown as InPage).document.body;
    return !body.classList.contains('offline') && body.dataset.events !== undefined;
  });
  return page;
}

/** The page's own objects, for functions run in it (the project's type check has no DOM library). */
type InPage = { document: { body: { dataset: Record<string, string>; classList: { contains(c: string): boolean } } } };

/** Until the page shows `version` (a function, not a string: the page's policy forbids eval). */
const shows = (page: Page, version: string) =>
  page.waitForFunction((v) => (globalThis as unknown as InPage).document.body.dataset.version === v, version, { polling: 'raf' });

describe.skipIf(!HAVE_CHROMIUM)('the live table in a browser', () => {
  test('two viewers of one game see each change a command makes within 1 s (p95 of 50 changes)', async () => {
    await t.run('/game start faction:galactic-empire');
    await t.run('/join ship:x-wing name:Luke');
    const pages = [await open('table'), await open('table')];
    const took: number[] = [];
    for (let i = 0; i < 50; i++) {
      const start = performance.now();
      await t.run(`/ship stress ship:TIE-1 count:${(i % 2) + 1}`);
      const version = await versionOf('table');
      await Promise.all(pages.map((p) => shows(p, version)));
      took.push(performance.now() - start);
    }
    took.sort((a, b) => a - b);
    const p95 = took[Math.ceil(took.length * 0.95) - 1]!;
    console.log(`live table: a change reached both viewers in p50 ${took[24]!.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${took.at(-1)!.toFixed(0)} ms`);
    expect(p95).toBeLessThanOrEqual(1000);
    // The page shows the change itself, not only its version: the stress on TIE-1.
    expect(await pages[0]!.textContent('main')).toContain(xwingEn.status.stress(2));
    await Promise.all(pages.map((p) => p.close()));
  });

  test('a viewer whose connection is cut misses no version: it ends at the latest and never goes back', async () => {
    await t.run('#cut /game start faction:galactic-empire');
    const page = await open('cut');
    // Every version the page shows, in order.
    await page.evaluate(`(() => {
      window.seen = [document.body.dataset.version];
      new MutationObserver(() => window.seen.push(document.body.dataset.version)).observe(document.body, { attributes: true, attributeFilter: ['data-version'] });
    })()`);
    for (let cut = 0; cut < 3; cut++) {
      web.hub.dropChannel('cut');
      for (let i = 0; i < 3; i++) await t.run(`#cut /ship ion ship:TIE-2 count:${(cut * 3 + i + 1) % 2}`);
    }
    const latest = await versionOf('cut');
    await shows(page, latest);
    const seen = (await page.evaluate('window.seen')) as string[];
    const numbers = seen.map((v) => v.split('.').map(Number));
    for (let i = 1; i < numbers.length; i++) expect(numbers[i]![1]).toBeGreaterThan(numbers[i - 1]![1]!);
    expect(seen.at(-1)).toBe(latest);
    await page.close();
  });

  test('on a 360-pixel phone the page needs no horizontal scrolling, and it is light or dark as the system is', async () => {
    await t.run('#phone /game start faction:galactic-empire');
    await t.run('#phone /join ship:x-wing name:WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW');
    await t.run('#phone /join ship:tie advanced');
    const page = await open('phone', 360);
    expect(await page.textContent('main')).toContain('WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    // Light or dark as the reader's system is.
    const background = () => page.evaluate('getComputedStyle(document.body).backgroundColor');
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await background();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background()).not.toBe(light);
    await page.close();
  });

  test('behind a proxy that serves the bot under a path prefix (PUBLIC_URL with a path), the page loads its script and style and follows the game', async () => {
    const proxy = await prefixProxy('/solo', web.server.url);
    try {
      await t.run('#prefix /game start faction:galactic-empire');
      const page = await chromium!.context.newPage();
      const failed: string[] = [];
      page.on('requestfailed', (r) => failed.push(r.url()));
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      const link = live.link('prefix');
      await page.goto(`${proxy.url}/solo${link.slice(link.indexOf('/table/'))}`);
      await page.waitForFunction(() => !(globalThis as unknown as InPage).document.body.classList.contains('offline'));
      // The style loaded, and the events arrive.
      expect(await page.evaluate('document.styleSheets[0]?.cssRules.length ?? 0')).toBeGreaterThan(0);
      await t.run('#prefix /ship stress ship:TIE-1 count:2');
      await shows(page, await versionOf('prefix'));
      expect(await page.textContent('main')).toContain(xwingEn.status.stress(2));
      expect(failed).toEqual([]);
      // Nothing asked from the site root, but the browser's own guess at an icon.
      expect(proxy.outside.filter((p) => p !== '/favicon.ico')).toEqual([]);
      await page.close();
    } finally {
      await proxy.close();
    }
  });

  test("a French game's page is in French", async () => {
    await t.run('#fr /game start faction:galactic-empire language:fr');
    const page = await open('fr');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    const text = (await page.textContent('body'))!;
    expect(text).toContain(webFr.title);
    expect(text).toContain(xwingFr.tracker.phase('planning'));
    expect(text).toContain(xwingFr.tracker.shipsInPlay);
    expect(text).not.toContain(xwingEn.tracker.shipsInPlay);
    await page.close();
  });

  test("a campaign's page hides the AI's face-down draws, as /campaign log does until the round's result", async () => {
    const run = (line: string) => t.run(`#camp ${line}`);
    await run('/campaign start faction:rebel-alliance ai:galactic-empire seed:bsl-3662');
    for (const type of ['standard', 'standard', 'recon', 'standard']) await run(`/campaign squadron type:${type}`);
    for (const b of W1_BUYS) await run(buyLine(b));
    await run('/campaign ready');
    await run('/campaign rest cards:3 5');
    await run('/campaign draw include:2 4');
    await run('/campaign mission id:4');
    const words = bslStrings('en').status;
    const page = await open('camp');
    const text = (await page.textContent('main'))!;
    // The AI drew #2 and #3 (the seed's draws): the page says how many, not which.
    expect(text).toContain(words.aiFaceDown(2));
    expect(text).not.toContain(words.aiSquadrons('#2, #3'));
    expect(text).toContain(words.playersSquadrons('#2, #4'));
    await page.close();
  });
});

/**
 * A proxy serving `target` under `prefix` only, as a host serving the bot under a path does:
 * what it is asked outside the prefix it answers 404 and notes (`outside`).
 */
async function prefixProxy(prefix: string, target: string): Promise<{ url: string; outside: string[]; close(): Promise<void> }> {
  const to = new URL(target);
  const outside: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (!path.startsWith(`${prefix}/`)) {
      outside.push(path);
      res.writeHead(404).end();
      return;
    }
    const forward = request({ host: to.hostname, port: to.port, method: req.method, path: path.slice(prefix.length), headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    outside,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the live table’s links', () => {
  test('the page and the refusal name their script, style and events relative to themselves, never from the site root (a proxy may serve the bot under a path)', async () => {
    await t.run('#relative /game start faction:galactic-empire');
    const good = live.link('relative');
    const refused = `${good.slice(0, good.lastIndexOf('/') + 1)}nonsense`;
    for (const url of [good, refused]) {
      const html = await (await fetch(url)).text();
      const named = [...html.matchAll(/\s(?:href|src|data-events)="([^"]*)"/g)].map((m) => m[1]!);
      expect(named.length, url).toBeGreaterThan(0);
      for (const n of named) expect(n, url).toMatch(/^\.\//);
    }
  });

  test("a player's ship says no owner: no lone person's sign after the ship, and no user id (the page knows no names)", async () => {
    await t.run('#owner /game start faction:galactic-empire');
    await t.run('#owner /join ship:x-wing name:Luke');
    const html = await (await fetch(live.link('owner'))).text();
    const luke = [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]!).find((d) => d.includes('Luke'));
    expect(luke).toMatch(/^👤 Luke · /);
    expect(luke).not.toMatch(/ · 👤( · |$)/);
    expect(html).not.toMatch(/user-|&lt;@/);
  });

  test('a mention inside a sentence reads as a person, with no user id', () => {
    expect(tableText('Waiting for <@123>.')).toBe('Waiting for 👤.');
  });

  test('the page runs no inline script or style; an altered or expired link gets 403 and no game data', async () => {
    await t.run('#links /game start faction:galactic-empire');
    const good = live.link('links');
    const ok = await fetch(good);
    expect(ok.status).toBe(200);
    // No inline script or style: the policy allows only the server's own files.
    expect(ok.headers.get('content-security-policy')).toMatch(/default-src 'none'.*script-src 'self'.*style-src 'self'/);
    const html = await ok.text();
    expect(html).toContain('TIE-1');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)|<style|\sstyle=/);
    const token = good.slice(good.lastIndexOf('/') + 1);
    const [payload, sig] = token.split('.') as [string, string];
    const otherChannel = `${Buffer.from(`table|${Buffer.from(payload, 'base64url').toString().split('|')[1]}`).toString('base64url')}.${sig}`;
    const flipped = `${payload}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = live.links.token('links', Date.now() - LINK_LIFETIME_MS - 1000);
    const base = good.slice(0, good.lastIndexOf('/') + 1);
    for (const bad of [otherChannel, flipped, expired, 'nonsense']) {
      for (const url of [`${base}${bad}`, `${base}${bad}/events`]) {
        const r = await fetch(url);
        const body = await r.text();
        expect(r.status, url).toBe(403);
        expect(body).not.toContain('TIE');
        expect(body).not.toContain('Luke');
      }
    }
  });
});
