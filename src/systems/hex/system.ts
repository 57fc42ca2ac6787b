import { wordRefusal } from '../../core/refusal.ts';
import type { Locale } from '../../core/locale.ts';
import type { GameSystem } from '../../core/system.ts';
import { evolve, type HexEvent } from './events.ts';
import { hexEventSchema, hexNoticeSchema, hexStateSchema } from './schema.ts';
import type { HexState } from './state.ts';
import { en, type HexStrings } from './strings/en.ts';
import { fr } from './strings/fr.ts';
import { tableFromCards } from '../../core/table-view.ts';
import { viewRoster } from './decisions.ts';
import { rosterCard } from './render.ts';

// Hex squadrons as a game system the core can store, replay and undo. It
// has no dice, never ends by itself and posts nothing on its own.

export type HexNotice = never;

const STRINGS: Readonly<Record<Locale, HexStrings>> = { en, fr };
export const hexStrings = (locale: Locale): HexStrings => STRINGS[locale];

export const hexSystem: GameSystem<HexState, HexEvent, HexNotice> = {
  id: 'hex',
  title: 'Hex squadrons',
  schemaVersion: 1,
  stateSchema: hexStateSchema,
  eventSchema: hexEventSchema,
  noticeSchema: hexNoticeSchema,
  upgradeEvent: (event) => event,
  evolve,
  follows: () => null,
  ended: (state) => state.closed === true,
  noticesFor: () => [],
  encodeState: (state) => JSON.stringify(state),
  decodeState: (text) => JSON.parse(text) as unknown,
  describe: (event, locale) => hexStrings(locale).describe(event),
  renderNotice: () => ({}),
  refusalText: (refusal, locale) => wordRefusal(hexStrings(locale).refusals, refusal),
  // The live table: the roster /hex roster shows.
  table: (state, locale) => {
    const roster = viewRoster(state);
    return roster.ok ? tableFromCards('Hex squadrons', [rosterCard(hexStrings(locale), roster.view)]) : null;
  },
};
