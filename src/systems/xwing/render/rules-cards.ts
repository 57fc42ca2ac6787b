import { ACTION_PRIORITIES } from '../engine/actions.ts';
import { ATTITUDE_MARKERS } from '../engine/attitude.ts';
import { RULESETS } from '../engine/ruleset.ts';
import { ATTACK_FACES, CHART_NAMES, DEFENSE_FACES, type DefenseFace, type RulesetId } from '../engine/types.ts';
import type { Strings } from '../strings/en.ts';
import type { Card } from '../../../core/message.ts';

// `/rules`: a short reference, in the words of the game's own ruleset (a
// v0.1 game is shown v0.1, which has no tally marker, no step 3B and no Recovery).

/** Discord's limit on a card field's text. */
const FIELD_MAX = 1024;

export const RULES_TOPICS = ['approach', 'charts', 'attitudes', 'actions', 'rulings'] as const;
export type RulesTopic = (typeof RULES_TOPICS)[number];

export function outsideActivationText(t: Strings, ruleset: RulesetId): string {
  return RULESETS[ruleset].outsideActivation === 'defense-die' ? t.rules.outsideV01 : t.rules.outsideV02;
}

function approach(t: Strings, ruleset: RulesetId): readonly string[] {
  return ruleset === 'v0.1' ? [...t.rules.approachV01, t.rules.outsideV01] : t.rules.approachV02;
}

export function rulesCard(t: Strings, topic: RulesTopic, ruleset: RulesetId): Card {
  const rules = RULESETS[ruleset];
  const colour = 0x64748b;
  switch (topic) {
    case 'approach':
      return { title: t.rules.approachTitle(ruleset), description: approach(t, ruleset).join('\n'), colour, fields: [] };
    case 'charts':
      return {
        title: t.rules.chartsTitle(ruleset),
        colour,
        fields: CHART_NAMES.flatMap((c) => {
          const row = (d: DefenseFace) =>
            ATTACK_FACES.map((a) => `${t.defenseFace(d)}/${t.attackFace(a)}${t.colon}${t.entryWording(rules.charts[c][d][a].wording)}`).join('\n');
          const value = DEFENSE_FACES.map(row).join('\n');
          // A field holds 1024 characters: a chart in longer words (French) takes one field per defense die.
          if (value.length <= FIELD_MAX) return [{ name: t.chart(c), value }];
          return DEFENSE_FACES.map((d) => ({ name: `${t.chart(c)} — ${t.defenseFace(d)}`, value: row(d) }));
        }),
      };
    case 'attitudes':
      if (ruleset === 'v0.1')
        return {
          title: t.rules.attitudesV01Title,
          description: `${t.rules.attitudesV01} ${t.rules.outsideV01}`,
          colour,
          fields: [],
        };
      return {
        title: t.rules.attitudesV02Title,
        colour,
        fields: rules.attitudes.map((a) => ({ name: t.attitude(a), value: `${t.markerColour(ATTITUDE_MARKERS[a])} ${t.marker(ATTITUDE_MARKERS[a])}` })),
        footer: `${t.rules.shiftsV02} ${t.rules.outsideV02}`,
      };
    case 'actions':
      return {
        title: t.rules.actionsTitle(ruleset),
        colour,
        fields: rules.attitudes.map((a) => ({
          name: t.attitude(a),
          value: ACTION_PRIORITIES[a]
            .map(
              (l, i) =>
                `${i + 1}. ${l.actions.length ? `${l.actions.map((a) => t.actionOption({ type: a, red: false, linked: null })).join(' / ')} — ` : ''}${t.actionCondition(l.condition)}`,
            )
            .join('\n'),
        })),
        footer: `${t.rules.stressedNoAction} ${outsideActivationText(t, ruleset)}`,
      };
    case 'rulings':
      return {
        title: t.rules.rulingsTitle,
        description: t.rules.rulings,
        colour,
        fields: [],
      };
  }
}
