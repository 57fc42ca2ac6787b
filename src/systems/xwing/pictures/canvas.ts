import { createRequire } from 'node:module';

type CanvasLibrary = typeof import('@napi-rs/canvas');

let library: CanvasLibrary | undefined;

/**
 * The drawing library, loaded on first use rather than on import: its native code costs the
 * process about 20 MB, which a bot run with PICTURES=off (or a tool that never draws) does not pay.
 */
export function canvasLibrary(): CanvasLibrary {
  library ??= createRequire(import.meta.url)('@napi-rs/canvas') as CanvasLibrary;
  return library;
}
