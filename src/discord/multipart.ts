import { randomBytes } from 'node:crypto';

// Discord takes files as multipart/form-data: the JSON as `payload_json`, each file as
// `files[n]`. @discordjs/rest builds that through FormData, Blobs and a web stream per
// request, CPU and short-lived objects for the collector on each activation card's picture;
// here it is one buffer, sent as it is (passThroughBody). Figures: docs/performance.md.

export interface OutgoingFile {
  readonly name: string;
  readonly data: Uint8Array;
}

/** The types discord.js gives files (a PNG by its first bytes, anything else untyped), so Discord sees the same. */
const contentType = (name: string) => (name.toLowerCase().endsWith('.png') ? 'image/png' : 'application/octet-stream');

/** A file name safe inside a quoted header parameter (as browsers send them: quotes and line breaks escaped). */
const quoted = (name: string) => name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

// A boundary must not occur in the parts: 96 random bits per process and a counter (fresh
// random bytes for every body cost more than building the rest of it).
const PROCESS_PART = randomBytes(12).toString('hex');
let bodies = 0;

/** The request options for @discordjs/rest: the body and its content type. */
export function multipartRequest(payload: unknown, files: readonly OutgoingFile[]): { body: Buffer; passThroughBody: true; headers: Record<string, string> } {
  const boundary = `solo-alpha-${PROCESS_PART}-${(++bodies).toString(36)}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="payload_json"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(payload)}\r\n`),
  ];
  files.forEach((f, n) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[${n}]"; filename="${quoted(f.name)}"\r\nContent-Type: ${contentType(f.name)}\r\n\r\n`,
      ),
      Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength),
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), passThroughBody: true, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}
