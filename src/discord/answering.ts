import type { Invocation, Reply } from '../core/command.ts';
import type { Delivery } from '../core/delivery/delivery.ts';
import type { Dispatcher } from '../core/dispatch.ts';
import { errorText } from '../core/error-text.ts';
import type { Logger } from '../core/logger.ts';
import { discordError } from './api-error.ts';
import type { DiscordOut } from './outbound.ts';

// One interaction answered, whichever way it came (the gateway, or Discord's POST over
// HTTP): the move run by the dispatcher, its first response (deferred when not ready in
// time), what follows it, and what delivery must hear of it. The two adapters differ only
// in how the first response goes out (a Responder).

/** Discord errors that mean "this interaction is gone or answered": nothing to do but note it. */
const QUIET_CODES = new Set([10062, 40060]);

function isQuietDiscordError(err: unknown): boolean {
  const code = discordError(err)?.code;
  return typeof code === 'number' && QUIET_CODES.has(code);
}

/** How an interaction's first response goes out. */
export interface Responder {
  answer(reply: Reply, how: 'reply' | 'update'): Promise<void>;
  /** Acknowledges it now, the answer to follow (an edit of the original). */
  defer(): Promise<void>;
}

export interface AnsweringDeps {
  readonly out: DiscordOut;
  readonly delivery: Delivery;
  readonly dispatcher: Dispatcher;
  readonly log: Logger;
  /** An answer not ready after this long is deferred and edited in when ready (Discord wants a first response within 3 s). */
  readonly deferAfterMs: number;
}

export interface Incoming {
  readonly inv: Invocation;
  readonly applicationId: string;
  readonly token: string;
  readonly button: boolean;
  /** Where the bot may not post by itself (a DM, a group DM, a server with the app only user-installed). */
  readonly throughInteractions: boolean;
  /** Whether Discord says the bot may post the tracker in this channel (null: not said). */
  readonly mayPost: boolean | null;
  /** The files attached to its options, read (after the cheap checks). */
  readonly attachments?: () => Promise<Invocation['attachments'] | null>;
}

/**
 * Answers one command or button: the first response within Discord's time, then its
 * follow-ups, then delivery (the channel's announcements and tracker, through this
 * interaction where the bot may not post).
 */
export async function answerInteraction(deps: AnsweringDeps, it: Incoming, responder: Responder): Promise<void> {
  const { inv, delivery } = { inv: it.inv, delivery: deps.delivery };
  const via = it.throughInteractions ? { application: it.applicationId, token: it.token } : null;
  let used = 0;
  let answered = false;
  try {
    if (via) await delivery.interactionArrived(inv.channelId, via);
    const handled = (async () => {
      const attachments = it.attachments ? await it.attachments() : null;
      const labels = deps.dispatcher.optionLabels(inv);
      return deps.dispatcher.handle({ ...inv, ...(attachments ? { attachments } : {}), ...(labels ? { optionLabels: labels } : {}) });
    })();
    const deferred = await deferIfLate(deps.deferAfterMs, handled, responder);
    answered = deferred;
    const reply = await handled;
    if (deferred) await deps.out.answerDeferred(it.applicationId, it.token, it.button, reply);
    else await responder.answer(reply, it.button && reply.update ? 'update' : 'reply');
    answered = true;
    // A deferred command whose answer only its user may see went out as a follow-up.
    if (deferred && !it.button && reply.ephemeral) used++;
    const tapped = it.button && reply.update;
    if (reply.tracker && tapped && !deferred) await delivery.trackerDisplayed(inv.channelId, reply, via);
    // /undo marks an answer by editing its interaction's original response: for a tap, the message its button is on.
    // That is the answer when the tap updated it, but the live tracker must stay live, and a deferred tap's answer of
    // its own is a follow-up beside it. A public message of its own scrolls the channel message by one.
    const scrolls = !reply.ephemeral && !reply.update;
    const markable = !reply.ephemeral && (!it.button || (reply.update ? !reply.tracker : !deferred));
    if (markable) await delivery.answered(inv.channelId, inv.id, { application: it.applicationId, token: it.token }, reply, scrolls);
    else if (scrolls) await delivery.countPublic(inv.channelId);
    if (reply.retract) await delivery.retract(deps.out, reply.retract.interactionId, reply.retract.note);
    if (reply.followUp) {
      await deps.out.followUpReply(it.applicationId, it.token, reply.followUp);
      used++;
      if (!reply.followUp.ephemeral) await delivery.countPublic(inv.channelId);
    }
  } catch (err) {
    if (isQuietDiscordError(err)) {
      deps.log.info('interaction already answered or expired', { interaction: inv.id, code: discordError(err)?.code });
    } else {
      deps.log.error('reply failed', { interaction: inv.id, command: inv.command, error: errorText(err) });
    }
  }
  try {
    if (via && answered) await delivery.interactionAnswered(inv.channelId, via, used);
  } catch (err) {
    deps.log.error('could not note the interaction for delivery', { interaction: inv.id, error: errorText(err) });
  }
  // The permissions Discord sent with the interaction tell whether a tracker refused here may be tried again.
  if (!via) await delivery.postingPermission(inv.channelId, it.mayPost);
  await delivery.afterCommand(deps.out, inv.channelId, deps.out.deliverThrough(it.applicationId, it.token));
}

/**
 * Acknowledges the interaction ("thinking…") when its answer is not ready in time (a slow
 * or stalled database): Discord drops an interaction not answered within 3 s, and its
 * user would be told it failed while the command may still be applied. True if deferred.
 */
async function deferIfLate(afterMs: number, handled: Promise<Reply>, responder: Responder): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), afterMs)));
  const first = await Promise.race([handled.then(() => false), late]).finally(() => clearTimeout(timer));
  if (!first) return false;
  await responder.defer();
  return true;
}
