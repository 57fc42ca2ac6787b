import type { Card, CardField } from '../../../core/message.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { asset } from './data/assets.ts';
import { mission } from './data/missions.ts';
import { OPEN_MODE_ID } from './data/open-mode.ts';
import { openModeTable } from './flow.ts';
import { entriesOf } from './fleet-ops.ts';
import type { BslEvent } from './events.ts';
import type { GameSetup } from './game-setup.ts';
import type { Campaign, Fleet, Side } from './model.ts';
import { musterFails } from './muster.ts';
import { TYPE_NAMES, XP_NAMES } from './strings/en.ts';
import { effectiveInitiative, entryValue, fleetValue, norm, resolve, squadronValue } from './values.ts';

// The campaign's cards: compact enough for a phone (one line per ship).

const GOLD = 0xd4a017;
const sideName = (s: Side) => (s === 'players' ? 'Players' : 'AI');

/** "Mission 4: **Engagement**", or "**Open mode**" (§6.7). */
export function missionLabel(id: number): string {
  return id === OPEN_MODE_ID ? '**Open mode**' : `Mission ${id}: **${mission(id).name}**`;
}

/** What the table does next and who decides (§4–§9): every step says it. */
export function nextStep(c: Campaign): string {
  const r = c.pending;
  switch (c.phase) {
    case 'building':
      return 'Commanders: form squadrons (`/campaign squadron type:`), buy pilots (`/campaign buy`), then `/campaign ready`.';
    case 'rest':
      return 'Players are Active: rest 0–2 squadrons with `/campaign rest cards:` (leave empty to rest none).';
    case 'draw':
      return 'Players: `/campaign draw include:` the cards for the mission draw (≥2, one STANDARD or RECON; empty = all).';
    case 'mission': {
      const drawn = c.fleets.players.squadrons.find((s) => s.card === r?.drawn);
      return c.options.mode === 'open'
        ? `Drawn Squadron #${r?.drawn} (${drawn ? TYPE_NAMES[drawn.type] : '?'}): play open mode with \`/campaign mission id:open\`.`
        : `Drawn Squadron #${r?.drawn} (${drawn ? TYPE_NAMES[drawn.type] : '?'}): choose the mission with \`/campaign mission id:\` (or \`id:open\` for open mode).`;
    }
    case 'assets':
      return 'Both fleets pick fleet assets (the AI has already, face down): `/campaign assets play:` (0–2 cards, empty = none).';
    case 'choices': {
      const o = r?.offers;
      const parts = [
        o?.exchange ? 'Fleet Intelligence: `swap:3=5` exchanges one of your cards in play for a spare one of the same type' : '',
        o?.disrupt ? `Disrupted Command: \`disrupt:true\` forces the AI’s #${o.disrupt.seen} out for its #${o.disrupt.swap}` : '',
      ].filter(Boolean);
      return `Players: \`/campaign assets\` with your choices (or none). ${parts.join('; ')}.`;
    }
    case 'nominate':
      return r?.active === 'players'
        ? 'Players: secretly nominate the carrier with `/campaign nominate ship:` (only you see the reply).'
        : 'The AI has nominated its carrier in secret.';
    case 'game':
      return r?.gameLinked
        ? 'Play the game. At the end: `/campaign result` with every ship’s fate and damage cards.'
        : 'Set up the table from the set-up card, then `/campaign game` creates the channel game.';
    case 'postgame':
      return r?.assetOffer
        ? `Pick your reward asset: \`/campaign assets pick:\` (${r.assetOffer.map((a) => asset(a).name).join(' or ')}), or \`pick:none\`.`
        : 'Post-game: buy, promote, recover MIA, reorganise; `/campaign elite ship:` for offered ELITEs; then `/campaign done`.';
    case 'ended':
      return `The campaign is over: ${c.winner === 'draw' ? 'a drawn campaign' : `${sideName(c.winner ?? 'players')} win`}.`;
  }
}

