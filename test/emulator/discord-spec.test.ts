import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMMAND_DEFINITIONS } from '../../src/compose.ts';
import { multipartRequest } from '../../src/discord/multipart.ts';
import { toV2Payload } from '../../src/render/discord-v2.ts';
import { routeTemplate, specProblems } from './discord-spec.ts';
import { DiscordEmulator } from './emulator.ts';

// The emulator's check of request bodies against Discord's OpenAPI description: the route a path
// belongs to, what the description refuses, the one place it is corrected (spec-lags.ts), and the
// emulator's answer to a refused body (Discord's 400 / 50035, the body noted for the test).

const card = { title: 'Round 1 · Planning Phase', fields: [{ name: 'Next', value: 'Set your dials.' }], colour: 0x3b82f6 };

describe('routes and bodies against the description', () => {
  test('a path is matched to its template, a literal segment before a parameter', () => {
    expect(routeTemplate('/webhooks/1/tok/messages/@original')).toBe('/webhooks/{webhook_id}/{webhook_token}/messages/@original');
    expect(routeTemplate('/webhooks/1/tok/messages/22')).toBe('/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}');
    expect(routeTemplate('/interactions/1/tok/callback')).toBe('/interactions/{interaction_id}/{interaction_token}/callback');
    expect(routeTemplate('/no/such/route')).toBeNull();
  });

  test('what Discord refuses is refused where it is; a tracker card and a classic answer pass', () => {
    const long = { type: 4, data: { embeds: [{ title: 'x'.repeat(257) }] } };
    expect(specProblems('POST', '/interactions/1/tok/callback', long, false)).toEqual([
      expect.objectContaining({ at: '/data/embeds/0/title', code: 'maxLength' }),
    ]);
    const emptyText = { type: 7, data: { flags: 1 << 15, components: [{ type: 17, components: [{ type: 10, content: '' }] }] } };
    expect(specProblems('POST', '/interactions/1/tok/callback', emptyText, false)).toEqual([
      expect.objectContaining({ at: '/data/components/0/components/0/content', code: 'minLength' }),
    ]);
    expect(specProblems('PATCH', '/channels/1/messages/2', { content: 7 }, false)).toEqual([expect.objectContaining({ at: '/content', code: 'type' })]);
    const tracker = toV2Payload({ cards: [card], buttons: [[{ id: 'ready.1:x', label: 'Dial set', style: 'primary' }]] });
    expect(specProblems('POST', '/interactions/1/tok/callback', { type: 7, data: tracker }, false)).toEqual([]);
    expect(specProblems('PATCH', '/channels/1/messages/2', tracker, false)).toEqual([]);
    expect(
      specProblems(
        'POST',
        '/channels/1/messages',
        { embeds: [{ title: 'TIE-1', image: { url: 'attachment://a.png' } }], nonce: 'n1', enforce_nonce: true },
        true,
      ),
    ).toEqual([]);
  });

  test('every command the bot registers passes; default_member_permissions is the string of digits the documentation has (spec-lags.ts)', () => {
    const put = (body: unknown) => specProblems('PUT', '/applications/1/guilds/2/commands', body, false);
    expect(put(COMMAND_DEFINITIONS)).toEqual([]);
    // No command of today's is for moderators only (an owner closes their own, C101); one would carry the string form.
    expect(put([{ name: 'close', description: 'd', default_member_permissions: '16' }])).toEqual([]);
    expect(put([{ name: 'close', description: 'd', default_member_permissions: 'sixteen' }])).toEqual([
      expect.objectContaining({ at: '/0/default_member_permissions', code: 'pattern' }),
    ]);
  });
});

describe("the emulator's answer", () => {
  const emu = new DiscordEmulator();
  const channel = '3000000000000000001';
  beforeAll(() => emu.start());
  afterAll(() => emu.stop());
  const post = (init: { body: string | Buffer; headers: Record<string, string> }) =>
    fetch(`${emu.apiUrl}/v10/channels/${channel}/messages`, { method: 'POST', ...init, headers: { ...init.headers, authorization: `Bot ${emu.token}` } });

  test("a refused body gets Discord's 400 / 50035 with its errors where they are, and is noted; a valid one is posted", async () => {
    const res = await post({ body: JSON.stringify({ embeds: [{ title: 'x'.repeat(257) }] }), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 50035,
      message: 'Invalid Form Body',
      errors: { embeds: { '0': { title: { _errors: [expect.objectContaining({ code: 'BASE_MAXLENGTH' })] } } } },
    });
    expect(emu.invalidBodies.map((b) => `${b.method} ${b.path}`)).toEqual([`POST /channels/${channel}/messages`]);
    const ok = await post({ body: JSON.stringify({ content: 'hello' }), headers: { 'content-type': 'application/json' } });
    expect(ok.status).toBe(200);
    expect(emu.invalidBodies).toHaveLength(1);
  });

  test('a multipart body is checked by its payload_json', async () => {
    const before = emu.invalidBodies.length;
    const multipart = multipartRequest({ content: 'x'.repeat(4001) }, [{ name: 'a.png', data: new Uint8Array([1, 2]) }]);
    const res = await post({ body: multipart.body, headers: multipart.headers });
    expect(res.status).toBe(400);
    expect(emu.invalidBodies.slice(before).map((b) => b.problems.map((p) => p.at))).toEqual([['/content']]);
  });

  test('a refused body is noted even when a failure on demand answers it', async () => {
    const before = emu.invalidBodies.length;
    emu.failNext((method, path) => method === 'POST' && path.endsWith('/messages'), 500, { code: 0, message: '500: Internal Server Error' });
    const res = await post({ body: JSON.stringify({ tts: 'yes' }), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(500);
    expect(emu.invalidBodies.slice(before).map((b) => b.problems.map((p) => p.at))).toEqual([['/tts']]);
  });
});
