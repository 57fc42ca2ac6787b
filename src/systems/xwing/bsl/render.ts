import { userText } from '../../../core/escape.ts';
import type { Locale } from '../../../core/locale.ts';
import type { Card, CardField } from '../../../core/message.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { asset } from './data/assets.ts';
import { mission, OPEN_MODE_ID, type Mission } from './data/missions.ts';
import { entriesOf } from './fleet-ops.ts';
import type { BslEvent } from './events.ts';
import { openModeTable } from './squadron-draw.ts';
import type { GameSetup } from './game-setup.ts';
import type { Campaign, Fleet, Side } from './model.ts';
import { musterFails } from './muster.ts';
import { bslStrings, TYPE_NAMES, XP_NAMES, type BslStrings } from './strings/index.ts';
import { stringsFor } from '../strings/index.ts';
import { effectiveInitiative, entryValue, fleetValue, hyperdriveCapable, norm, pts, resolve, squadronValue, trackingTokensNeeded } from './values.ts';
import { campaignPlayStrings } from './mission/campaign-play.ts';

// The campaign's cards: compact enough for a phone (one line per ship), in the language asked
// for: the campaign's for its public cards, the user's for what only they see.

const GOLD = 0xd4a017;

/** "Mission 4: **Engagement**", or "**Open mode**" (§6.7). */
export function missionLabel(id: number, locale: Locale = 'en'): string {
  const t = bslStrings(locale);
  return id === OPEN_MODE_ID ? t.mission.open : t.mission.label(id, t.missionWords(mission(id)).name);
}

const assetName = (t: BslStrings, id: Parameters<typeof asset>[0]) => t.assetName(id, asset(id).name);

/** An upgrade card's name by its id (the notes hold ids). */
export const upgradeName =
  (catalog: Catalog) =>
  (id: string): string =>
    catalog.upgrade(id)?.name ?? id;

/** What the table does next and who decides (§4–§9): every step says it. */
export function nextStep(c: Campaign, locale: Locale = 'en'): string {
  const t = bslStrings(locale);
  const n = t.next;
  const r = c.pending;
  switch (c.phase) {
    case 'building':
      return n.building;
    case 'rest':
      return n.rest;
    case 'draw':
      return n.draw;
    case 'mission': {
      const drawn = c.fleets.players.squadrons.find((s) => s.card === r?.drawn);
      const type = drawn ? TYPE_NAMES[drawn.type] : '?';
      return c.options.mode === 'open' ? n.missionOpen(String(r?.drawn), type) : n.mission(String(r?.drawn), type);
    }
    case 'assets':
      return n.assets;
    case 'choices': {
      const o = r?.offers;
      const parts = [o?.exchange ? n.exchange : '', o?.disrupt ? n.disrupt(o.disrupt.seen, o.disrupt.swap) : ''].filter(Boolean);
      return n.choices(parts.join('; '));
    }
    case 'nominate':
      return r?.active === 'players' ? n.nominatePlayers : n.nominateAi;
    case 'game':
      return r?.gameLinked ? n.play : n.setUp;
    case 'postgame':
      return r?.assetOffer ? n.offer(r.assetOffer.map((a) => assetName(t, a)).join(n.or)) : n.postgame;
    case 'ended':
      return n.ended(c.winner ?? 'draw');
  }
}

export function statusCard(catalog: Catalog, c: Campaign, locale: Locale = 'en'): Card {
  const t = bslStrings(locale);
  const faction = stringsFor(locale).faction;
  const o = c.options;
  const fvP = fleetValue(catalog, c.fleets.players, o);
  const fvA = fleetValue(catalog, c.fleets.ai, o);
  const fields: CardField[] = [
    { name: t.sides.players, value: `${faction(c.fleets.players.faction)} · FP ${c.fleets.players.fp} · FV ${fvP}`, inline: true },
    {
      name: t.sides.ai,
      value: `${faction(c.fleets.ai.faction)} · FP ${c.fleets.ai.fp} · FV ${fvA} ${t.status.norm(norm(fvA, o))}`,
      inline: true,
    },
  ];
  const r = c.pending;
  if (r) {
    const lines = [t.status.active(t.sides[r.active])];
    if (r.drawn) lines.push(t.status.drawn(r.drawn));
    if (r.mission !== null) lines.push(missionLabel(r.mission, locale));
    if (r.draws.players.length) lines.push(t.status.playersSquadrons(r.draws.players.map((x) => '#' + x).join(', ')));
    if (r.revealed) lines.push(t.status.aiSquadrons(r.draws.ai.map((x) => '#' + x).join(', ')));
    else if (r.draws.ai.length) lines.push(t.status.aiFaceDown(r.draws.ai.length));
    fields.push({ name: t.status.round(c.round), value: lines.join('\n') });
    if (r.notes.length && ['choices', 'nominate', 'game'].includes(c.phase))
      fields.push({ name: t.status.assets, value: r.notes.map((n) => t.note(n, upgradeName(catalog))).join('\n') });
  }
  fields.push({ name: t.status.next, value: nextStep(c, locale) });
  return {
    title: t.status.title(c.phase === 'ended' ? null : c.round),
    colour: GOLD,
    fields,
    footer: t.status.footer(o.pointsScalePct, o.aiStrengthPct, c.seed),
  };
}

