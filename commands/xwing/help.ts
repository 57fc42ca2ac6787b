import type { XwingContext } from './context.ts';
import type { CommandModule } from '../../src/core/command.ts';

// `/help` (issue 12): how to start, how a round flows, where the rules are. Only the asker sees it.

const command: CommandModule<XwingContext> = {
  definition: { name: 'help', description: 'How to start a game, how a round flows, where the rules are' },
  run() {
    return {
      ephemeral: true,
      cards: [
        {
          title: 'Solo Alpha at this table',
          colour: 0x64748b,
          fields: [
            {
              name: 'Start',
              value:
                '`/game start faction:<enemy>` starts the introductory scenario (or `scenario:custom`). Each player adds a ship with `/join ship:<chassis> pilot:<pilot>`; custom games add enemies with `/ship add`.',
            },
            {
              name: 'A round',
              value: [
                '**Planning**: set your dials, then press **Dial set** on the tracker (or `/done`).',
                '**Activation**, initiative ascending (players first on ties): the tracker says who is up and pings a player when their ship is. Solo ships: **Activate** (or `/activate`) gives the maneuver, action and attitude. Players: move, then **Done** (or `/done`).',
                '**Engagement**, initiative descending: `/attack attacker:<ship>` shows a solo ship’s weapon and target and records the damage; **Done** for a ship that does not attack.',
                '**End**: **Start round N** (or `/round next`) applies the End Phase shifts, brings waves and starts the next round.',
              ].join('\n'),
            },
            {
              name: 'Keeping the table true',
              value:
                '`/ship stress|ion|lock|tally|damage|charges|attitude|destroyed|fled`, `/leave` to take your ship out, `/undo` (owner or Manage Channels) to take back the last change, `/game status` and `/game log`.',
            },
            {
              name: 'Rules',
              value: '`/rules topic:approach|charts|attitudes|actions|rulings` — a short Solo Alpha reference; the rulings the bot follows are listed there.',
            },
          ],
        },
      ],
    };
  },
};

export default command;
