import { InteractionResponseType, Routes } from 'discord-api-types/v10';
import type { Client, Interaction } from 'discord.js';
import { BUSY_RETRY_SECONDS, type Admission } from '../core/admission.ts';
import { errorText } from '../core/error-text.ts';
import { localeOf } from '../core/locale.ts';
import type { Logger } from '../core/logger.ts';
import { coreText } from '../core/strings.ts';

// The one early check on every interaction (src/core/admission.ts decides): worked on, or
// answered at once as busy without reading its options or files, or dropped.

/** Runs `work` on an interaction the process takes on; answers or drops the rest. */
export async function admit(admission: Admission, client: Client, i: Interaction, work: (i: Interaction) => Promise<void>, log: Logger): Promise<void> {
  const how = admission.enter();
  if (how === 'drop') {
    // Said in the log, but not once per interaction: a flood would flood the log too.
    if (admission.dropped % 1_000 === 1) log.warn('interactions dropped unanswered: too many waiting', { dropped: admission.dropped, shed: admission.shed });
    return;
  }
  try {
    if (how === 'admit') await work(i);
    else await answerBusy(client, i);
  } catch (err) {
    // A busy answer that did not go out is expected under a flood; the work's own failures are not.
    if (how === 'admit') log.error('interaction failed', { interaction: i.id, error: errorText(err) });
    else log.info('busy answer failed', { interaction: i.id, error: errorText(err) });
  } finally {
    admission.done(how);
  }
}

/** The busy answer: only its user sees it; autocomplete gets no choices. */
async function answerBusy(client: Client, i: Interaction): Promise<void> {
  const body = i.isAutocomplete()
    ? { type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices: [] } }
    : {
        type: InteractionResponseType.ChannelMessageWithSource,
        data: { content: `⏳ ${coreText(localeOf(i.locale)).busy(BUSY_RETRY_SECONDS)}`, flags: 64, allowed_mentions: { parse: [] } },
      };
  await client.rest.post(Routes.interactionCallback(i.id, i.token), { body, auth: false });
}
