import type { ActionPlan } from '../engine/actions.ts';
import type { ResolvedApproach } from '../engine/approach.ts';
import type { Strings } from '../strings/en.ts';
import type { TokenChanges } from '../play/after-maneuver.ts';
import { outsideActivationText } from './rules-cards.ts';
import type { Card, CardField } from '../../../core/message.ts';

export function diceLine(t: Strings, r: ResolvedApproach): string {
  if (!r.roll) return t.fallback('ion') ?? '';
  const lines = [`🟢 ${t.defenseFace(r.roll.defense)}  🔴 ${t.attackFace(r.roll.attack)}`];
  for (const c of r.changes) lines.push(`${t.defenseFace(c.from)} → ${t.defenseFace(c.to)}${t.colon}${t.dieChange(c.reason)}`);
  return lines.join('\n');
}

export function entryLine(t: Strings, r: ResolvedApproach): string {
  if (r.entriesRead.length === 0) return '—';
  const lines = r.entriesRead.map((e, i) => {
    const text = `${t.defenseFace(e.defense)} + ${t.attackFace(e.attack)}${t.colon}${t.quote(t.entryWording(e.wording))}`;
    const superseded = i < r.entriesRead.length - 1 || r.fallback === 'slowest-straight';
    return superseded ? `~~${text}~~${e.maneuver ? '' : t.activation.notOnDial}` : text;
  });
  return lines.join('\n');
}

export function actionLines(t: Strings, plan: ActionPlan): string {
  if (plan.stressed) return t.noActionStressed;
  if (plan.none) return t.activation.noActionFits;
  return plan.steps
    .map((s, i) => {
      const prefix = i === 0 ? '' : t.activation.otherwise;
      // Ruling R27: the repair line names the card's own action, not one from the bar.
      if (s.options.length === 0) return `${prefix}**${t.actionCondition(s.condition)}**`;
      const options = s.options.map((o) => t.actionOption(o)).join(' / ');
      const cond = s.status === 'yes' ? '' : ` — ${t.actionCondition(s.condition)}`;
      return `${prefix}**${options}**${cond}`;
    })
    .join('\n');
}

/** R22/R23: the tokens the activation changed, as recorded. */
export function tokenLines(t: Strings, ship: string, k: TokenChanges, plan: ActionPlan): string | null {
  const w = t.activation;
  const lines: string[] = [];
  if (k.maneuverStress > 0) lines.push(w.redManeuver(k.stressBefore, k.stressBefore + k.maneuverStress));
  if (k.maneuverStress < 0) lines.push(w.blueManeuver(k.stressBefore, k.stressBefore + k.maneuverStress));
  if (k.actionStress) lines.push(w.redAction(k.actionStress));
  if (k.actionStress === null && plan.steps.some((s) => s.options.some((o) => o.red || o.linked?.red))) lines.push(w.redActionHint(ship, k.stressAfter + 1));
  if (k.ionRemoved) lines.push(w.ionRemoved(k.ionRemoved));
  return lines.length ? lines.join('\n') : null;
}

/** The card leads with what moves the model: maneuver, action, marker; the dice and the chart entry below. */
export function approachCard(t: Strings, title: string, r: ResolvedApproach, plan: ActionPlan | null, tokens?: { ship: string; changes: TokenChanges }): Card {
  const fields: CardField[] = [
    {
      name: t.activation.maneuver,
      value: `${t.maneuverArrow(r.maneuver)} **${t.maneuver(r.maneuver)}**${r.fallback ? `\n${t.fallback(r.fallback)}` : ''}`,
    },
  ];
  if (plan) fields.push({ name: t.activation.action, value: actionLines(t, plan) });
  const tokenText = plan && tokens ? tokenLines(t, tokens.ship, tokens.changes, plan) : null;
  if (tokenText) fields.push({ name: t.activation.tokens, value: tokenText });
  // v0.1 keeps no attitude between activations: no marker to place, no shift to show.
  const attitude =
    r.attitude.before === r.attitude.after
      ? t.activation.unchanged(t.attitude(r.attitude.after))
      : `${t.attitude(r.attitude.before)} → **${t.attitude(r.attitude.after)}**`;
  fields.push(
    r.ruleset === 'v0.1'
      ? {
          name: t.activation.attitude,
          value: t.activation.v01Attitude(t.attitude(r.attitude.after)),
        }
      : { name: t.activation.attitude, value: `${attitude}\n${t.markerColour(r.marker)} ${t.marker(r.marker)}` },
  );
  fields.push(
    { name: t.activation.dice, value: diceLine(t, r), inline: true },
    { name: t.activation.chart(t.chart(r.chart)), value: entryLine(t, r), inline: false },
  );
  const notes: string[] = [];
  if (r.ruleset === 'v0.1') notes.push(outsideActivationText(t, 'v0.1'));
  if (r.sides.tallyDefaulted && r.maneuver.direction !== null) notes.push(t.activation.tallyDefaulted);
  return {
    title,
    colour: r.marker.rgb,
    fields,
    ...(notes.length ? { footer: notes.join(' ') } : { footer: `Solo Alpha ${r.ruleset}` }),
  };
}
