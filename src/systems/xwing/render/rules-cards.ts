import { ACTION_PRIORITIES } from '../engine/actions.ts';
import { ATTITUDE_MARKERS } from '../engine/attitude.ts';
import { RULESETS } from '../engine/ruleset.ts';
import { ATTACK_FACES, CHART_NAMES, DEFENSE_FACES, type RulesetId } from '../engine/types.ts';
import type { Strings } from '../strings/en.ts';
import type { Card } from '../../../core/message.ts';

// `/rules`: a short reference, in the words of the game's own ruleset (issue 11, point 7:
// a v0.1 game is shown v0.1, which has no tally marker, no step 3B and no Recovery).

export const RULES_TOPICS = ['approach', 'charts', 'attitudes', 'actions', 'rulings'] as const;
export type RulesTopic = (typeof RULES_TOPICS)[number];

const OUTSIDE_V01 =
  'Outside its activation (an action a card grants, say), roll a defense die for its attitude: evade Defensive, focus Balanced, blank Offensive.';
const OUTSIDE_V02 = 'Outside its activation it uses its current attitude.';

export function outsideActivationText(ruleset: RulesetId): string {
  return RULESETS[ruleset].outsideActivation === 'defense-die' ? OUTSIDE_V01 : OUTSIDE_V02;
}

function approach(ruleset: RulesetId): string[] {
  if (ruleset === 'v0.1')
    return [
      '1. Find the tally: the nearest object it has locked, else the nearest enemy in its bullseye, front, side, rear arc (range 0-3, then beyond). v0.1 has no tally marker.',
      '2. The chart is the first arc the tally is in: bullseye, front, side, rear.',
      '3. Roll 1 defense and 1 attack die. v0.1 has no roll modifiers.',
      '4. Read the entry: fastest / average (rounding up) / slowest of the named bearings on the dial, blue if required, towards or away from the tally or nearest obstacle; "2 straight" is the speed-2 straight.',
      'Exceptions: ionized → blue 1 straight; nothing on the dial → read again at focus, then the slowest straight; stressed and red → read again at focus.',
      '5. The defense die sets its attitude for this activation only: evade Defensive, focus Balanced, blank Offensive. No marker is kept between activations.',
      OUTSIDE_V01,
    ];
  return [
    '1. Find the tally: its tally marker, else the nearest locked object, else the nearest enemy in bullseye, front, side, rear arc (range 0-3, then beyond).',
    '2. The chart is the first arc the tally is in: bullseye, front, side, rear.',
    '3. Roll 1 defense and 1 attack die. Step 3B: Offensive turns evade to blank, Defensive blank to evade; with a recovery condition (stress, Action damage card, Reload with no active ordnance) they turn to focus instead, and Balanced/Recovery turn blank or evade to focus.',
    '4. Read the entry: fastest / average (rounding up) / slowest of the named bearings on the dial, blue if required, towards or away from the tally or nearest obstacle.',
    'Exceptions: ionized → blue 1 straight; nothing on the dial → read again at focus, then the slowest straight; stressed and red → read again at focus.',
    '5. Shift the attitude: evade → towards Defensive, blank → towards Offensive, focus → Balanced (a 3B focus → Recovery).',
  ];
}

export function rulesCard(t: Strings, topic: RulesTopic, ruleset: RulesetId): Card {
  const rules = RULESETS[ruleset];
  const colour = 0x64748b;
  switch (topic) {
    case 'approach':
      return { title: `Determine approach (${ruleset})`, description: approach(ruleset).join('\n'), colour, fields: [] };
    case 'charts':
      return {
        title: `Approach charts (${ruleset})`,
        colour,
        fields: CHART_NAMES.map((c) => ({
          name: t.chart(c),
          value: DEFENSE_FACES.map((d) =>
            ATTACK_FACES.map((a) => `${t.defenseFace(d)}/${t.attackFace(a)}: ${t.entryWording(rules.charts[c][d][a].wording)}`).join('\n'),
          ).join('\n'),
        })),
      };
    case 'attitudes':
      if (ruleset === 'v0.1')
        return {
          title: 'Attitudes (v0.1)',
          description: `v0.1 keeps no attitude between activations: each activation's defense die sets it (evade Defensive, focus Balanced, blank Offensive). No markers, no Recovery, no shifts. ${OUTSIDE_V01}`,
          colour,
          fields: [],
        };
      return {
        title: 'Attitudes and markers (v0.2)',
        colour,
        fields: rules.attitudes.map((a) => ({ name: t.attitude(a), value: `${t.markerColour(ATTITUDE_MARKERS[a])} ${t.marker(ATTITUDE_MARKERS[a])}` })),
        footer:
          'v0.2 shifts, one step each: after dealing damage → towards Offensive; after taking damage → towards Defensive; End Phase: defended more than attacked → towards Defensive, did not defend → towards Offensive. ' +
          OUTSIDE_V02,
      };
    case 'actions':
      return {
        title: `Actions by attitude (${ruleset})`,
        colour,
        fields: rules.attitudes.map((a) => ({
          name: t.attitude(a),
          value: ACTION_PRIORITIES[a]
            .map((l, i) => `${i + 1}. ${l.actions.length ? `${l.actions.join(' / ')} — ` : ''}${t.actionCondition(l.condition)}`)
            .join('\n'),
        })),
        footer: `A stressed ship (after its maneuver) performs no action. ${outsideActivationText(ruleset)}`,
      };
    case 'rulings':
      return {
        title: 'Rulings',
        description:
          "R1 rows crit, hit, focus, blank · R2 Recovery modifies only with a recovery condition · R4 ties: the bearing listed first · R5 bullseye tally: left unless named · R6 ionized keeps its attitude · R7/R8 the prose wins · R10 direction first · R11 the final die sets the attitude · R20 marker colours · R21 Recovery keeps Recovery · R22 actions after the maneuver's stress · R23 ion by size · R24 a lock can fail · R25 linked actions · R26 one ship per marker side · R27 the repair line · R12–R19, R28–R31: see docs/rulings.md in the bot's repository.",
        colour,
        fields: [],
      };
  }
}
