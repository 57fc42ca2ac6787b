import type { ActionPlan } from '../engine/actions.ts';
import type { ResolvedApproach } from '../engine/approach.ts';
import type { Strings } from '../strings/en.ts';
import type { Card, CardField } from '../../../core/message.ts';

export function diceLine(t: Strings, r: ResolvedApproach): string {
  if (!r.roll) return t.fallback('ion') ?? '';
  const lines = [`🟢 ${t.defenseFace(r.roll.defense)}  🔴 ${t.attackFace(r.roll.attack)}`];
  for (const c of r.changes) lines.push(`${t.defenseFace(c.from)} → ${t.defenseFace(c.to)}: ${t.dieChange(c.reason)}`);
  return lines.join('\n');
}

export function entryLine(t: Strings, r: ResolvedApproach): string {
  if (r.entriesRead.length === 0) return '—';
  const lines = r.entriesRead.map((e, i) => {
    const text = `${t.defenseFace(e.defense)} + ${t.attackFace(e.attack)}: “${e.wording}”`;
    const superseded = i < r.entriesRead.length - 1 || r.fallback === 'slowest-straight';
    return superseded ? `~~${text}~~${e.maneuver ? '' : ' (not on the dial)'}` : text;
  });
  return lines.join('\n');
}

export function actionLines(t: Strings, plan: ActionPlan): string {
  if (plan.none) return 'No action on its bar fits its attitude.';
  return plan.steps
    .map((s, i) => {
      const options = s.options.map((o) => t.actionOption(o)).join(' / ');
      const prefix = i === 0 ? '' : 'Otherwise: ';
      const cond = s.status === 'yes' ? '' : ` — ${t.actionCondition(s.condition)}`;
      return `${prefix}**${options}**${cond}`;
    })
    .join('\n');
}

/** The card leads with what moves the model (issue 12): maneuver, action, marker; the dice and the chart entry below. */
export function approachCard(t: Strings, title: string, r: ResolvedApproach, plan: ActionPlan | null): Card {
  const fields: CardField[] = [
    {
      name: 'Maneuver',
      value: `${t.maneuverArrow(r.maneuver)} **${t.maneuver(r.maneuver)}**${r.fallback ? `\n${t.fallback(r.fallback)}` : ''}`,
    },
  ];
  if (plan) fields.push({ name: 'Action', value: actionLines(t, plan) });
  const attitude =
    r.attitude.before === r.attitude.after
      ? `**${t.attitude(r.attitude.after)}** (unchanged)`
      : `${t.attitude(r.attitude.before)} → **${t.attitude(r.attitude.after)}**`;
  fields.push({ name: 'Attitude', value: `${attitude}\n${t.markerColour(r.marker)} ${t.marker(r.marker)}` });
  fields.push({ name: 'Dice', value: diceLine(t, r), inline: true }, { name: `Chart: ${t.chart(r.chart)}`, value: entryLine(t, r), inline: false });
  const notes: string[] = [];
  if (r.sides.tallyDefaulted && r.maneuver.direction !== null) notes.push('Tally in the bullseye has no side: left used (ruling R5).');
  return {
    title,
    colour: r.marker.rgb,
    fields,
    ...(notes.length ? { footer: notes.join(' ') } : { footer: `Solo Alpha ${r.ruleset}` }),
  };
}
