import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { canvasLibrary } from './canvas.ts';

/** The alias the renderers draw symbols with; a name of our own so no installed font can answer to it. */
export const SYMBOL_FAMILY = 'SoloAlphaXWingSymbols';

/** The font file inside the directory the composition root passes (the project's assets/fonts/xwing-miniatures). */
export const SYMBOL_FONT_FILE = 'xwing-miniatures.ttf';

/**
 * Registers the X-Wing symbol font. I/O, so it is called once at start-up by the composition root and never on
 * import. It throws rather than returning quietly: without the font every symbol would come out as a plain letter.
 */
export function loadPictureFonts(dir: string, family: string = SYMBOL_FAMILY): string {
  const file = join(dir, SYMBOL_FONT_FILE);
  if (!existsSync(file)) throw new Error(`X-Wing symbol font not found at ${file}`);
  const { GlobalFonts } = canvasLibrary();
  if (GlobalFonts.has(family)) return family;
  const key = GlobalFonts.registerFromPath(file, family);
  if (!key || !GlobalFonts.has(family)) throw new Error(`could not register the X-Wing symbol font from ${file}`);
  return family;
}

/** Whether the symbol font is registered, for a readiness check. */
export function pictureFontsLoaded(family: string = SYMBOL_FAMILY): boolean {
  return canvasLibrary().GlobalFonts.has(family);
}