export function statusCard(catalog: Catalog, c: Campaign): Card {
  const o = c.options;
  const fvP = fleetValue(catalog, c.fleets.players, o);
  const fvA = fleetValue(catalog, c.fleets.ai, o);
  const fields: CardField[] = [
    { name: 'Players', value: `${catalog.factionName(c.fleets.players.faction)} · FP ${c.fleets.players.fp} · FV ${fvP}`, inline: true },
    { name: 'AI', value: `${catalog.factionName(c.fleets.ai.faction)} · FP ${c.fleets.ai.fp} · FV ${fvA} (norm ${norm(fvA, o).toFixed(1)})`, inline: true },
  ];
  const r = c.pending;
  if (r) {
    const lines = [`Active: **${sideName(r.active)}**`];
    if (r.drawn) lines.push(`Drawn Squadron: #${r.drawn}`);
    if (r.mission !== null) lines.push(missionLabel(r.mission));
    if (r.draws.players.length) lines.push(`Players’ squadrons: ${r.draws.players.map((x) => '#' + x).join(', ')}`);
    if (r.revealed) lines.push(`AI squadrons: ${r.draws.ai.map((x) => '#' + x).join(', ')}`);
    else if (r.draws.ai.length) lines.push(`AI squadrons: ${r.draws.ai.length} face down`);
    fields.push({ name: `Round ${c.round}`, value: lines.join('\n') });
    if (r.notes.length && ['choices', 'nominate', 'game'].includes(c.phase)) fields.push({ name: 'Fleet assets', value: r.notes.join('\n') });
  }
  fields.push({ name: 'Next', value: nextStep(c) });
  return {
    title: `Big Shed League — ${c.phase === 'ended' ? 'ended' : `round ${c.round}`}`,
    colour: GOLD,
    fields,
    footer: `S ${o.pointsScalePct}% · H ${o.aiStrengthPct}% · seed ${c.seed}`,
  };
}

/** The fleet card (§12 roster view): pilots by squadron with status and value; FP and FV. Both rosters are public (C15). */
export function fleetCard(catalog: Catalog, c: Campaign, side: Side): Card {
  const f: Fleet = c.fleets[side];
  const o = c.options;
  const line = (e: Fleet['roster'][number]) => {
    const r = resolve(catalog, f.faction, e);
    const tags = [XP_NAMES[e.xp], e.mia ? 'MIA' : '', e.damaged ? 'DAMAGED' : ''].filter(Boolean).join(' ');
    const ups = e.upgrades.map((u) => `${catalog.upgrade(u.upgrade)?.name ?? u.upgrade} \`${u.id}\``).join(', ');
    const owner = e.owner ? ` <@${e.owner}>` : '';
    return `\`${e.callsign}\` ${r.pilot.name} (I${effectiveInitiative(r, e.xp)}) ${entryValue(catalog, f.faction, e, o)}${ups ? ` + ${ups}` : ''}${tags ? ` **${tags}**` : ''}${owner}`;
  };
  const fields: CardField[] = f.squadrons.map((s) => ({
    name: `#${s.card} ${TYPE_NAMES[s.type]} — ${squadronValue(catalog, f, s.card, o)}`,
    value: entriesOf(f, s.card).map(line).join('\n') || '(empty)',
  }));
  const spare = f.roster.filter((e) => e.squadron === null);
  if (spare.length || f.inventory.length)
    fields.push({
      name: 'Inventory',
      value: [...spare.map(line), ...f.inventory.map((i) => `\`${i.id}\` ${catalog.upgrade(i.upgrade)?.name ?? i.upgrade}${i.mia ? ' **MIA**' : ''}`)].join(
        '\n',
      ),
    });
  if (f.assets.length) fields.push({ name: 'Assets', value: f.assets.map((a) => `${a.card}: ${asset(a.asset).name}`).join('\n') });
  if (f.kia.length) fields.push({ name: 'KIA', value: f.kia.map((k) => `${k.name} (round ${k.round})`).join(', ') });
  return {
    title: `${sideName(side)} fleet — ${catalog.factionName(f.faction)}`,
    colour: GOLD,
    description: `FP **${f.fp}** · FV **${fleetValue(catalog, f, o)}**${f.eliminated ? ' · **eliminated**' : musterFails(catalog, f, o) && c.phase !== 'building' ? ' · ⚠️ below the muster check' : ''}`,
    fields,
  };
}

