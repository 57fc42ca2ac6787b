import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildActivity, buildClient } from '../../scripts/build.mjs';
import { silentLogger } from '../../src/core/logger.ts';
import { startHttpServer, type HttpServer } from '../../src/http/server.ts';
import { activityRoutes } from '../../src/web/activity.ts';
import { liveTableLinks } from '../../src/web/live-table.ts';
import { consoleTable, tempDir } from '../helpers.ts';
import { HAVE_CHROMIUM, launchChromium } from './browser.ts';

// The live table as a Discord Activity, in a fake Discord: a parent page that frames
// /activity as Discord's client does and answers the Embedded App SDK's messages (the
// handshake's READY, AUTHORIZE with a code, AUTHENTICATE), and a fake Discord API for the
// bot's side (oauth2/token, users/@me, the activity instance). The table shown is the
// channel's; a user outside the instance, or an instance in another channel, gets nothing.

const APP = '5100000000000000001';
const ALICE = '4700000000000000001';
const BOB = '4700000000000000002';
const CHANNEL = '3700000000000000001';
const OTHER = '3700000000000000002';

const tmp = tempDir('live-table-activity-');
const t = consoleTable(join(tmp.dir, 'activity.sqlite'));
const live = liveTableLinks(Buffer.alloc(32, 5), undefined);
const servers: HttpServer[] = [];
let bot: HttpServer;
let chromium: Awaited<ReturnType<typeof launchChromium>> | null = null;

/** Discord's API as the bot sees it: Alice's and Bob's codes, instance i-1 in CHANNEL with Alice alone, i-2 elsewhere. */
function fakeDiscordApi(app: Hono): void {
  const tokens: Record<string, string> = { 'code-alice': 'token-alice', 'code-bob': 'token-bob' };
  const users: Record<string, string> = { 'token-alice': ALICE, 'token-bob': BOB };
  app.post('/api/v10/oauth2/token', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const token = form.get('client_id') === APP && form.get('client_secret') === 'secret' ? tokens[form.get('code') ?? ''] : undefined;
    return token ? c.json({ access_token: token, token_type: 'Bearer' }) : c.json({ error: 'invalid_grant' }, 400);
  });
  app.get('/api/v10/users/@me', (c) => {
    const id = users[(c.req.header('authorization') ?? '').replace(/^Bearer /, '')];
    return id ? c.json({ id, username: 'u' }) : c.json({ message: '401: Unauthorized' }, 401);
  });
  app.get(`/api/v10/applications/${APP}/activity-instances/:instance`, (c) => {
    if (c.req.header('authorization') !== 'Bot bot-token') return c.json({ message: '401: Unauthorized' }, 401);
    const instance = c.req.param('instance');
    if (instance === 'i-1') return c.json({ application_id: APP, instance_id: 'i-1', location: { channel_id: CHANNEL }, users: [ALICE] });
    if (instance === 'i-2') return c.json({ application_id: APP, instance_id: 'i-2', location: { channel_id: OTHER }, users: [ALICE, BOB] });
    return c.json({ message: 'Unknown' }, 404);
  });
}

