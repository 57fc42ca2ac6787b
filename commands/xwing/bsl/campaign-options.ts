import { z } from 'zod';
import { oneOf } from '../options.ts';
import { FACTION_IDS } from '../../../src/systems/xwing/catalog/schema.ts';
import { OPEN_MODE_ID } from '../../../src/systems/xwing/bsl/data/open-mode.ts';
import { optionCode } from '../../../src/core/moves.ts';
import type { BslStrings } from '../../../src/systems/xwing/bsl/strings/en.ts';
import type { Strings } from '../../../src/systems/xwing/strings/en.ts';
import { ASSET_CARDS, ASSET_IDS, CALLSIGN_MAX, FATES, SQUADRON_CARDS, SQUADRON_TYPES, type SquadronCard } from '../../../src/systems/xwing/bsl/model.ts';
import { nameOption } from '../../../src/core/names.ts';
import { mimicsSoloName } from '../../../src/systems/xwing/play/ship-names.ts';

// Option schemas and list readers of `/campaign`. Discord sends typed values; the console, text.
// Lists are written with spaces or commas: `cards:2 4`, `fates:P1=X A3=D`, `picks:2=P5`.

/** An option schema's message as a code of the campaign's `options` strings (or X-Wing's), worded in the user's language. */
const say = (key: keyof BslStrings['options'] | keyof Strings['options'], ...args: readonly (string | number)[]): string => optionCode(key, ...args);

export const factionOpt = z.enum(FACTION_IDS, oneOf(FACTION_IDS));
export const cardOpt = z.coerce.string().pipe(z.enum(SQUADRON_CARDS, { error: () => say('squadronCard') }));
export const typeOpt = z.enum(SQUADRON_TYPES, oneOf(SQUADRON_TYPES));
/** A whole number's bounds, given once to its schema (`whole`) and to its registered option (`option.int`), so Discord bounds it as the bot does. */
export const bounds = (min: number, max: number) => ({ min_value: min, max_value: max }) as const;
export const textOpt = z.coerce.string().trim().min(1).max(200);
/** A roster entry's callsign: a name (src/core/names.ts) that does not pass for a solo ship's. */
export const callsignOpt = nameOption(CALLSIGN_MAX, mimicsSoloName);
/** A user option arrives as the user's id: from Discord, and from the console, which reads `@name` as its user's id. */
export const userOpt = z.coerce.string();

/** A list typed with spaces, commas or semicolons, as its words. */
export const listWords = (s: string | undefined) => (s ?? '').split(/[\s,;]+/).filter(Boolean);

export const cardList = z.coerce.string().transform((s, ctx) => {
  const out: SquadronCard[] = [];
  for (const w of listWords(s)) {
    const c = w.replace(/^#/, '');
    if (!(SQUADRON_CARDS as readonly string[]).includes(c)) {
      ctx.addIssue({ code: 'custom', message: say('notSquadronCard', w) });
      return z.NEVER;
    }
    out.push(c as SquadronCard);
  }
  return out;
});

export const assetCardList = z.coerce.string().transform((s, ctx) => {
  const out: (typeof ASSET_CARDS)[number][] = [];
  for (const w of listWords(s.toUpperCase())) {
    if (!(ASSET_CARDS as readonly string[]).includes(w)) {
      ctx.addIssue({ code: 'custom', message: say('notAssetCard', w) });
      return z.NEVER;
    }
    out.push(w as (typeof ASSET_CARDS)[number]);
  }
  return out;
});

/** What a list of pairs holds, for its error's example. */
export type PairHint = 'fates' | 'damage' | 'picks' | 'hyperdrive';

/** `NAME=VALUE` pairs (callsign or card, then a value). */
export function pairs<T>(read: (value: string) => T | undefined, hint: PairHint) {
  return z.coerce.string().transform((s, ctx) => {
    const out: [string, T][] = [];
    for (const w of listWords(s)) {
      const [k, v] = w.split('=');
      const value = v === undefined ? undefined : read(v);
      if (!k || value === undefined) {
        ctx.addIssue({ code: 'custom', message: say('pair', hint, w) });
        return z.NEVER;
      }
      out.push([k, value]);
    }
    return out;
  });
}

export const fateList = pairs((v) => {
  const f = v.toUpperCase() === 'IN-PLAY' ? 'in-play' : v.toUpperCase();
  return (FATES as readonly string[]).includes(f) ? (f as (typeof FATES)[number]) : undefined;
}, 'fates');
export const damageList = pairs((v) => (/^\d{1,2}$/.test(v) ? Number(v) : undefined), 'damage');
export const pickList = pairs((v) => v, 'picks');
/** `/campaign mission id:`: 1–8, or `open` (open mode, §6.7: mission 0). */
export const MISSION_CHOICES = ['1', '2', '3', '4', '5', '6', '7', '8', 'open'] as const;
export const missionOpt = z.coerce
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(MISSION_CHOICES, { error: () => say('mission') }))
  .transform((v) => (v === 'open' ? OPEN_MODE_ID : Number(v)));
export const assetPick = z.union([z.literal('none'), z.enum(ASSET_IDS)], oneOf([...ASSET_IDS, 'none']));
export const hyperdriveList = pairs(
  (v) => (['yes', 'true'].includes(v.toLowerCase()) ? true : ['no', 'false'].includes(v.toLowerCase()) ? false : undefined),
  'hyperdrive',
);
