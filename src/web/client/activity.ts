import { DiscordSDK } from '@discord/embedded-app-sdk';

// The Activity's script (bundled for the browser by scripts/build.mjs with Discord's
// Embedded App SDK): the handshake with Discord's client, the user's authorization (a code
// the bot exchanges, checking the instance and its participants), the authentication with
// the token it hands back, then the channel's live table in this frame.

interface Element {
  dataset: Record<string, string | undefined>;
  textContent: string | null;
}
declare const document: { body: Element; getElementById(id: string): Element | null };
declare const location: { replace(url: string): void };

async function start(): Promise<void> {
  const clientId = document.body.dataset.clientId ?? '';
  const sdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
  await sdk.ready();
  const { code } = await sdk.commands.authorize({ client_id: clientId, response_type: 'code', state: '', prompt: 'none', scope: ['identify'] });
  const response = await fetch('/api/activity/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, instanceId: sdk.instanceId, channelId: sdk.channelId }),
  });
  if (!response.ok) throw new Error(`the bot refused (${response.status})`);
  const { access_token: accessToken, table } = (await response.json()) as { access_token: string; table: string };
  await sdk.commands.authenticate({ access_token: accessToken });
  location.replace(table);
}

start().catch((err: unknown) => {
  const status = document.getElementById('status');
  if (status) status.textContent = `⚠️ ${err instanceof Error ? err.message : String(err)}`;
});
