import { errorText } from '../error-text.ts';
import type { Logger } from '../logger.ts';
import type { Message } from '../message.ts';
import type { Announcer } from './announcer.ts';
import { TOKEN_LIVE_MS } from './cards.ts';
import { storedMessageSchema } from './outbox-rows.ts';
import type { SurfaceStore, Via } from '../surfaces.ts';

// Public answers, kept in the store while Discord lets them be edited, so that /undo marks
// the one it took back whichever process answered it, and after a restart.

/** How often answers past editing are forgotten. */
const PRUNE_EVERY_MS = 5 * 60_000;

/** An answer marked as taken back: its cards greyed and titled so, its first line struck, its buttons gone. */
export function retracted(answer: Message, note: string): Message {
  const cards = (answer.cards ?? []).map((c) => ({ ...c, title: `↩️ ${c.title}`, colour: 0x9ca3af }));
  const struck = answer.content ? `~~${answer.content.split('\n')[0]}~~` : '';
  return { content: [note, struck].filter(Boolean).join('\n'), cards, buttons: [] };
}

export class Answers {
  private prunedAt = 0;

  constructor(
    private readonly surfaces: SurfaceStore,
    private readonly log: Logger,
    private readonly now: () => number,
  ) {}

  /** A public answer /undo may mark, kept without its pictures; `scrolls`: a message of its own, which the channel message scrolls by. */
  async remember(channelId: string, interactionId: string, via: Via, answer: Message, scrolls: boolean): Promise<void> {
    const kept: Message = {
      ...(answer.content !== undefined ? { content: answer.content } : {}),
      cards: (answer.cards ?? []).map(({ picture: _picture, ...c }) => c),
    };
    await this.surfaces.remember(
      { interactionId, channelId, application: via.application, token: via.token, at: this.now(), reply: JSON.stringify(kept) },
      scrolls,
    );
  }

  /** Marks the answer to `interactionId` as taken back, while Discord still lets it be edited. */
  async retract(announcer: Announcer, interactionId: string, note: string): Promise<void> {
    const a = await this.surfaces.take(interactionId);
    if (!a || this.now() - a.at > TOKEN_LIVE_MS || !announcer.editVia) return;
    try {
      const answer = storedMessageSchema.parse(JSON.parse(a.reply));
      await announcer.editVia({ application: a.application, token: a.token }, '@original', retracted(answer, note), false);
    } catch (err) {
      this.log.info('could not mark an answer as taken back', { interaction: interactionId, error: errorText(err) });
    }
  }

  /** Forgets the answers Discord no longer lets be edited (checked every few minutes). */
  async prune(): Promise<void> {
    const now = this.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await this.surfaces.prune(now - TOKEN_LIVE_MS);
  }
}
