import { effectiveEvents } from '../../../core/log.ts';
import type { LoggedEvent } from '../../../core/system.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { stringsFor } from '../strings/index.ts';
import { asset } from './data/assets.ts';
import type { AiActionEvent, BslEvent } from './events.ts';
import { evolveCampaign } from './evolve.ts';
import type { Campaign, Side } from './model.ts';
import { missionLabel } from './render.ts';
import { bslStrings, TYPE_NAMES, XP_NAMES } from './strings/index.ts';
import type { Locale } from '../../../core/locale.ts';

// `/campaign log`: the campaign round by round as players read it (big-shed-league.md §12), in
// the reader's language. The AI's face-down draws and asset picks and every secret nomination
// stay hidden until their round is over (its result confirmed): §12, C15, ruling C91. People
// are named by the names the events kept, never by mentions (the text goes in a file too).

/** Rounds whose game has a confirmed result (or that a later round or the end closed): their secrets may show. */
function roundsOver(events: readonly BslEvent[]): Set<number> {
  const over = new Set<number>();
  let round = 0;
  for (const e of events) {
    if (e.t === 'round-started') {
      over.add(round);
      round = e.round;
    } else if (e.t === 'result-confirmed' || e.t === 'campaign-ended') over.add(round);
  }
  return over;
}

/** A user's name: the one an event kept, else the console's `user-<name>`, else the id as plain text. */
function namer(events: readonly BslEvent[]): (id: string) => string {
  const names = new Map<string, string>();
  for (const e of events) {
    if (e.t === 'campaign-created' && e.createdByName) names.set(e.createdBy, e.createdByName);
    if ((e.t === 'commander-added' || e.t === 'commander-removed') && e.name) names.set(e.user, e.name);
    if (e.t === 'owner-set' && e.owner && e.name) names.set(e.owner, e.name);
  }
  return (id) => names.get(id) ?? (id.startsWith('user-') ? id.slice(5) : id);
}

