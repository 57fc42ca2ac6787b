import type { Context, Hono } from 'hono';
import { errorText } from '../core/error-text.ts';
import type { Logger } from '../core/logger.ts';
import type { Routes } from '../http/server.ts';
import type { TableLinks } from './link.ts';
import { esc } from './render.ts';
import { pageHeaders, pageScript } from './page.ts';

// The live table as a Discord Activity (the Embedded App SDK): Discord shows GET /activity
// in an iframe; its script does the SDK's handshake, asks Discord to authorize the user
// (a code), and hands the code to POST /api/activity/token. The bot exchanges it for the
// user's token at Discord (oauth2/token, through DISCORD_API_URL), learns who the user is,
// and checks with Discord's activity-instance API that the instance runs in the channel the
// page names and that the user is one of its participants; only then does it answer with
// the token (the script authenticates with it) and the channel's table link. The table is
// keyed by the channel, never by the instance.

export interface ActivityOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly botToken: string;
  /** Discord's API base, as DISCORD_API_URL (default https://discord.com/api); /v10 is added. */
  readonly apiUrl?: string;
  readonly links: TableLinks;
  readonly log: Logger;
  /** The page's script, as built; read from dist/activity.js (built when missing) when not given. */
  readonly script?: string;
}

const SNOWFLAKE = /^\d{1,20}$/;

export function activityRoutes(options: ActivityOptions): { routes: Routes; ready: Promise<void> } {
  const api = `${(options.apiUrl ?? 'https://discord.com/api').replace(/\/+$/, '')}/v10`;
  const script = pageScript('activity', options.script);
  const ready = script.then(() => undefined);
  const refuse = (c: Context, why: string) => {
    options.log.info('activity refused', { why });
    return c.json({ error: 'forbidden' }, 403);
  };
  const routes: Routes = (app: Hono) => {
    app.use('/activity', pageHeaders);
    app.use('/activity/*', pageHeaders);
    app.get('/activity/activity.js', async (c) =>
      c.body(await script, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' }),
    );
    app.get('/activity', (c) =>
      c.html(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>Live table</title>
<link rel="stylesheet" href="/table/assets/table.css"><script src="/activity/activity.js" defer></script></head>
<body data-client-id="${esc(options.clientId)}"><main id="table"><p class="empty" id="status">…</p></main></body>
</html>
`),
    );
    app.post('/api/activity/token', async (c) => {
      const body = (await c.req.json().catch(() => null)) as { code?: unknown; instanceId?: unknown; channelId?: unknown } | null;
      const code = typeof body?.code === 'string' && body.code.length <= 200 ? body.code : null;
      const instanceId = typeof body?.instanceId === 'string' && body.instanceId.length <= 100 ? body.instanceId : null;
      const channelId = typeof body?.channelId === 'string' && SNOWFLAKE.test(body.channelId) ? body.channelId : null;
      if (!code || !instanceId || !channelId) return c.json({ error: 'bad request' }, 400);
      try {
        const tokenResponse = await fetch(`${api}/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_id: options.clientId, client_secret: options.clientSecret, grant_type: 'authorization_code', code }),
        });
        if (!tokenResponse.ok) return refuse(c, `oauth2/token ${tokenResponse.status}`);
        const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
        if (!accessToken) return refuse(c, 'no access token');
        const me = await fetch(`${api}/users/@me`, { headers: { authorization: `Bearer ${accessToken}` } });
        if (!me.ok) return refuse(c, `users/@me ${me.status}`);
        const { id: userId } = (await me.json()) as { id?: string };
        const instance = await fetch(`${api}/applications/${options.clientId}/activity-instances/${encodeURIComponent(instanceId)}`, {
          headers: { authorization: `Bot ${options.botToken}` },
        });
        if (!instance.ok) return refuse(c, `activity-instances ${instance.status}`);
        const found = (await instance.json()) as { location?: { channel_id?: string }; users?: readonly string[] };
        // The instance must run in the channel the page asks for, with this user in it: else the table is not theirs to see.
        if (found.location?.channel_id !== channelId) return refuse(c, 'instance in another channel');
        if (!userId || !found.users?.includes(userId)) return refuse(c, 'not a participant');
        return c.json({ access_token: accessToken, table: `/table/${options.links.token(channelId)}` });
      } catch (err) {
        options.log.warn('activity token exchange failed', { error: errorText(err) });
        return c.json({ error: 'unavailable' }, 502);
      }
    });
  };
  return { routes, ready };
}
