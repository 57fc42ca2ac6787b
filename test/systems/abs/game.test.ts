import { describe, expect, test } from 'vitest';
import { EMBED_LIMITS, type Card } from '../../../src/core/message.ts';
import { startCampaign, spendCapital } from '../../../src/systems/abs/campaign.ts';
import {
  activateIcs,
  addContract,
  addJumpPoint,
  answerClaim,
  changeCredits,
  damageIc,
  endGame,
  jumpIn,
  newGame,
  nextRound,
  reportInvalid,
  scatter,
  startEndPhase,
  startTactical,
  closeClaims,
} from '../../../src/systems/abs/decisions.ts';
import { evolve, type AbsEvent } from '../../../src/systems/abs/events.ts';
import {
  activationReply,
  campaignCard,
  claimReply,
  contractReply,
  jumpInReply,
  marginCard,
  newGameCard,
  roundReply,
  scatterReply,
  tacticalCard,
  trackerCard,
  type AbsReply,
} from '../../../src/systems/abs/render.ts';
import { parseButton } from '../../../src/systems/abs/buttons.ts';
import { parseObjectiveList } from '../../../src/systems/abs/rules/setup.ts';
import type { AbsState } from '../../../src/systems/abs/state.ts';
import { en } from '../../../src/systems/abs/strings/en.ts';
import { absCampaignSystem, absSystem } from '../../../src/systems/abs/system.ts';
import { CampaignLog, Table } from './harness.ts';

// A whole solo game, through the decisions, the cards and the stored forms: set-up,
// three rounds with jump-ins, activations, Claim Jump, Margin, in a campaign. After
// every command the game is "restarted": its log and state go through their stored
// text and schemas, and play goes on from what was read back.

/** What the core stores, and what a restarted bot reads back. */
function restart(g: Table): Table {
  const storedLog = g.batches.map((b) => b.map((e) => JSON.stringify(e)));
  const storedState = absSystem.encodeState(g.s);
  const back = new Table();
  for (const batch of storedLog) back.batches.push(batch.map((e) => absSystem.eventSchema.parse(absSystem.upgradeEvent(JSON.parse(e), 1))));
  back.state = absSystem.stateSchema.parse(absSystem.decodeState(storedState));
  let replayed: AbsState | null = null;
  for (const e of back.events) replayed = evolve(replayed, e as AbsEvent);
  expect(replayed).toEqual(back.state);
  return back;
}

