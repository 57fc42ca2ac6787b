// A JSON text from a user is measured before it is parsed: JSON.parse builds every object (or
// overflows the stack) before any check can run, so a hostile file could stop the bot. One pass
// over the characters, building nothing, bounds its size, its nesting and its objects and arrays.

export interface JsonBounds {
  /** Bytes of UTF-8. */
  readonly maxBytes: number;
  /** Objects and arrays inside one another. */
  readonly maxDepth: number;
  /** Objects and arrays in all. */
  readonly maxContainers: number;
}

export type JsonShapeProblem = { readonly problem: 'too-large'; readonly bytes: number } | { readonly problem: 'too-deep' | 'too-many' };

/** Why a JSON text exceeds `bounds`, or null (it may still not be valid JSON: JSON.parse says). */
export function jsonShapeProblem(text: string, bounds: JsonBounds): JsonShapeProblem | null {
  // A UTF-16 unit is at most 3 bytes of UTF-8: only a text near the bound is measured exactly.
  if (text.length * 3 > bounds.maxBytes) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > bounds.maxBytes) return { problem: 'too-large', bytes };
  }
  let depth = 0;
  let containers = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > bounds.maxDepth) return { problem: 'too-deep' };
      if (++containers > bounds.maxContainers) return { problem: 'too-many' };
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return null;
}

/** A text without the byte-order mark editors such as Notepad put at its start. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