/** Discord's client, as far as the SDK sees it: it frames the Activity and answers its messages. */
function fakeDiscordClient(app: Hono): void {
  app.get('/fake-discord', (c) => {
    const frame = `/activity?frame_id=f1&instance_id=${encodeURIComponent(c.req.query('instance') ?? 'i-1')}&platform=desktop&guild_id=1&channel_id=${CHANNEL}`;
    return c.html(`<!doctype html><html><body><iframe src="${frame}" width="360" height="640"></iframe><script>
const APP = ${JSON.stringify(APP)}, USER = ${JSON.stringify(ALICE)}, CODE = ${JSON.stringify(c.req.query('code') ?? 'code-alice')};
window.authenticated = null;
window.addEventListener('message', (e) => {
  const frame = document.querySelector('iframe').contentWindow;
  if (e.source !== frame || !Array.isArray(e.data)) return;
  const [op, data] = e.data;
  const answer = (cmd, nonce, payload) => frame.postMessage([1, { cmd, evt: null, nonce, data: payload }], '*');
  if (op === 0) frame.postMessage([1, { cmd: 'DISPATCH', evt: 'READY', nonce: null, data: { v: 1, config: { api_endpoint: '//discord.com/api', environment: 'production' } } }], '*');
  else if (op === 1 && data.cmd === 'AUTHORIZE') answer('AUTHORIZE', data.nonce, { code: CODE });
  else if (op === 1 && data.cmd === 'AUTHENTICATE') {
    window.authenticated = data.args.access_token;
    answer('AUTHENTICATE', data.nonce, { access_token: data.args.access_token, user: { username: 'alice', discriminator: '0', id: USER, public_flags: 0 }, scopes: ['identify'], expires: '2030-01-01T00:00:00.000Z', application: { description: '', id: APP, name: 'Solo Alpha' } });
  }
});
</script></body></html>`);
  });
}

beforeAll(async () => {
  await t.store.ready;
  const discord = await startHttpServer({ port: 0, log: silentLogger, routes: [fakeDiscordApi] });
  servers.push(discord);
  const table = live.routes({
    source: t.table,
    feed: t.delivery.feed,
    log: silentLogger,
    script: readFileSync(await buildClient(join(tmp.dir, 'table.js')), 'utf8'),
  });
  const activity = activityRoutes({
    clientId: APP,
    clientSecret: 'secret',
    botToken: 'bot-token',
    apiUrl: `${discord.url}/api`,
    links: live.links,
    log: silentLogger,
    script: readFileSync(await buildActivity(join(tmp.dir, 'activity.js')), 'utf8'),
  });
  bot = await startHttpServer({ port: 0, log: silentLogger, routes: [table.routes, activity.routes, fakeDiscordClient] });
  servers.push(bot);
  live.listening(bot.url);
  await t.run(`#${CHANNEL} /game start faction:galactic-empire`);
  if (HAVE_CHROMIUM) chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  for (const s of servers) await s.close();
  await t.store.close();
  tmp.cleanup();
});

const exchange = (body: object) =>
  fetch(`${bot.url}/api/activity/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.skipIf(!HAVE_CHROMIUM)('the live table as a Discord Activity, in a fake Discord client', () => {
  test('handshake, authorize, the code exchanged by the bot, authenticate: the channel’s table in the frame', async () => {
    const page = await chromium!.context.newPage();
    await page.goto(`${bot.url}/fake-discord`);
    await page.waitForFunction(() => (globalThis as unknown as { authenticated: string | null }).authenticated !== null);
    expect(await page.evaluate(() => (globalThis as unknown as { authenticated: string | null }).authenticated)).toBe('token-alice');
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    await frame.waitForURL(/\/table\//);
    await frame.waitForSelector('text=TIE-1');
    expect(await frame.textContent('main')).toContain('TIE-1');
    await page.close();
  });
});

describe('the Activity’s token exchange', () => {
  test('answers the token and the table of the instance’s channel to one of its participants', async () => {
    const r = await exchange({ code: 'code-alice', instanceId: 'i-1', channelId: CHANNEL });
    expect(r.status).toBe(200);
    const body = (await r.json()) as { access_token: string; table: string };
    expect(body.access_token).toBe('token-alice');
    expect(live.links.channelOf(body.table.replace('/table/', ''))).toBe(CHANNEL);
  });

  test('refuses a user outside the instance, an instance in another channel, and a bad code: 403 and no link', async () => {
    for (const body of [
      { code: 'code-bob', instanceId: 'i-1', channelId: CHANNEL },
      { code: 'code-alice', instanceId: 'i-2', channelId: CHANNEL },
      { code: 'code-nobody', instanceId: 'i-1', channelId: CHANNEL },
    ]) {
      const r = await exchange(body);
      expect(r.status, JSON.stringify(body)).toBe(403);
      expect(await r.text()).not.toContain('/table/');
    }
  });
});
