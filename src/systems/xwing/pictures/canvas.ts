import { createRequire } from 'node:module';

type CanvasLibrary = typeof import('@napi-rs/canvas');

let library: CanvasLibrary | undefined;

/**
 * The drawing library, loaded on first use rather than on import: its native code's memory is
 * not paid by a bot run with PICTURES=off (or a tool that never draws).
 */
export function canvasLibrary(): CanvasLibrary {
  if (!library) {
    // The pictures draw with the project's own font only, so the library's scan of the
    // system's fonts, which it keeps in memory, is skipped.
    process.env.DISABLE_SYSTEM_FONTS_LOAD ??= '1';
    library = createRequire(import.meta.url)('@napi-rs/canvas') as CanvasLibrary;
  }
  return library;
}
