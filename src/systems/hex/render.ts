import { userText } from '../../core/escape.ts';
import type { Card, CardField } from '../../core/message.ts';
import { printPath } from './rules/path.ts';
import { formatDieCode } from './rules/die-code.ts';
import type { Verdict } from './rules/check.ts';
import type { Rate } from './rules/terms.ts';
import type { HexStrings } from './strings/en.ts';
import type { CraftRemovedView, CraftView, RosterView, RoundView, SettingsView, SquadronView, StatsView, VerdictView } from './views.ts';

// Cards for a phone screen: the verdict first, one fact a line, numbers in short
// inline fields. Every word comes from the strings table.

const GREEN = 0x22c55e;
const AMBER = 0xf59e0b;
const RED = 0xef4444;
const NEUTRAL = 0x64748b;

/** A card lists this many reasons; Discord would cut a longer list mid-line. */
const MAX_REASONS = 10;

const rateColour = (rate: Rate | null): number => (rate === 'attack' ? GREEN : rate === 'full' ? AMBER : RED);

function reasons(t: HexStrings, v: Verdict): string {
  const lines = v.errors.slice(0, MAX_REASONS).map((e) => `• ${t.moveError(e)}`);
  if (v.errors.length > MAX_REASONS) lines.push(t.moreErrors(v.errors.length - MAX_REASONS));
  return lines.join('\n');
}

function statFields(t: HexStrings, view: { stats: StatsView['stats'] }): CardField[] {
  return t.statFields(view.stats).map((f) => ({ ...f, inline: true }));
}

export function statsCard(t: HexStrings, view: StatsView): Card {
  const notes = view.notes.map(t.note);
  return {
    title: t.statsTitle(view.name === null ? null : userText(view.name)),
    description: t.sheetLine(view.kind, view.space, formatDieCode(view.piloting), formatDieCode(view.maneuverability), null),
    colour: NEUTRAL,
    fields: [...statFields(t, view), ...(notes.length ? [{ name: t.notes, value: notes.join('\n') }] : [])],
    footer: t.pipsFooter(view.pips),
  };
}

export function craftAddedCard(t: HexStrings, view: CraftView): Card {
  const { craft } = view;
  const notes = view.notes.map(t.note);
  return {
    title: t.addedTitle(userText(craft.name)),
    description: t.sheetLine(craft.kind, craft.space, formatDieCode(craft.piloting), formatDieCode(craft.maneuverability), craft.squadron),
    colour: GREEN,
    fields: [...statFields(t, view), ...(notes.length ? [{ name: t.notes, value: notes.join('\n') }] : [])],
    footer: t.pipsFooter(view.pips),
  };
}

export function craftRemovedCard(t: HexStrings, view: CraftRemovedView): Card {
  return { title: t.removed(userText(view.name)), colour: NEUTRAL, fields: [] };
}

export function settingsCard(t: HexStrings, view: SettingsView): Card {
  return { title: t.settingsTitle, description: t.settingsText(view.pips, view.changed), colour: NEUTRAL, fields: [] };
}

export function verdictCard(t: HexStrings, view: VerdictView): Card {
  const v = view.verdict;
  const lines: string[] = [];
  if (v.path) {
    lines.push(`\`${printPath(v.path)}\``, t.verdictSummary(v.rate, v.declared, v.deadStop));
    // A plain `stop` has nothing to walk; turning in place (H8) still shows its turns and facing.
    if (v.walk && (v.walk.hexes > 0 || v.walk.hexsides > 0)) {
      lines.push(t.moveLine(v.walk.hexes, v.walk.hexsides, v.stats.turns, v.turnsLost));
      lines.push(t.endLine(v.walk.end.facing, v.walk.distance));
    }
  } else lines.push(`\`${view.typed.replace(/`/g, "'") || ' '}\``);
  const notes = v.notes.map(t.note);
  if (view.subject.kind !== 'squadron') notes.push(t.priorLine(view.prior, view.priorSource));
  if (view.squadron) notes.push(t.squadronMates(view.squadron));
  const recorded = t.record(view.record, { rate: v.rate, squadron: view.squadron });
  if (recorded) notes.push(recorded);
  const fields: CardField[] = [];
  if (v.errors.length) fields.push({ name: t.whyNot, value: reasons(t, v) });
  if (!v.path) fields.push({ name: t.howToWrite, value: t.pathHelp });
  if (notes.length) fields.push({ name: t.notes, value: notes.join('\n') });
  return {
    title: t.verdictTitle(view.subject.name === null ? null : userText(view.subject.name), v.rate, v.path !== null),
    description: lines.join('\n'),
    colour: rateColour(v.rate),
    fields,
    footer: `${t.statsLine(v.stats)} · ${t.pipsFooter(view.subject.pips)}`,
  };
}

export function squadronCard(t: HexStrings, view: SquadronView): Card {
  const sv = view.verdict;
  const fields: CardField[] = sv.members.map(({ name, verdict }, i) => {
    const typed = view.typed[i]?.path ?? '';
    const shown = verdict.path ? printPath(verdict.path) : typed;
    const line = t.memberLine(shown, verdict.walk?.hexes ?? null, verdict.stats.attackSpeed);
    return { name: t.memberName(userText(name), verdict.legalAt[sv.rate]), value: verdict.errors.length ? `${line}\n${reasons(t, verdict)}` : line };
  });
  if (sv.members.some((m) => !m.verdict.path)) fields.push({ name: t.howToWrite, value: t.pathHelp });
  const recorded = t.record(view.record, { rate: sv.rate, squadron: view.squadron });
  return {
    title: t.squadronTitle(userText(view.squadron), sv.rate, sv.legal),
    description: t.squadronSummary(sv.rate, sv.legal, sv.declared, sv.pushedBy) + (recorded ? `\n${recorded}` : ''),
    colour: sv.legal ? rateColour(sv.rate) : RED,
    fields,
    footer: t.pipsFooter(view.pips),
  };
}

export function rosterCard(t: HexStrings, view: RosterView): Card {
  const groups = new Map<string, { name: string; lines: string[] }>();
  for (const { craft, stats } of view.crafts) {
    const key = craft.squadron ? `s:${craft.squadron.toLowerCase()}` : `k:${craft.kind}`;
    const group = groups.get(key) ?? { name: craft.squadron ? userText(craft.squadron) : t.loneHeading(craft.kind), lines: [] };
    const codes = `Space ${craft.space} · ${formatDieCode(craft.piloting)} · ${formatDieCode(craft.maneuverability)}`;
    group.lines.push(t.rosterLine(userText(craft.name), codes, stats, craft.rate, craft.prior));
    groups.set(key, group);
  }
  const fields = [...groups.entries()].map(([key, g]) => ({
    name: key.startsWith('s:') ? t.squadronHeading(g.name, g.lines.length) : g.name,
    value: g.lines.join('\n'),
  }));
  return {
    title: t.rosterTitle(view.round),
    ...(view.crafts.length === 0 ? { description: t.rosterEmpty } : {}),
    colour: NEUTRAL,
    fields,
    footer: t.pipsFooter(view.pips),
  };
}

export function roundCard(t: HexStrings, view: RoundView): Card {
  const priors = view.priors.map((p) => t.priorEntry(userText(p.name), p.prior)).join('\n');
  return { title: t.roundTitle(view.round), description: t.roundText, colour: NEUTRAL, fields: priors ? [{ name: t.priorHeading, value: priors }] : [] };
}
