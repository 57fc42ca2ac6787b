import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { z } from 'zod';
import type { XwingContext } from './context.ts';
import type { CommandModule } from '../../src/core/command.ts';
import { parseOptions } from './options.ts';
import { ACTION_PRIORITIES } from '../../src/systems/xwing/engine/actions.ts';
import { ATTITUDE_MARKERS } from '../../src/systems/xwing/engine/attitude.ts';
import { ATTACK_FACES, CHART_NAMES, DEFENSE_FACES, RULESETS } from '../../src/systems/xwing/engine/index.ts';
import { en } from '../../src/systems/xwing/strings/en.ts';
import type { Card } from '../../src/core/message.ts';

const TOPICS = ['approach', 'charts', 'attitudes', 'actions', 'rulings'] as const;
type Topic = (typeof TOPICS)[number];

function card(topic: Topic, ruleset: 'v0.2' | 'v0.1'): Card {
  switch (topic) {
    case 'approach':
      return {
        title: 'Determine approach',
        description: [
          '1. Find the tally: its tally marker, else the nearest locked object, else the nearest enemy in bullseye, front, side, rear arc (range 0-3, then beyond).',
          '2. The chart is the first arc the tally is in: bullseye, front, side, rear.',
          '3. Roll 1 defense and 1 attack die. v0.2 (3B): Offensive turns evade to blank, Defensive blank to evade; with a recovery condition (stress, Action damage card, Reload with no active ordnance) they turn to focus instead, and Balanced/Recovery turn blank or evade to focus.',
          '4. Read the entry: fastest / average (rounding up) / slowest of the named bearings on the dial, blue if required, towards or away from the tally or nearest obstacle.',
          'Exceptions: ionized → blue 1 straight; nothing on the dial → read again at focus, then the slowest straight; stressed and red → read again at focus.',
          '5. Shift the attitude: evade → Defensive, blank → Offensive, focus → Balanced (a 3B focus → Recovery).',
        ].join('\n'),
        fields: [],
      };
    case 'charts':
      return {
        title: `Approach charts (${ruleset})`,
        fields: CHART_NAMES.map((c) => ({
          name: en.chart(c),
          value: DEFENSE_FACES.map((d) =>
            ATTACK_FACES.map((a) => `${en.defenseFace(d)}/${en.attackFace(a)}: ${RULESETS[ruleset].charts[c][d][a].wording}`).join('\n'),
          ).join('\n'),
        })),
      };
    case 'attitudes':
      return {
        title: 'Attitudes and markers',
        fields: (['offensive', 'balanced', 'defensive', 'recovery'] as const).map((a) => ({
          name: en.attitude(a),
          value: `${en.markerColour(ATTITUDE_MARKERS[a])} ${en.marker(ATTITUDE_MARKERS[a])}`,
        })),
        footer:
          'v0.2 shifts: after dealing damage → Offensive; after taking damage → Defensive; End Phase: defended more than attacked → Defensive, did not defend → Offensive.',
      };
    case 'actions':
      return {
        title: 'Actions by attitude',
        fields: (['defensive', 'balanced', 'offensive', 'recovery'] as const).map((a) => ({
          name: en.attitude(a),
          value: ACTION_PRIORITIES[a]
            .map(
              (l, i) =>
                `${i + 1}. ${l.actions.length > 4 ? 'its damage card or Offline upgrade action' : l.actions.join(' / ')} — ${en.actionCondition(l.condition)}`,
            )
            .join('\n'),
        })),
      };
    case 'rulings':
      return {
        title: 'Rulings',
        description:
          "R1 rows crit, hit, focus, blank · R2 Recovery modifies only with a recovery condition · R4 ties: the bearing listed first · R5 bullseye tally: left unless named · R6 ionized keeps its attitude · R7/R8 the prose wins · R10 direction first · R11 the final die sets the attitude · R12–R19: see docs/rulings.md in the bot's repository.",
        fields: [],
      };
  }
}

const options = z.object({
  topic: z.enum(TOPICS, { error: () => `use one of ${TOPICS.join(', ')}` }).default('approach'),
  ruleset: z.enum(['v0.2', 'v0.1'], { error: () => 'use v0.2 or v0.1' }).default('v0.2'),
});

const command: CommandModule<XwingContext> = {
  definition: {
    name: 'rules',
    description: 'A short Solo Alpha rules reference',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'topic', description: 'What to show', choices: TOPICS.map((t) => ({ name: t, value: t })) },
      {
        type: ApplicationCommandOptionType.String,
        name: 'ruleset',
        description: 'v0.2 or v0.1 charts',
        choices: [
          { name: 'v0.2', value: 'v0.2' },
          { name: 'v0.1', value: 'v0.1' },
        ],
      },
    ],
  },
  run(_app, inv) {
    const o = parseOptions(options, inv);
    return { ephemeral: true, cards: [{ colour: 0x64748b, ...card(o.topic, o.ruleset) }] };
  },
};

export default command;