/** The campaign's log as text a player reads: a set-up section, then one section per round; commands taken back are left out. */
export function campaignLogText(catalog: Catalog, log: readonly LoggedEvent<BslEvent>[], locale: Locale): string {
  const t = bslStrings(locale);
  const w = t.log;
  const xw = stringsFor(locale);
  const events = effectiveEvents(log).map((l) => l.event);
  const over = roundsOver(events);
  const who = namer(events);
  const out: string[] = [w.setup];
  let before: Campaign | null = null;
  let round = 0;
  for (const e of events) {
    const after = evolveCampaign(before, e);
    const c = after;
    const was = before ?? after;
    /** A ship's callsign by entry id, before or after the event (a KIA entry is gone after it). */
    const ship = (side: Side, id: string) =>
      (c.fleets[side].roster.find((x) => x.id === id) ?? was.fleets[side].roster.find((x) => x.id === id))?.callsign ?? id.toUpperCase();
    const upgradeName = (id: string) => catalog.upgrade(id)?.name ?? id;
    /** An upgrade's card name by its id in the fleet (on a ship or in the inventory), before or after. */
    const upgradeOf = (side: Side, id: string) => {
      for (const f of [c.fleets[side], was.fleets[side]]) {
        for (const x of f.roster) {
          const u = x.upgrades.find((y) => y.id === id);
          if (u) return { name: upgradeName(u.upgrade), on: x.callsign };
        }
        const i = f.inventory.find((y) => y.id === id);
        if (i) return { name: upgradeName(i.upgrade), on: null };
      }
      return { name: id, on: null };
    };
    const pilotName = (side: Side, chassis: string, pilot: string) =>
      catalog.ship(c.fleets[side].faction, chassis)?.pilots.find((p) => p.id === pilot)?.name ?? pilot;
    const cards = (xs: readonly string[]) => (xs.length ? xs.map((x) => `#${x}`).join(', ') : w.none);
    const side = (s: Side) => t.sides[s];
    const hidden = !over.has(round);
    const lines: string[] = [];
    switch (e.t) {
      case 'campaign-created':
        lines.push(
          w.created(
            who(e.createdBy),
            xw.faction(e.factions.players),
            xw.faction(e.factions.ai),
            e.options.pointsScalePct,
            e.options.aiStrengthPct,
            e.options.mode === 'open',
            e.seed,
          ),
        );
        break;
      case 'commander-added':
        lines.push(w.commanderAdded(who(e.user)));
        break;
      case 'commander-removed':
        lines.push(w.commanderRemoved(who(e.user)));
        break;
      case 'entry-bought': {
        const x = e.entry;
        const ups = x.upgrades.map((u) => upgradeName(u.upgrade)).join(', ');
        const name = `${x.callsign} ${pilotName(e.side, x.chassis, x.pilot)}${ups ? ` + ${ups}` : ''}`;
        const where = x.squadron ? w.squadron(x.squadron) : w.inventory;
        lines.push(x.acquired.how === 'reinforcements' ? w.arrivalJoins(side(e.side), name, where) : w.bought(side(e.side), name, e.cost, where));
        break;
      }
      case 'item-bought':
        lines.push(w.itemBought(upgradeName(e.item.upgrade), e.cost));
        break;
      case 'upgrade-bought':
        lines.push(w.upgradeBought(upgradeName(e.upgrade.upgrade), ship(e.side, e.entry), e.cost, e.replaced ? upgradeOf(e.side, e.replaced).name : null));
        break;
      case 'limited-chosen':
        lines.push(w.limitedChosen(ship('players', e.entry)));
        break;
      case 'supply-chosen':
        lines.push(w.supplyChosen(ship('players', e.entry), upgradeName(e.upgrade)));
        break;
      case 'upgrade-moved': {
        const u = upgradeOf(e.side, e.upgrade);
        lines.push(w.upgradeMoved(u.name, e.to ? ship(e.side, e.to) : w.inventory));
        break;
      }
      case 'entry-assigned':
        lines.push(w.moved(ship(e.side, e.entry), e.squadron ? w.squadron(e.squadron) : w.inventory));
        break;
      case 'owner-set':
        lines.push(w.owner(ship('players', e.entry), e.owner ? who(e.owner) : null));
        break;
      case 'squadron-formed':
        lines.push(w.formed(side(e.side), e.card, TYPE_NAMES[e.type]));
        break;
      case 'squadron-retyped':
        lines.push(w.retyped(side(e.side), e.card, TYPE_NAMES[e.type]));
        break;
      case 'squadron-struck':
        lines.push(w.struck(side(e.side), e.card));
        break;
      case 'roster-ready':
        lines.push(w.ready);
        break;
      case 'ai-acted':
        lines.push(
          ...aiLines(e.actions, e.why, w, {
            ship: (id) => ship('ai', id),
            pilot: (ch, p) => pilotName('ai', ch, p),
            upgrade: upgradeName,
            item: (id) => upgradeOf('ai', id).name,
          }),
        );
        break;
      case 'round-started':
        round = e.round;
        out.push('', w.round(e.round));
        lines.push(w.active(side(e.active), e.fv.players, e.fv.ai, e.tie));
        break;
      case 'squadrons-rested':
        lines.push(w.rested(side(e.side), cards(e.cards)));
        break;
      case 'mission-squadron-drawn':
        lines.push(w.missionDraw(side(c.pending?.active ?? 'players'), cards(e.included), e.drawn));
        break;
      case 'mission-chosen':
        lines.push(w.mission(missionLabel(e.mission, locale).replaceAll('**', '')));
        break;
      case 'squadrons-drawn':
        lines.push(w.drawn(cards(e.players), hidden ? w.faceDown(e.ai.length) : cards(e.ai)));
        break;
      case 'assets-selected':
        lines.push(
          e.side === 'ai' && hidden
            ? w.aiAssetsHidden
            : w.assetsPlayed(
                side(e.side),
                e.cards.length
                  ? e.cards
                      .map((k) => {
                        const held = was.fleets[e.side].assets.find((a) => a.card === k)?.asset;
                        return held ? `${k} ${t.assetName(held, asset(held).name)}` : k;
                      })
                      .join(', ')
                  : w.none,
              ),
        );
        break;
      case 'assets-resolved':
        lines.push(...e.notes.map((n) => t.note(n, upgradeName)));
        break;
      case 'asset-choices':
        lines.push(w.choices(cards(e.draws.players)));
        break;
      case 'squadrons-revealed':
        lines.push(w.revealed(cards(c.pending?.draws.players ?? []), cards(c.pending?.draws.ai ?? [])));
        break;
      case 'nominated':
        lines.push(
          hidden
            ? w.nominatedHidden(side(e.nomination.side), w.roles[e.nomination.role])
            : w.nominated(side(e.nomination.side), ship(e.nomination.side, e.nomination.entry), w.roles[e.nomination.role]),
        );
        break;
      case 'game-linked':
        lines.push(w.gameLinked(e.ships.length));
        break;
      case 'reinforcement-drawn':
        lines.push(w.reinforcement(side(e.side), e.card, e.gameRound));
        break;
      case 'result-confirmed': {
        lines.push(w.result(e.winner === null ? null : side(e.winner), e.diff, e.conceded, e.gameId));
        const fates = e.ships
          .filter((s) => s.fate !== 'in-play' || s.damageCards > 0)
          .map((s) => `${ship(s.side, s.entry)} ${t.fates[s.fate]}${s.damageCards ? ` (${w.damage(s.damageCards)})` : ''}`);
        if (fates.length) lines.push(w.fates(fates.join(', ')));
        break;
      }
      case 'history-recorded':
        break;
      case 'post-game-step': {
        const s = e.step;
        if (s.t === 'fp-awarded') {
          lines.push(w.fp(side(s.side), s.amount, w.reasons[s.result], TYPE_NAMES[s.type], s.card));
        } else if (s.t === 'casualties') {
          const marks = s.marks.map((m) => {
            const target = m.target;
            const what =
              target.kind === 'entry'
                ? ship(s.side, target.id)
                : target.kind === 'upgrade'
                  ? w.upgradeOn(upgradeOf(s.side, target.id).name, ship(s.side, target.entry))
                  : upgradeOf(s.side, target.id).name;
            const mark = m.mark === 'lost' ? w.lost : m.mark;
            return `${what} ${mark}${m.cause === 'link' ? ` (${w.link})` : ''}`;
          });
          const left = s.leftovers.map((l) =>
            w.leftover(ship(s.side, l.entry), pilotName(s.side, was.fleets[s.side].roster.find((x) => x.id === l.entry)?.chassis ?? '', l.pilot)),
          );
          if (marks.length || left.length) lines.push(w.casualties(side(s.side), [...marks, ...left].join(', ')));
        } else if (s.t === 'experience') {
          if (s.steps.length) lines.push(w.experience(side(s.side), s.steps.map((x) => `${ship(s.side, x.entry)} → ${XP_NAMES[x.to]}`).join(', ')));
          if (s.eliteOffers.length) lines.push(w.eliteOffered(s.eliteOffers.map((x) => ship(s.side, x)).join(', ')));
        } else if (s.t === 'damaged-marked' && s.entries.length) lines.push(w.damaged(side(s.side), s.entries.map((x) => ship(s.side, x)).join(', ')));
        break;
      }
      case 'asset-offered':
        lines.push(w.offered(e.assets.map((a) => t.assetName(a, asset(a).name)).join(t.next.or)));
        break;
      case 'asset-gained':
        lines.push(w.gained(side(e.side), t.assetName(e.asset, asset(e.asset).name), e.card, e.replaced));
        break;
      case 'asset-declined':
        lines.push(w.declined(side(e.side), e.asset ? t.assetName(e.asset, asset(e.asset).name) : null));
        break;
      case 'elite-taken':
        lines.push(w.elite(ship('players', e.entry)));
        break;
      case 'promoted': {
        const x = was.fleets.players.roster.find((y) => y.id === e.entry);
        lines.push(w.promoted(ship('players', e.entry), x ? pilotName('players', x.chassis, e.pilot) : e.pilot, e.cost));
        break;
      }
      case 'mia-recovered':
        lines.push(w.recovered(side(e.side), [...e.entries.map((x) => ship(e.side, x)), ...e.items.map((x) => upgradeOf(e.side, x).name)].join(', '), e.cost));
        break;
      case 'players-closed':
        lines.push(w.closed);
        break;
      case 'fleet-eliminated':
        lines.push(w.eliminated(side(e.side)));
        break;
      case 'campaign-ended':
        lines.push(t.next.ended(e.winner));
        break;
    }
    out.push(...lines.map((l) => `  ${l}`));
    before = after;
  }
  return out.join('\n') + '\n';
}