/** Every card fits Discord without clipping; buttons fit and come back to this system. */
function fits(reply: AbsReply | { cards: readonly Card[] }): AbsReply {
  expect(reply.cards.length).toBeLessThanOrEqual(10);
  for (const c of reply.cards) {
    expect(c.title.length).toBeLessThanOrEqual(EMBED_LIMITS.title);
    expect((c.description ?? '').length).toBeLessThanOrEqual(EMBED_LIMITS.description);
    expect(c.fields.length).toBeLessThanOrEqual(EMBED_LIMITS.fields);
    for (const f of c.fields) {
      expect(f.name.length).toBeGreaterThan(0);
      expect(f.value.length).toBeGreaterThan(0);
      expect(f.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
    }
    expect(JSON.stringify(c)).not.toMatch(/undefined|NaN|\[object/);
  }
  const rows = 'buttons' in reply ? (reply.buttons ?? []) : [];
  expect(rows.length).toBeLessThanOrEqual(5);
  for (const row of rows) {
    expect(row.length).toBeLessThanOrEqual(5);
    for (const b of row) {
      expect(b.id.length).toBeLessThanOrEqual(100);
      expect(parseButton(b.id)).not.toBeNull();
    }
  }
  return reply as AbsReply;
}

describe('a whole solo campaign game', () => {
  test('set-up, three rounds with jump-ins and activations, Claim Jump, Margin, campaign update; restarted after every command', () => {
    const camp = new CampaignLog();
    const started = startCampaign(null, { corp: 'Hutch Heavy' });
    if (!started.ok) throw new Error(started.code);
    camp.apply(started.events);
    fits({ cards: [campaignCard(en, camp.state!)] });

    let g = new Table();
    const step = <V>(f: (t: Table) => V): V => {
      const v = f(g);
      g = restart(g);
      return v;
    };

    // Set-up.
    step((t) => t.ok((s) => newGame(s, { scale: 5, tables: 2, seed: 'whole-game', campaign: true }, camp.state)));
    fits({ cards: [newGameCard(en, g.s, camp.state!.corp)] });
    const mining = step((t) => t.ok((s) => addContract(s, { name: 'Mining', objectives: parseObjectiveList('Rock A, Rock B, Rock C') ?? [], cards: 5 })));
    fits(contractReply(en, mining, g.s, 1));
    step((t) => t.ok((s) => addContract(s, { name: 'Salvage', objectives: parseObjectiveList('Wreck@2') ?? [], cards: 3 })));
    expect(g.s.objectives).toHaveLength(4);
    expect(g.s.objectives.every((o) => o.table >= 1 && o.table <= 2)).toBe(true);
    step((t) => t.ok((s) => addJumpPoint(s, { table: 1 })));
    step((t) => t.ok((s) => addJumpPoint(s, { table: 2 })));
    expect(g.s.phase).toBe('jump');

    for (let round = 1; round <= 3; round++) {
      if (round > 1) {
        const r = step((t) => t.ok((s) => nextRound(s)));
        expect(r.arrivals).toHaveLength(2);
        expect(r.arrivals.every((a) => a.ic.class !== 'Light Utility Ship')).toBe(true);
        fits(roundReply(en, r, g.s, 1));
      }
      expect(g.s.round).toBe(round);
      // Jump Phase: two battlegroups jump in (Mass given once).
      const a = step((t) => t.ok((s) => jumpIn(s, { class: 'Frigate', ...(round === 1 ? { mass: 2 } : {}), jumpPoint: 'JP1' })));
      fits(jumpInReply(en, a, g.s, 1));
      const b = step((t) => t.ok((s) => jumpIn(s, { class: 'Hauler', mass: 1, jumpPoint: 'JP2' })));
      fits(jumpInReply(en, b, g.s, 1));
      // A scatter with one invalid spot.
      const sc = step((t) => t.ok((s) => scatter(s, { ic: b.arrival.ic.id })));
      fits(scatterReply(en, sc, 1));
      const again = step((t) => t.ok((s) => reportInvalid(s, { scatter: sc.scatter.id })));
      expect(again.scatter.direction).not.toBe(sc.scatter.direction);
      fits(scatterReply(en, again, 1));
      step((t) => t.ok((s) => damageIc(s, { ic: a.arrival.ic.id, tokens: 2 })));

      // Tactical Phase: every IC activates once.
      const tac = step((t) => t.ok((s) => startTactical(s, { seize: 1 })));
      fits({ cards: [tacticalCard(en, tac, g.s)] });
      const act = step((t) => t.ok((s) => activateIcs(s)));
      expect(act.activations.map((x) => x.ic.id)).toEqual(g.s.ics.map((i) => i.id));
      expect(act.remaining).toBe(true);
      fits(activationReply(en, act, g.s));
      expect(g.s.ics.every((i) => i.activated)).toBe(true);

      // End Phase: Claim Jump for both contracts, then revenue.
      fits(
        claimReply(
          en,
          step((t) => t.ok((s) => startEndPhase(s))),
          g.s,
          1,
        ),
      );
      step((t) => t.ok((s) => answerClaim(s, { contract: 'C1', icMass: round + 1, friendlyMass: 2 })));
      const last = step((t) => t.ok((s) => answerClaim(s, { contract: 'C2', icMass: 1, friendlyMass: 1 })));
      expect(last.done).toBe(true);
      fits(claimReply(en, last, g.s, 1));
      step((t) => t.ok((s) => changeCredits(s, { add: 6, note: `revenue round ${round}` })));
    }
    // C1 discarded in rounds 2 and 3 (3 > 2, 4 > 2), not in round 1 (2 = 2).
    expect(g.s.contracts.map((c) => c.cards)).toEqual([3, 3]);
    expect(g.s.round).toBe(3);
    expect(g.s.ics.length).toBeGreaterThanOrEqual(10);
    fits({ cards: [trackerCard(en, g.s)] });

    // The end: 18 credits of 45 at Scale 5 → 40.0%, Resounding success, +10 Capital.
    const end = step((t) => t.ok((s) => endGame(s, {}, camp.state)));
    expect(end.result).toMatchObject({ credits: 18, maxRevenue: 45, tenths: 400, result: 'resounding', capital: 10 });
    fits({ cards: [marginCard(en, end)] });
    expect(absSystem.ended(g.s)).toBe(true);
    expect(absSystem.follows(g.s)).toBeNull();
    camp.apply(end.campaign?.events ?? []);
    for (const e of camp.events) expect(absCampaignSystem.eventSchema.parse(JSON.parse(JSON.stringify(e)))).toEqual(e);
    expect(absCampaignSystem.stateSchema.parse(camp.state)).toEqual(camp.state);
    expect(camp.state).toMatchObject({ capital: 20, status: 'active', games: [{ result: 'resounding', capital: 10 }] });
    const spent = spendCapital(camp.state, { amount: 5, note: 'unlock Cruisers' });
    if (!spent.ok) throw new Error(spent.code);
    camp.apply(spent.events);
    expect(camp.state?.capital).toBe(15);
    fits({ cards: [campaignCard(en, camp.state!)] });
    expect(absCampaignSystem.ended(camp.state!)).toBe(false);

    // Every event can be put in words for undo and the log.
    for (const e of g.events) expect(absSystem.describe(e, 'en')).toMatch(/\w/);
    for (const e of camp.events) expect(absCampaignSystem.describe(e, 'fr')).toMatch(/\w/);
  });

  test('claim done closes Claim Jump with contracts unanswered', () => {
    const g = new Table();
    g.ok((s) => newGame(s, { scale: 5, tables: 1, seed: 'done' }));
    g.ok((s) => addContract(s, { name: 'Mining', objectives: [{ name: 'Rock', table: null }] }));
    g.ok((s) => startEndPhase(s));
    const v = g.ok((s) => closeClaims(s));
    const reply = fits(claimReply(en, v, g.s, 1));
    const text = JSON.stringify(reply.cards);
    expect(text).toContain('not answered: nothing discarded');
    expect(text).toContain('Earn revenue');
  });
});