/** The fleet card (§12 roster view): pilots by squadron with status and value; FP and FV. Both rosters are public (C15). */
export function fleetCard(catalog: Catalog, c: Campaign, side: Side, locale: Locale = 'en'): Card {
  const t = bslStrings(locale);
  const f: Fleet = c.fleets[side];
  const o = c.options;
  const line = (e: Fleet['roster'][number]) => {
    const r = resolve(catalog, f.faction, e);
    const tags = [XP_NAMES[e.xp], e.mia ? 'MIA' : '', e.damaged ? 'DAMAGED' : ''].filter(Boolean).join(' ');
    const ups = e.upgrades.map((u) => `${catalog.upgrade(u.upgrade)?.name ?? u.upgrade} \`${u.id}\``).join(', ');
    const owner = e.owner ? ` <@${e.owner}>` : '';
    return `\`${userText(e.callsign)}\` ${r.pilot.name} (I${effectiveInitiative(r, e.xp)}) ${entryValue(catalog, f.faction, e, o)}${ups ? ` + ${ups}` : ''}${tags ? ` **${tags}**` : ''}${owner}`;
  };
  const fields: CardField[] = f.squadrons.map((s) => ({
    name: `#${s.card} ${TYPE_NAMES[s.type]} — ${squadronValue(catalog, f, s.card, o)}`,
    value: entriesOf(f, s.card).map(line).join('\n') || t.fleet.empty,
  }));
  const spare = f.roster.filter((e) => e.squadron === null);
  if (spare.length || f.inventory.length)
    fields.push({
      name: t.fleet.inventory,
      value: [...spare.map(line), ...f.inventory.map((i) => `\`${i.id}\` ${catalog.upgrade(i.upgrade)?.name ?? i.upgrade}${i.mia ? ' **MIA**' : ''}`)].join(
        '\n',
      ),
    });
  if (f.assets.length) fields.push({ name: t.fleet.assets, value: f.assets.map((a) => `${a.card}: ${assetName(t, a.asset)}`).join('\n') });
  if (f.kia.length) fields.push({ name: 'KIA', value: f.kia.map((k) => t.fleet.kia(k.name, k.round)).join(', ') });
  return {
    title: t.fleet.title(t.sides[side], stringsFor(locale).faction(f.faction)),
    colour: GOLD,
    description: `FP **${f.fp}** · FV **${fleetValue(catalog, f, o)}**${f.eliminated ? ` · **${t.fleet.eliminated}**` : musterFails(catalog, f, o) && c.phase !== 'building' ? ` · ${t.fleet.muster}` : ''}`,
    fields,
  };
}

