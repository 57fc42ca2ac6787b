import type { z } from 'zod';
import { echoed } from './escape.ts';
import type { Where } from './app.ts';
import type { Invocation, Reply } from './command.ts';
import type { Locale } from './locale.ts';
import { coreRefusalText, coreText } from './strings.ts';
import type { Refusal } from './refusal.ts';
import type { OptionProblem } from './option-problem.ts';

/** Bad input from a user: the dispatcher answers it ephemerally; nothing changes. */
export class UserError extends Error {}

export const whereOf = (inv: Invocation): Where => ({
  channelId: inv.channelId,
  guildId: inv.guildId,
  interactionId: inv.id,
  userId: inv.user.id,
});

/**
 * Validates an invocation's options; the first problem becomes a user-facing message.
 * `translate` puts a schema's (English) message into the user's language, when the system has it.
 */
export function parseOptions<S extends z.ZodType>(
  schema: S,
  inv: Invocation,
  translate?: (message: string, locale: Locale) => string | undefined,
): z.output<S> {
  const plain = schema.safeParse(inv.options);
  if (plain.success) return plain.data;
  // Parsed again with the error map for the words: only a refusal needs them, and zod takes a
  // slower path when one is passed (about a microsecond more per command).
  const issue = schema.safeParse(inv.options, { error: (issue) => plainIssue(issue, inv.locale) }).error?.issues[0];
  const name = issue?.path[0];
  const value = name !== undefined ? inv.options[String(name)] : undefined;
  const raw = typeof value === 'string' ? (value.length > 40 ? `${value.slice(0, 40)}…` : value) : JSON.stringify(value);
  const shown = raw === undefined ? raw : echoed(raw);
  const message = translate?.(issue?.message ?? '', inv.locale) ?? issue?.message ?? '';
  // Named as the user's client shows it (Discord: in their language).
  const option = name === undefined ? '' : (inv.optionLabels?.[String(name)] ?? String(name));
  const problem: OptionProblem =
    name === undefined
      ? { code: 'unreadable', message }
      : // Not given at all: a refinement's own words (a custom issue) say what is wanted better than "missing".
        value === undefined && issue?.code !== 'custom'
        ? { code: 'missing', option, message }
        : { code: 'bad', option, ...(value !== undefined ? { shown } : {}), message };
  throw new UserError(coreText(inv.locale).optionProblem(problem));
}

/**
 * Words for what zod checks when a schema gives none of its own (a schema's own message
 * wins over this map): zod's defaults ("Invalid option: expected one of …") are English
 * and written for programmers.
 */
function plainIssue(issue: z.core.$ZodRawIssue, locale: Locale): string | undefined {
  const t = coreText(locale).optionIssue;
  switch (issue.code) {
    case 'invalid_value':
      return t.oneOf(issue.values.map(String).join(', '));
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return t.number;
      if (issue.expected === 'string') return t.text;
      if (issue.expected === 'boolean') return t.yesNo;
      return undefined;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t.notEmpty : undefined;
      if (issue.origin === 'number' || issue.origin === 'int') return t.atLeast(String(issue.minimum));
      return undefined;
    case 'too_big':
      if (issue.origin === 'string') return t.longest(String(issue.maximum));
      if (issue.origin === 'number' || issue.origin === 'int') return t.atMost(String(issue.maximum));
      return undefined;
    case 'custom': {
      const problem = (issue.params as { nameProblem?: string; max?: number } | undefined)?.nameProblem;
      return problem ? coreText(locale).nameProblem(problem, Number(issue.params?.max)) : undefined;
    }
    default:
      return undefined;
  }
}

/** A refusal as a reply only the user sees: the system's words for its own codes, the core's for the rest. */
export function refusalReply(r: Refusal, locale: Locale, systemText?: (r: Refusal, locale: Locale) => string | undefined): Reply {
  const text = r.byCore ? coreRefusalText(r, locale) : (systemText?.(r, locale) ?? coreRefusalText(r, locale));
  return { ephemeral: true, content: `⚠️ ${text}` };
}
