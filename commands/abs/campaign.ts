import { z } from 'zod';
import type { Invocation, Reply } from '../../src/core/command.ts';
import { coreText } from '../../src/core/strings.ts';
import { spendCapital, startCampaign, CORP_MAX } from '../../src/systems/abs/campaign.ts';
import { refuseAbs } from '../../src/systems/abs/refusals.ts';
import { campaignCard } from '../../src/systems/abs/render.ts';
import { BOUNDS } from '../../src/systems/abs/rules/setup.ts';
import { move, type AbsContext } from './context.ts';
import { absMoves, c, int, intOption, LIMITS, mayManage, text, textOption } from './options.ts';

// /abs campaign start | status | spend (A28).

async function start(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(z.object({ corp: text(CORP_MAX) }), inv);
  return absMoves.runCampaign(
    ctx.campaigns,
    inv,
    (x) => startCampaign(x.state, { corp: o.corp }),
    (r, t) => ({ cards: [campaignCard(t, r.state)] }),
    {
      create: true,
    },
  );
}

async function status(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  // A moderator, or its owner, also reads the campaign closed last in the channel (C103).
  const readable = { read: (channelId: string) => ctx.campaigns.readOrClosed(channelId, (owner) => inv.canManage || owner === inv.user.id) };
  return absMoves.read(readable, inv, (r, t) => ({
    ...(r.closed ? { content: `🗄️ ${coreText(inv.locale).closedCampaign}` } : {}),
    cards: [campaignCard(t, r.state)],
  }));
}

async function spend(ctx: AbsContext, inv: Invocation): Promise<Reply> {
  const o = absMoves.parse(z.object({ amount: int('capital'), note: text(LIMITS.note).optional() }), inv);
  return absMoves.runCampaign(
    ctx.campaigns,
    inv,
    (x) =>
      x.campaign && !mayManage(x.campaign.owner, inv)
        ? refuseAbs('forbidden', { action: 'spend-capital' })
        : spendCapital(x.state, { amount: o.amount, note: o.note ?? null }),
    (r, t) => ({ cards: [campaignCard(t, r.state)] }),
  );
}

export const campaignMoves = [
  move({ path: 'abs campaign start', description: c.campaignStart, options: [textOption('corp', c.corp, CORP_MAX, true)], run: start }),
  move({ path: 'abs campaign status', description: c.campaignStatus, run: status }),
  move({
    path: 'abs campaign spend',
    description: c.campaignSpend,
    options: [intOption('amount', c.amount, BOUNDS.capital, true), textOption('note', c.spendNote, LIMITS.note)],
    run: spend,
  }),
];
