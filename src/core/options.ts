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
  const words = { error: (issue: z.core.$ZodRawIssue) => plainIssue(issue, inv.locale) };
  const issue = schema.safeParse(inv.options, words).error?.issues[0];
  const name = issue?.path[0];
  const value = name !== undefined ? inv.options[String(name)] : undefined;
  const raw = typeof value === 'string' ? (value.length > 40 ? `${value.slice(0, 40)}…` : value) : JSON.stringify(value);
  const shown = raw === undefined ? raw : echoed(raw);
  // A whole number too large for a number to hold exactly fails the schema's "whole number" check before its
  // bounds: what the option says of a value at that end of the range ("at most 20") is what to tell.
  const far = name === undefined || !aboutNumber(issue) ? undefined : beyondExact(value);
  const said =
    far === undefined
      ? issue?.message
      : (schema
          .safeParse({ ...inv.options, [String(name)]: typeof value === 'number' ? far : String(far) }, words)
          .error?.issues.find((i) => i.path[0] === name)?.message ?? coreText(inv.locale).optionIssue[far > 0 ? 'tooLarge' : 'tooSmall']);
  const translated = translate?.(said ?? '', inv.locale) ?? said ?? '';
  // A code the system has no words for is no words for the user either.
  const message = translated.startsWith('opt:') ? coreText(inv.locale).optionIssue.other : translated;
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

/** Whether an issue is a number's: not one, or out of a range (a text option's value may be digits too). */
function aboutNumber(issue: z.core.$ZodIssue | undefined): boolean {
  if (issue?.code === 'too_big' || issue?.code === 'too_small') return issue.origin === 'int' || issue.origin === 'number';
  return issue?.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int');
}

/**
 * A whole number typed (or sent) beyond what a number holds exactly, so no integer check
 * passes it: the nearest value that one does, on its side (else undefined).
 */
function beyondExact(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (Number.isNaN(n) || Number.isSafeInteger(n) || (Number.isFinite(n) && !Number.isInteger(n))) return undefined;
  return n > 0 ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER;
}

/**
 * Words for what zod checks when a schema gives none of its own (a schema's own message
 * wins over this map): zod's defaults ("Invalid input", "Invalid option: expected one of …")
 * are English and written for programmers, so this map words every issue, at worst by the
 * kind of value it is about.
 */
function plainIssue(issue: z.core.$ZodRawIssue, locale: Locale): string {
  const t = coreText(locale).optionIssue;
  const ofKind = (origin: unknown): string =>
    origin === 'number' || origin === 'int' || origin === 'bigint' ? t.number : origin === 'string' ? t.text : origin === 'boolean' ? t.yesNo : t.other;
  switch (issue.code) {
    case 'invalid_value':
      return t.oneOf(issue.values.map(String).join(', '));
    case 'invalid_type':
      return ofKind(issue.expected);
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t.notEmpty : t.shortest(String(issue.minimum));
      if (issue.origin === 'number' || issue.origin === 'int') return t.atLeast(String(issue.minimum));
      return t.other;
    case 'too_big':
      if (issue.origin === 'string') return t.longest(String(issue.maximum));
      if (issue.origin === 'number' || issue.origin === 'int') return t.atMost(String(issue.maximum));
      return t.other;
    case 'invalid_union':
      // None of the kinds of value it takes: what the first kind says of it (its branches' issues are worded already).
      return issue.errors[0]?.[0]?.message ?? t.other;
    case 'invalid_format':
      return t.other;
    case 'custom': {
      const problem = (issue.params as { nameProblem?: string; max?: number } | undefined)?.nameProblem;
      return problem ? coreText(locale).nameProblem(problem, Number(issue.params?.max)) : t.other;
    }
    default:
      return ofKind(issue.origin);
  }
}

/** A refusal as a reply only the user sees: the system's words for its own codes, the core's for the rest. */
export function refusalReply(r: Refusal, locale: Locale, systemText?: (r: Refusal, locale: Locale) => string | undefined): Reply {
  const text = r.byCore ? coreRefusalText(r, locale) : (systemText?.(r, locale) ?? coreRefusalText(r, locale));
  return { ephemeral: true, content: `⚠️ ${text}` };
}
