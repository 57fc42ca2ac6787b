import type { Locale } from '../../../core/locale.ts';
import { SeededRandom, seedRng } from '../../../core/random.ts';
import { refuseBsl } from './refusals.ts';
import { FACTION_IDS, type FactionId } from '../catalog/catalog.ts';
import { type Flow, mustCommander, ok } from './decision.ts';
import type { Campaign, CampaignOptions } from './model.ts';
import { aiPts, pts } from './values.ts';

// A campaign's creation and its commanders (big-shed-league.md §2.1, §12).

export interface CreateInput {
  readonly createdBy: string;
  /** The creator's name, for the readable log. */
  readonly createdByName?: string;
  readonly players: FactionId;
  readonly ai: FactionId | 'random';
  readonly options: CampaignOptions;
  readonly seed: string;
  /** The language of its public cards (default English). */
  readonly locale?: Locale;
}

/** `/campaign start` (§2.1): factions, scale, strength; FP pts(350) and ai(350). */
export function createCampaign(input: CreateInput): Flow {
  const rng = new SeededRandom(seedRng(input.seed));
  const others = FACTION_IDS.filter((f) => f !== input.players);
  const ai = input.ai === 'random' ? others[rng.below(others.length)]! : input.ai;
  return ok([
    {
      t: 'campaign-created',
      createdBy: input.createdBy,
      ...(input.createdByName ? { createdByName: input.createdByName } : {}),
      ...(input.locale ? { locale: input.locale } : {}),
      options: input.options,
      factions: { players: input.players, ai },
      seed: input.seed,
      rng: rng.state,
      fp: { players: pts(350, input.options), ai: aiPts(350, input.options) },
    },
  ]);
}

export function addCommander(c: Campaign, by: string, user: string, name?: string): Flow {
  return mustCommander(c, by) ?? ok([{ t: 'commander-added', user, ...(name ? { name } : {}) }]);
}

/**
 * `/campaign commander remove` (§12 CommanderRemoved): any commander removes one, themselves
 * included; the last one only once the campaign has ended, so a running campaign always has
 * someone to make its choices (ruling C92).
 */
export function removeCommander(c: Campaign, by: string, user: string, name?: string): Flow {
  const no = mustCommander(c, by);
  if (no) return no;
  // The user as a mention, which shows their name and pings nobody (replies allow no mentions), as a name may be unknown.
  if (!c.commanders.includes(user)) return refuseBsl('not-a-commander', { user });
  if (c.commanders.length === 1 && c.phase !== 'ended') return refuseBsl('last-commander');
  return ok([{ t: 'commander-removed', user, ...(name ? { name } : {}) }]);
}
