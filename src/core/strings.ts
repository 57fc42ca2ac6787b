import type { Locale } from './locale.ts';
import type { Refusal } from './refusal.ts';

// The core's own words: refusals any system can meet, and the dispatcher's replies.

export function coreRefusalText(r: Refusal, _locale: Locale): string {
  const p = r.params;
  switch (r.code) {
    case 'no-game':
      return 'There is no game in this channel. Start one with `/game start`.';
    case 'other-system':
      return `This channel is playing ${p.system}, not ${p.wanted}. Finish it (or use another channel or thread) first.`;
    case 'game-exists':
      return `This channel already has a game of ${p.system} going. End it first, or use another channel or thread.`;
    case 'duplicate':
      return 'That command was already applied.';
    case 'forbidden':
      return `Only the game's owner or someone with Manage Channels can ${p.action ?? 'do that'}${p.ship ? ` ${p.ship}` : ''}.`;
    case 'nothing-to-undo':
      return 'Nothing to undo: the game has only just started.';
    case 'stale-button':
      return 'That button is out of date: the game has moved on.';
    case 'no-campaign':
      return 'There is no campaign in this channel.';
    case 'campaign-exists':
      return 'This channel already has a campaign going.';
    case 'campaign-game-closed':
      return 'This game was closed by its campaign’s result; it cannot be undone. `/campaign status` says what comes next.';
    default:
      return `That can't be done (${r.code}).`;
  }
}

export const CORE_TEXT = {
  unknownButton: 'That button is no longer in use.',
  unknownCommand: (name: string) => `I don't know \`/${name}\`. Try \`/help\`.`,
  failed: (ref: string) => `Something went wrong on my side (ref \`${ref}\`). Your command was not applied if it failed before saving; the game is as it was.`,
  staleForm: 'That form is no longer in use.',
} as const;
