import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { MAX_INTERACTION_BYTES } from '../../src/http/interactions.ts';
import { startReplica } from '../../src/http/replica.ts';
import { everyBodyValid } from '../emulator/bodies-checked.ts';
import { DiscordEmulator, shownText } from '../emulator/emulator.ts';
import { tempDir } from '../helpers.ts';

// Discord's interactions over HTTP, checked before anything is read or run: a replica in
// this process, the emulator as Discord (it signs with a key pair it made, POSTs to the
// replica and takes its HTTP answer as the first response).

const emu = new DiscordEmulator();
everyBodyValid(emu);
const PLAYER = '4900000000000000001';
const CHANNEL = '3900000000000000001';
const tmp = tempDir('solo-alpha-http-');
let composed: ReturnType<typeof composeApp>;
let replica: Awaited<ReturnType<typeof startReplica>>;
let url: string;

beforeAll(async () => {
  emu.addUser({ id: PLAYER, username: 'pilot' });
  emu.addChannel({ id: CHANNEL, guildId: emu.guildId, name: 'http' });
  await emu.start();
  composed = composeApp(`${tmp.dir}/http.sqlite`, silentLogger, {}, { pictures: false });
  replica = await startReplica({
    token: emu.token,
    apiUrl: emu.apiUrl,
    publicKey: emu.publicKeyHex,
    port: 0,
    host: '127.0.0.1',
    delivery: composed.delivery,
    dispatcher: composed.dispatcher,
    log: silentLogger,
    deferAfterMs: 1_500,
    flushEveryMs: 60_000,
  });
  url = `${replica.server.url}/interactions`;
  emu.endpoint = url;
});

afterAll(async () => {
  await replica?.drain();
  await composed?.store.close();
  await emu.stop();
  tmp.cleanup();
});

const post = (body: string, headers: Record<string, string>) =>
  fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
const ping = JSON.stringify({ id: '1', application_id: '1000000000000000001', type: 1, token: 't', version: 1 });

describe('POST /interactions', () => {
  test('a signed PING is answered with type 1', async () => {
    const r = await post(ping, emu.sign(ping));
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ type: 1 });
  });

  test('a missing signature, a bad one, and a timestamp older than 5 minutes get 401', async () => {
    expect((await post(ping, {})).status).toBe(401);
    const signed = emu.sign(ping);
    expect((await post(ping, { ...signed, 'x-signature-ed25519': signed['x-signature-ed25519']!.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).status).toBe(
      401,
    );
    // Signed for another body: the signature covers the body.
    expect((await post(ping.replace('"t"', '"u"'), signed)).status).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 301);
    expect((await post(ping, emu.sign(ping, old))).status).toBe(401);
  });

  test('a body over the bound gets 413 before it is read, declared or not', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(MAX_INTERACTION_BYTES) });
    expect((await post(big, emu.sign(big))).status).toBe(413);
    // Streamed without a declared length.
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const r = await fetch(url, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'content-type': 'application/json', ...emu.sign(big) },
    } as RequestInit);
    expect(r.status).toBe(413);
  });

  test('a command is answered in the HTTP response; the same interaction replayed (signed afresh) is applied once', async () => {
    const start = await emu.command(PLAYER, CHANNEL, 'game', { faction: 'galactic-empire', seed: 'http-1' }, 'start');
    expect(shownText(start)).toContain('Introductory scenario vs Galactic Empire');
    const first = await emu.command(PLAYER, CHANNEL, 'activate', { ship: 'TIE-1', arc: 'bullseye', roll: 'blank blank' });
    expect(shownText(first)).toContain('Maneuver');
    const version = (await composed.store.currentGame(CHANNEL))!.version;
    // Discord retrying the same interaction (same id and token) with a fresh signature.
    const replay = emu.requests.length;
    const again = await emu.replayLast();
    expect(again.status).toBe(200);
    expect((await composed.store.currentGame(CHANNEL))!.version).toBe(version);
    expect(emu.requests.length).toBeGreaterThanOrEqual(replay);
  });
});
