import { Campaigns } from './campaigns.ts';
import { Games } from './games.ts';
import type { Locale } from './locale.ts';
import { lastUndoableBatch } from './log.ts';
import type { GameRecord, Where } from './records.ts';
import { coreRefuse, sharedRefuse, type Refusal } from './refusal.ts';
import type { AnyGameSystem, CampaignSystem, GameSystem } from './system.ts';
import { UnitOfWork } from './unit-of-work.ts';

// Kept importable from here for the commands, which bind systems to the app through it.
export { Campaigns, Games };
export type { CampaignContext, CampaignDecision, DecideContext, MutateOptions, Outcome } from './games.ts';
export type { CampaignRecord, Where } from './records.ts';

/** The unit of work and the views that bind it to one game or campaign system. */
export class GameApp extends UnitOfWork {
  games<S, E extends { readonly t: string }, N>(system: GameSystem<S, E, N>): Games<S, E, N> {
    return new Games(this, system);
  }

  campaigns<C, CE extends { readonly t: string }>(system: CampaignSystem<C, CE>): Campaigns<C, CE> {
    return new Campaigns(this, system);
  }
}

/** Takes back the last command of the channel's game, whatever its system. */
export async function undoLast(
  app: GameApp,
  where: Where,
  mayUndo: (game: GameRecord<unknown>) => boolean,
): Promise<
  | { ok: true; what: string; system: AnyGameSystem; before: unknown; state: unknown; locale: Locale; interaction: string | null }
  | (Refusal & { readonly system?: AnyGameSystem })
> {
  const current = await app.currentGame(where.channelId);
  if (!current) return sharedRefuse('no-game');
  const system = current.system;
  const r = await app.games(system).mutate(
    where,
    (ctx) => {
      if (!ctx.game) return sharedRefuse('no-game');
      if (!mayUndo(ctx.game)) return sharedRefuse('forbidden', { action: 'undo' });
      // Its close was written into the campaign with it: taking back the game alone would split them.
      if (ctx.game.campaignId !== null && system.ended(ctx.game.state)) return coreRefuse('closed-in-campaign');
      const batch = lastUndoableBatch(ctx.log);
      if (batch === null) return sharedRefuse('nothing-to-undo');
      const first = ctx.log.find((l) => l.seq === batch)!;
      return { ok: true, events: [{ t: 'undone', seq: batch }], view: { taken: first.event, interaction: first.interaction ?? null } };
    },
    { log: true },
  );
  // A refusal carries the system whose words say it (the game's own, for the codes it words its way).
  if (!r.ok) return { ...r, system };
  // Worded once the change has committed, in the game's language, like every public reply.
  const what = system.describe(r.view.taken, r.locale);
  return { ok: true, what, system, before: r.before, state: r.state, locale: r.locale, interaction: r.view.interaction };
}