/** The set-up card (§5.1): area, edges, obstacles, deployment, first player, roles, reports owed. */
export function setupCard(catalog: Catalog, c: Campaign, setup: GameSetup, locale: Locale = 'en'): Card {
  const t = bslStrings(locale);
  const s = t.setup;
  const m: Mission = setup.mission === OPEN_MODE_ID ? openModeTable(catalog, c) : mission(setup.mission);
  const w = t.missionWords(m);
  const ship = (x: GameSetup['ships'][number]) => {
    const f = c.fleets[x.side];
    const r = resolve(catalog, f.faction, x.entry);
    const extra = [
      x.role
        ? `${s.roles[x.role.role as keyof typeof s.roles] ?? x.role.role}, ${s.attitudes[x.role.attitude] ?? x.role.attitude}${x.role.tally ? `, ${s.tally(s.tallies[x.role.tally] ?? x.role.tally)}` : ''}`
        : '',
      x.facedownDamage ? s.facedown(x.facedownDamage) : '',
      x.atStart ? '' : s.inPool,
      x.entry.xp === 'vet' || x.entry.xp === 'elite' ? s.vetReroll : '',
      // §1.6, C66: a hyperdrive-capable ship starts with 0 of the tracking tokens a jump needs (C75).
      hyperdriveCapable(f.faction, x.entry, c.options) ? campaignPlayStrings(locale).board.trackingWords(0, trackingTokensNeeded(catalog, r, x.entry)) : '',
    ]
      .filter(Boolean)
      .join('; ');
    return `\`${userText(x.entry.callsign)}\` ${r.pilot.name} I${x.initiative}${extra ? ` — ${extra}` : ''}`;
  };
  const listed = (side: Side) =>
    setup.ships
      .filter((x) => x.side === side)
      .map(ship)
      .join('\n') || '—';
  const fields: CardField[] = [
    { name: s.area, value: `${m.area}; ${w.edges}` },
    { name: s.obstacles, value: w.obstacles },
    { name: s.deployment, value: `${w.deployment}. ${s.firstPlayer(t.sides[setup.firstPlayer])}` },
    { name: t.sides.players, value: listed('players') },
    { name: t.sides.ai, value: listed('ai') },
    {
      name: s.victory,
      value: `${s.victoryText(w.activeWins, w.opposingWins)}${m.margin ? s.margin(pts(m.margin, c.options)) : ''}`,
    },
  ];
  if (w.special) fields.push({ name: s.special, value: w.special });
  if (setup.notes.length)
    fields.push({
      name: s.assets,
      value: setup.notes
        .map((n) => t.note(n, upgradeName(catalog)))
        .join('\n')
        .slice(0, 1000),
    });
  fields.push({ name: s.report, value: s.reportText(c.options.roundLimit ? s.limit(c.options.roundLimit) : s.noLimit) });
  return { title: missionLabel(m.id, locale).replaceAll('**', ''), colour: GOLD, fields };
}

/** One pilot's record (§12 roster view): what it is, its status, and every game it played, read from the log. */
export function pilotCard(
  catalog: Catalog,
  c: Campaign,
  side: Side,
  entryId: string,
  log: readonly { readonly event: BslEvent }[],
  locale: Locale = 'en',
): Card {
  const t = bslStrings(locale);
  const p = t.pilot;
  const f = c.fleets[side];
  const e = f.roster.find((x) => x.id === entryId)!;
  const r = resolve(catalog, f.faction, e);
  const lines: string[] = [p.joined(e.acquired.round, p.how[e.acquired.how] ?? e.acquired.how)];
  for (const { event } of log) {
    if (event.t === 'result-confirmed') {
      const s = event.ships.find((x) => x.entry === e.id);
      if (s) lines.push(p.game(String(event.gameId ?? '?'), t.fates[s.fate], s.damageCards));
    } else if (event.t === 'post-game-step') {
      const step = event.step;
      if (step.t === 'experience') for (const x of step.steps) if (x.entry === e.id) lines.push(`→ ${XP_NAMES[x.to]}`);
      if (step.t === 'casualties')
        for (const m of step.marks) if ('id' in m.target && m.target.id === e.id && m.target.kind === 'entry') lines.push(`→ ${m.mark}`);
      if (step.t === 'damaged-marked' && step.entries.includes(e.id)) lines.push('→ DAMAGED');
    } else if (event.t === 'promoted' && event.entry === e.id) lines.push(p.promoted(event.cost));
    else if (event.t === 'mia-recovered' && event.entries.includes(e.id)) lines.push(p.recovered(event.cost));
  }
  const tags = [XP_NAMES[e.xp], e.mia ? 'MIA' : '', e.damaged ? 'DAMAGED' : ''].filter(Boolean).join(' ') || p.noStatus;
  return {
    title: `${userText(e.callsign)} — ${r.pilot.name} (${r.ship.name})`,
    colour: GOLD,
    description: `I${effectiveInitiative(r, e.xp)} · ${entryValue(catalog, f.faction, e, c.options)} pts · ${tags} · ${e.squadron ? p.squadron(e.squadron) : p.inventory}`,
    fields: [{ name: p.history, value: lines.join('\n').slice(0, 1000) }],
  };
}
