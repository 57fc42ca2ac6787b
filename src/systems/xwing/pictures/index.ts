// Pictures of Solo Alpha results: the activation card for the channel and the printable approach sheet.
export { ACTIVATION_HEIGHT, ACTIVATION_WIDTH, renderActivationPicture } from './activation.ts';
export { SHEET_HEIGHT, SHEET_WIDTH, renderApproachSheet } from './approach-sheet.ts';
export { SYMBOL_FAMILY, loadPictureFonts, pictureFontsLoaded } from './fonts.ts';
export { ICONS, glyphFor, type IconName } from './glyphs.ts';
export { measureRender, type RenderTiming } from './measure.ts';
export type * from './types.ts';
