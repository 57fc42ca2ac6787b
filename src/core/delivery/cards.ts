import type { Message } from '../message.ts';
import { MessageGone, TokenGone, type Announcer } from './announcer.ts';
import type { SurfaceRow, SurfaceStore, Via } from '../surfaces.ts';

// The interaction card: where the bot may not post, everything rides an interaction's webhook.
// A press updates the card in its own answer; another change edits it through the token of the
// interaction that sent or last pressed it while Discord takes it, else sends it anew as a
// follow-up of the newest interaction; with no live token, it waits (parked) for the next one.

/** How long an interaction's token is used: less than Discord allows, so a request under way still lands. */
export const TOKEN_LIVE_MS = 14 * 60_000;
/** Follow-ups Discord takes per interaction of a user-installed app. */
export const MAX_FOLLOW_UPS = 5;

const live = (issuedAt: number, now: number) => now - issuedAt < TOKEN_LIVE_MS;

/** The channel's newest interaction, if its token is live and can carry one more follow-up (taken). */
export async function takeNewest(surfaces: SurfaceStore, s: SurfaceRow, now: number): Promise<Via | null> {
  if (!s.token || !s.application || !live(s.tokenAt, now)) return null;
  if (!(await surfaces.takeFollowUp(s.channelId, s.token, MAX_FOLLOW_UPS))) return null;
  return { application: s.application, token: s.token };
}

/** Shows `message` as the channel's card for game `gameId` at `version`; false when no live interaction can carry it (parked). */
export async function showCard(
  announcer: Announcer,
  surfaces: SurfaceStore,
  s: SurfaceRow,
  shown: { readonly gameId: number; readonly version: number; readonly message: Message },
  now: number,
): Promise<boolean> {
  if (!announcer.editVia || !announcer.followUp) return false;
  if (s.address && s.cardToken && s.application && (s.gameId === null || s.gameId === shown.gameId) && live(s.cardTokenAt, now)) {
    try {
      await announcer.editVia({ application: s.application, token: s.cardToken }, s.address, shown.message, true);
      await surfaces.save({ ...s, shownVersion: shown.version, shownAt: now });
      return true;
    } catch (err) {
      // Its token ended early, or someone deleted the card: it is sent anew below.
      if (!(err instanceof TokenGone || err instanceof MessageGone)) throw err;
    }
  }
  const via = await takeNewest(surfaces, s, now);
  if (!via) return false;
  try {
    const id = await announcer.followUp(via, shown.message, true);
    await surfaces.save({ ...s, address: id, cardToken: via.token, cardTokenAt: s.tokenAt, gameId: shown.gameId, shownVersion: shown.version, shownAt: now });
    return true;
  } catch (err) {
    if (err instanceof TokenGone) return false;
    throw err;
  }
}
