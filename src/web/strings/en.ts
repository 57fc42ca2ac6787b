// The live table page's own words (the game's come from its system, in the game's language).
export const en = {
  lang: 'en',
  title: 'Live table',
  noGame: 'There is no game or campaign in this channel yet. This page shows one as soon as it starts.',
  live: 'Live: this page follows the game.',
  reconnecting: 'Connection lost: reconnecting…',
  forbidden: 'This link is not valid: it was altered or it has expired. Ask the bot for a new one with /game board.',
};

export type WebStrings = { readonly [K in keyof typeof en]: string };
