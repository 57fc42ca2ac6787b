import { z } from 'zod';
import type { Message } from './message.ts';

// The stored form of an old outbox row: before notices, announcements were stored
// rendered (English text and cards).
const card = z.object({
  title: z.string(),
  description: z.string().optional(),
  colour: z.number().int().optional(),
  fields: z.array(z.object({ name: z.string(), value: z.string(), inline: z.boolean().optional() })),
  footer: z.string().optional(),
});

export const storedMessageSchema: z.ZodType<Message> = z.object({ content: z.string().optional(), cards: z.array(card).optional() });

/** A notice as stored in the outbox: what happened, rendered when it is posted. */
export const storedNoticeSchema = z.object({ system: z.string(), v: z.number().int().positive(), locale: z.enum(['en', 'fr']), notice: z.unknown() });
