import { option } from '../../../src/core/command-options.ts';
import type { Invocation, Reply } from '../../../src/core/command.ts';
import { lastUndoableBatch } from '../../../src/core/log.ts';
import { coreRefuse } from '../../../src/core/refusal.ts';
import { refuseBsl, UNDO_BLOCKED_STEPS, type UndoBlockedStep } from '../../../src/systems/xwing/bsl/refusals.ts';
import type { BslEvent } from '../../../src/systems/xwing/bsl/events.ts';
import { statusCard } from '../../../src/systems/xwing/bsl/render.ts';
import { exportFile } from '../../../src/systems/xwing/bsl/export.ts';
import { campaignLogText } from '../../../src/systems/xwing/bsl/log-text.ts';
import { IMPORT_LIMITS, readImport } from '../../../src/systems/xwing/bsl/import.ts';
import { bslStrings } from '../../../src/systems/xwing/bsl/strings/index.ts';
import { bslSystem } from '../../../src/systems/xwing/bsl/system.ts';
import { move, type CampaignContext } from './context.ts';
import { UserError, whereOf } from '../options.ts';
import { campaignRunner, catalogFor, readable, refusalReply, tailOf, words } from './campaign-steps.ts';

// `/campaign` as a record: taking a step back, the log, and the campaign as a file (C49, C80).

/** `/campaign undo`: takes back the last step (C49: its draws come back the same when redone). */
async function undo(ctx: CampaignContext, inv: Invocation): Promise<Reply> {
  return campaignRunner.runCampaign(
    ctx.campaigns,
    inv,
    (x) => {
      if (!x.state) return coreRefuse('no-campaign');
      if (!x.state.commanders.includes(inv.user.id)) return refuseBsl('not-commander');
      const batch = lastUndoableBatch(x.log);
      if (batch === null) return refuseBsl('nothing-to-undo');
      const taken = x.log.filter((l) => l.batch === batch);
      const blocked = taken.map((l) => l.event.t).find((t): t is UndoBlockedStep => (UNDO_BLOCKED_STEPS as readonly string[]).includes(t));
      if (blocked) return refuseBsl('undo-blocked', { step: blocked });
      return { ok: true, events: [{ t: 'undone', seq: batch }], view: taken[0]!.event as BslEvent };
    },
    // The campaign's language is set when it starts, which no undo takes back.
    (r) => ({
      content: bslStrings(r.state.locale).replies.tookBack(bslSystem.describe(r.view, r.state.locale)),
      cards: [statusCard(catalogFor(ctx, r.state), r.state, r.state.locale)],
    }),
    { log: true },
  );
}

/** `/campaign file import`: the file `/campaign file export` wrote becomes this channel's campaign, its log replayed (C80). */
async function importCampaign(ctx: CampaignContext, inv: Invocation): Promise<Reply> {
  const file = inv.attachments?.file;
  if (!file) throw new UserError(words(inv).attachFile);
  if (file.size > IMPORT_LIMITS.bytes) return refusalReply(refuseBsl('import-too-large', { kb: IMPORT_LIMITS.bytes / 1024 }), inv);
  // The cheap refusals before the file is downloaded, parsed and replayed.
  const refused = await ctx.campaigns.refuseNew(whereOf(inv));
  if (refused) return refusalReply(refused, inv);
  const text = await file.read();
  if (text === null) return refusalReply(refuseBsl('import-unreadable', { name: file.name }), inv);
  // The file is not a campaign yet: it is read against the default edition.
  const read = readImport(ctx.editions.catalog(undefined, inv.locale), text, inv.user.id, bslSystem.upgradeEvent);
  if (!read.ok) return refusalReply(read, inv);
  // A restore is a change the runner does not make itself (the log is written as it came).
  return campaignRunner.answer(ctx.campaigns.restore(whereOf(inv), read.log), inv, (r) => {
    const locale = r.state.locale;
    return { content: bslStrings(locale).replies.imported(file.name, read.log.length), cards: [statusCard(catalogFor(ctx, r.state), r.state, locale)] };
  });
}

export const recordMoves = [
  move({ path: 'campaign undo', run: undo }),
  move({
    path: 'campaign log',
    async run(ctx, inv) {
      return campaignRunner.read(readable(ctx, inv), inv, async (c) => {
        const log = await ctx.campaigns.log(c.id);
        // In the reader's language; what the rules hide stays hidden until its round is over (§12, C91).
        const text = campaignLogText(catalogFor(ctx, c.state), log, inv.locale);
        const intro = words(inv).logIntro(log.length);
        return {
          ephemeral: true,
          content: `${intro}\n${tailOf(text, 1900 - intro.length)}`,
          files: [{ name: `big-shed-league-${c.id}-log.txt`, content: text }],
        };
      });
    },
  }),
  move({
    path: 'campaign file export',
    async run(ctx, inv) {
      return campaignRunner.read(readable(ctx, inv), inv, async (c) => {
        // The log holds the AI's hidden choices (draws, asset picks, carrier): not before they are revealed (C15).
        if (['assets', 'nominate', 'game'].includes(c.state.phase)) return refusalReply(refuseBsl('hidden-now'), inv);
        const log = await ctx.campaigns.log(c.id);
        return {
          ephemeral: true,
          content: words(inv).exported(log.length),
          files: [{ name: `big-shed-league-${c.id}.json`, content: exportFile(log) }],
        };
      });
    },
  }),
  move({ path: 'campaign file import', options: [option.file('file', { required: true })], run: importCampaign }),
];
