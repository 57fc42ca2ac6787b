import { option } from '../../../src/core/command-options.ts';
import type { Invocation, Reply } from '../../../src/core/command.ts';
import type { Decision } from '../../../src/core/system.ts';
import { coreRefuse } from '../../../src/core/refusal.ts';
import * as flow from '../../../src/systems/xwing/bsl/flow.ts';
import type { BslEvent } from '../../../src/systems/xwing/bsl/events.ts';
import type { Campaign, Side } from '../../../src/systems/xwing/bsl/model.ts';
import { fleetCard, statusCard } from '../../../src/systems/xwing/bsl/render.ts';
import { bslRefusal, bslStrings } from '../../../src/systems/xwing/bsl/strings/index.ts';
import { type CampaignContext } from './context.ts';
import { missionCampaign, xwingWords } from '../options.ts';
import type { GameState } from '../../../src/systems/xwing/play/state.ts';
import type { MissionGameEvent } from '../../../src/systems/xwing/bsl/mission/events.ts';
import type { XwingNotice } from '../../../src/systems/xwing/notices.ts';
import { bslSystem } from '../../../src/systems/xwing/bsl/system.ts';
import { moves, optionWords, type CampaignDecideContext } from '../../../src/core/moves.ts';

// What the Big Shed League's `/campaign` moves share: the runner bound to the campaign's words,
// how a step of its flow is run and answered, and the readers of its options.

/** The campaign's moves: its own refusals and option words first, X-Wing's for the rest. */
export const campaignRunner = moves({
  refusal: (x, locale) => bslRefusal(x, locale) ?? xwingWords.refusal(x, locale),
  option: (m, locale) => optionWords(m, bslStrings(locale).options) ?? xwingWords.option!(m, locale),
});
export const parseOptions = campaignRunner.parse;
export const refusalReply = campaignRunner.refusal;

/** The replies only the user sees, in their language. */
export const words = (inv: Invocation) => bslStrings(inv.locale).replies;

export type Decide = (c: Campaign) => flow.Flow;

/** A campaign's catalogue: the edition it was started with, in its language. */
export const catalogFor = (ctx: CampaignContext, c: Campaign) => ctx.editions.catalog(c.options.edition, c.locale);

/** Where a look-up reads the campaign: a moderator, or its owner, also reads the one closed last in the channel (C103). */
export const readable = (ctx: CampaignContext, inv: Invocation) => ({
  read: (channelId: string) => ctx.campaigns.readOrClosed(channelId, (owner) => inv.canManage || owner === inv.user.id),
});

/** A side's fleet card after a step, beside the status card. */
export const fleet = (ctx: CampaignContext, side: Side) => (c: Campaign) => [fleetCard(catalogFor(ctx, c), c, side, c.locale)];

/** A step of the campaign's flow as a decision on the channel's campaign (with none, refused). */
export const step =
  (decide: Decide) =>
  (x: CampaignDecideContext<Campaign, BslEvent>): Decision<BslEvent, null> => {
    if (!x.state) return coreRefuse('no-campaign');
    const d = decide(x.state);
    return d.ok ? { ok: true, events: d.events, view: null } : d;
  };

/** A step of the campaign's flow, answered with its status card (and what `extra` adds). */
export function change(ctx: CampaignContext, inv: Invocation, decide: Decide, extra: (c: Campaign) => Reply['cards'] = () => []): Promise<Reply> {
  // Public cards read the campaign's language.
  return campaignRunner.runCampaign(ctx.campaigns, inv, step(decide), (r) => ({
    cards: [statusCard(catalogFor(ctx, r.state), r.state, r.state.locale), ...(extra(r.state) ?? [])],
  }));
}

/** The last lines of a text that fit in `room` characters, in a code block (a message holds 2000). */
export function tailOf(text: string, room: number): string {
  const lines = text.trimEnd().split('\n');
  const kept: string[] = [];
  let size = 8;
  for (const line of lines.reverse()) {
    if (size + line.length + 1 > room) break;
    kept.unshift(line);
    size += line.length + 1;
  }
  return '```\n' + kept.join('\n') + '\n```';
}

/**
 * The name of the user given to a user option, kept in the event so the readable log names
 * people without mentions: the console types `@name`; Discord's adapter passes the member's
 * display name beside the id (`user:name`); the invoker's own name is always known.
 */
export function userName(inv: Invocation, option: string): string | undefined {
  const raw = inv.options[option];
  const given = inv.options[`${option}:name`];
  if (typeof given === 'string' && given) return given;
  if (typeof raw === 'string' && raw.startsWith('@')) return raw.slice(1);
  if (raw === inv.user.id) return inv.user.name;
  return undefined;
}

/** A ship of the players' roster, by its callsign. */
export const callsign = option.text('ship', { required: true, autocomplete: true });

type MissionRun<V> = Parameters<typeof campaignRunner.runWithCampaign<GameState, MissionGameEvent, XwingNotice, Campaign, BslEvent, V>>;

/**
 * A change of the channel's mission game and its campaign in one transaction: refused with no
 * campaign; `decide` is handed the campaign when the game is its mission game (else null).
 */
export function inMissionGame<V>(
  ctx: CampaignContext,
  inv: Invocation,
  decide: (c: Campaign | null, x: Parameters<MissionRun<V>[3]>[0]) => ReturnType<MissionRun<V>[3]>,
  render: MissionRun<V>[4],
): Promise<Reply> {
  return campaignRunner.runWithCampaign(ctx.games, bslSystem, inv, (x) => (x.campaign ? decide(missionCampaign(x), x) : coreRefuse('no-campaign')), render);
}
