import type { CommandModule } from '../src/app/command.ts';
import { actorOf, refusalReply, whereOf } from '../src/app/options.ts';
import { lastUndoableBatch, type GameEvent } from '../src/game/events.ts';
import { mayUndo } from '../src/game/play.ts';
import { refuse } from '../src/game/refusal.ts';

function describe(e: GameEvent): string {
  switch (e.t) {
    case 'started':
      return 'the start of the game';
    case 'ship-added':
      return `${e.ship.name} joining the game`;
    case 'approach-pending':
      return `${e.ship}'s roll`;
    case 'activated':
      return `${e.ship}'s activation`;
    case 'ship-changed':
      return `the change to ${e.ship}`;
    case 'attacked':
      return `${e.attacker}'s attack on ${e.defender}`;
    case 'round-started':
      return `the start of round ${e.round}`;
    case 'ended':
      return 'the end of the game';
    case 'undone':
      return 'an undo';
  }
}

const command: CommandModule = {
  definition: { name: 'undo', description: 'Take back the last change to this game (owner or Manage Channels)' },
  run(app, inv) {
    let what = '';
    const r = app.mutate(whereOf(inv), (state, _tools, log) => {
      const denied = mayUndo(state, actorOf(inv));
      if (denied) return denied;
      const entries = log();
      const batch = lastUndoableBatch(entries);
      if (batch === null) return refuse('nothing-to-undo');
      const first = entries.find((l) => l.seq === batch)!;
      what = describe(first.event);
      return { ok: true, events: [{ t: 'undone', seq: batch }], view: null };
    });
    if (!r.ok) return refusalReply(r);
    return { content: `↩️ Took back ${what}. Round ${r.state.round}; \`/game status\` shows the board.` };
  },
};

export default command;