/** The set-up card (§5.1): area, edges, obstacles, deployment, first player, roles, reports owed. */
export function setupCard(catalog: Catalog, c: Campaign, setup: GameSetup): Card {
  const m = setup.mission === OPEN_MODE_ID ? openModeTable(catalog, c) : mission(setup.mission);
  const ship = (s: GameSetup['ships'][number]) => {
    const f = c.fleets[s.side];
    const r = resolve(catalog, f.faction, s.entry);
    const extra = [
      s.role ? `${s.role.role}, ${s.role.attitude}${s.role.tally ? `, tally: ${s.role.tally}` : ''}` : '',
      s.facedownDamage ? `${s.facedownDamage} facedown damage` : '',
      s.atStart ? '' : 'in the pool',
      s.entry.xp === 'vet' || s.entry.xp === 'elite' ? 'VET reroll once' : '',
    ]
      .filter(Boolean)
      .join('; ');
    return `\`${s.entry.callsign}\` ${r.pilot.name} I${s.initiative}${extra ? ` — ${extra}` : ''}`;
  };
  const fields: CardField[] = [
    { name: 'Area and edges', value: `${m.area}; ${m.edges}` },
    { name: 'Obstacles', value: m.obstacles },
    { name: 'Deployment', value: `${m.deployment}. First player: **${sideName(setup.firstPlayer)}** (Active).` },
    {
      name: 'Players',
      value:
        setup.ships
          .filter((s) => s.side === 'players')
          .map(ship)
          .join('\n') || '—',
    },
    {
      name: 'AI',
      value:
        setup.ships
          .filter((s) => s.side === 'ai')
          .map(ship)
          .join('\n') || '—',
    },
    {
      name: 'Victory',
      value: `Active: ${m.activeWins}. Opposing: ${m.opposingWins}.${m.margin ? ` Margin ${Math.round((m.margin * c.options.pointsScalePct) / 100)}.` : ''}`,
    },
  ];
  if (m.special) fields.push({ name: 'Special rules', value: m.special });
  if (setup.notes.length) fields.push({ name: 'Fleet assets', value: setup.notes.join('\n').slice(0, 1000) });
  const limit = c.options.roundLimit
    ? `The game ends at the end of round ${c.options.roundLimit} (C14) or when a fleet has no ships in play.`
    : 'No round limit.';
  fields.push({
    name: 'Report',
    value: `Ships destroyed or fled with \`/ship\`; at the end \`/campaign result fates:… damage:…\` (edges and jumps decide W, D, X or OBJ, §5.2). ${limit} An AI Ace holds a lock on the nearest player ship from the start.`,
  });
  return { title: missionLabel(m.id).replaceAll('**', ''), colour: GOLD, fields };
}

/** One pilot's record (§12 roster view): what it is, its status, and every game it played, read from the log. */
export function pilotCard(catalog: Catalog, c: Campaign, side: Side, entryId: string, log: readonly { readonly event: BslEvent }[]): Card {
  const f = c.fleets[side];
  const e = f.roster.find((x) => x.id === entryId)!;
  const r = resolve(catalog, f.faction, e);
  const lines: string[] = [`Joined in round ${e.acquired.round} (${e.acquired.how}).`];
  for (const { event } of log) {
    if (event.t === 'result-confirmed') {
      const s = event.ships.find((x) => x.entry === e.id);
      if (s) lines.push(`Game ${event.gameId ?? '?'}: ${FATE_WORDS[s.fate]}${s.damageCards ? `, ${s.damageCards} damage cards` : ''}`);
    } else if (event.t === 'post-game-step') {
      const step = event.step;
      if (step.t === 'experience') for (const x of step.steps) if (x.entry === e.id) lines.push(`→ ${XP_NAMES[x.to]}`);
      if (step.t === 'casualties')
        for (const m of step.marks) if ('id' in m.target && m.target.id === e.id && m.target.kind === 'entry') lines.push(`→ ${m.mark}`);
      if (step.t === 'damaged-marked' && step.entries.includes(e.id)) lines.push('→ DAMAGED');
    } else if (event.t === 'promoted' && event.entry === e.id) lines.push(`Promoted (${event.cost} FP)`);
    else if (event.t === 'mia-recovered' && event.entries.includes(e.id)) lines.push(`Recovered (${event.cost} FP)`);
  }
  const tags = [XP_NAMES[e.xp], e.mia ? 'MIA' : '', e.damaged ? 'DAMAGED' : ''].filter(Boolean).join(' ') || 'no status';
  return {
    title: `${e.callsign} — ${r.pilot.name} (${r.ship.name})`,
    colour: GOLD,
    description: `I${effectiveInitiative(r, e.xp)} · ${entryValue(catalog, f.faction, e, c.options)} pts · ${tags} · ${e.squadron ? `squadron #${e.squadron}` : 'inventory'}`,
    fields: [{ name: 'History', value: lines.join('\n').slice(0, 1000) }],
  };
}

const FATE_WORDS = { 'in-play': 'in play at the end', X: 'destroyed', D: 'driven off', W: 'withdrew', OBJ: 'left with the objective' } as const;
