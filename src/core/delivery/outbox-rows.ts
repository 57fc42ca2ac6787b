import { z } from 'zod';
import type { Locale } from '../locale.ts';
import type { Message } from '../message.ts';
import type { Write } from '../store.ts';
import type { AnyGameSystem } from '../system.ts';

// A row of an older version, stored already rendered (English text and cards).
const card = z.object({
  title: z.string(),
  description: z.string().optional(),
  colour: z.number().int().optional(),
  fields: z.array(z.object({ name: z.string(), value: z.string(), inline: z.boolean().optional() })),
  footer: z.string().optional(),
});

export const storedMessageSchema: z.ZodType<Message> = z.object({ content: z.string().optional(), cards: z.array(card).optional() });

/** A notice as stored in the outbox: what happened, rendered when it is posted. */
const storedNoticeSchema = z.object({ system: z.string(), v: z.number().int().positive(), locale: z.enum(['en', 'fr']), notice: z.unknown() });

/** Outbox rows for notices, stored with the system, its version and the game's language. */
export function noticeRows(system: AnyGameSystem, locale: Locale, notices: readonly unknown[]): NonNullable<Write['announcements']> {
  return notices.map((n) => ({
    kind: 'notice' as const,
    payload: JSON.stringify({ system: system.id, v: system.schemaVersion, locale, notice: system.noticeSchema.parse(n) }),
  }));
}

/** An outbox row as a message, rendered now in the language it was stored with (an old rendered row: English). */
export function renderRow(systems: { game(id: string): AnyGameSystem }, kind: string, payload: string): { message: Message; locale: Locale } {
  const raw: unknown = JSON.parse(payload);
  if (kind === 'message') return { message: storedMessageSchema.parse(raw), locale: 'en' };
  const stored = storedNoticeSchema.parse(raw);
  const system = systems.game(stored.system);
  return { message: system.renderNotice(system.noticeSchema.parse(stored.notice), stored.locale), locale: stored.locale };
}
