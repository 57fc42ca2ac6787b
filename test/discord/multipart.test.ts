import { describe, expect, test } from 'vitest';
import { multipartRequest } from '../../src/discord/multipart.ts';

// The body is read back by the fetch standard's own multipart parser (Node's Response),
// a stricter reader than the emulator's: what it reads is what Discord is sent.
async function readBack(r: ReturnType<typeof multipartRequest>) {
  return new Response(r.body, { headers: { 'content-type': r.headers['Content-Type']! } }).formData();
}

describe('files sent as one multipart body', () => {
  test('payload_json and each file as files[n], with its name, type and exact bytes', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 13, 10, 45, 45, 255]);
    const payload = { type: 4, data: { content: 'TIE-1 — 2 ↑ « vite »', attachments: [{ id: '0', filename: 'activation.png' }] } };
    const form = await readBack(
      multipartRequest(payload, [
        { name: 'activation.png', data: png },
        { name: 'log.jsonl', data: Buffer.from('{"a":1}\r\n--x\n', 'utf8') },
      ]),
    );
    expect(JSON.parse(form.get('payload_json') as string)).toEqual(payload);
    const picture = form.get('files[0]') as File;
    expect(picture.name).toBe('activation.png');
    expect(picture.type).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(png);
    const log = form.get('files[1]') as File;
    expect(log.type).toBe('application/octet-stream');
    expect(await log.text()).toBe('{"a":1}\r\n--x\n');
  });

  test('a part of a larger buffer is sent alone, and a quote in a name comes through without ending its header', async () => {
    const whole = new Uint8Array([1, 2, 3, 4, 5, 6]);
    const form = await readBack(multipartRequest({}, [{ name: 'a"b.png', data: whole.subarray(2, 4) }]));
    const f = form.get('files[0]') as File;
    expect(new Uint8Array(await f.arrayBuffer())).toEqual(new Uint8Array([3, 4]));
    expect(f.name).toBe('a"b.png'); // escaped as %22 in the header, read back as the quote
  });

  test('every body has its own boundary', () => {
    expect(multipartRequest({}, []).headers['Content-Type']).not.toBe(multipartRequest({}, []).headers['Content-Type']);
  });
});