type LogWords = ReturnType<typeof bslStrings>['log'];

/** The AI's build or post-game (§2.3, §10), one line per kind of action. */
function aiLines(
  actions: readonly AiActionEvent[],
  why: 'start' | 'post-game',
  w: LogWords,
  names: {
    readonly ship: (id: string) => string;
    readonly pilot: (chassis: string, pilot: string) => string;
    readonly upgrade: (id: string) => string;
    readonly item: (id: string) => string;
  },
): string[] {
  const { ship, pilot, upgrade, item } = names;
  const lines = [why === 'start' ? w.aiBuilds : w.aiPostGame];
  for (const a of actions) {
    if (a.a === 'form') lines.push(`  ${w.formed(w.ai, a.card, TYPE_NAMES[a.type])}`);
    else if (a.a === 'add')
      lines.push(
        `  ${w.bought(w.ai, `${a.entry.callsign} ${pilot(a.entry.chassis, a.entry.pilot)}${a.entry.upgrades.length ? ` + ${a.entry.upgrades.map((u) => upgrade(u.upgrade)).join(', ')}` : ''}`, a.cost, a.entry.squadron ? w.squadron(a.entry.squadron) : w.inventory)}`,
      );
    else if (a.a === 'recover') lines.push(`  ${w.recovered(w.ai, ship(a.entry), a.cost)}`);
    else if (a.a === 'assign') lines.push(`  ${w.moved(ship(a.entry), a.card ? w.squadron(a.card) : w.inventory)}`);
    else if (a.a === 'retype') lines.push(`  ${w.retyped(w.ai, a.card, TYPE_NAMES[a.type])}`);
    else if (a.a === 'strike') lines.push(`  ${w.struck(w.ai, a.card)}`);
    else lines.push(`  ${w.upgradeMoved(item(a.item), ship(a.entry))}`);
  }
  return lines.length > 1 ? lines : [...lines, `  ${w.nothing}`];
}
