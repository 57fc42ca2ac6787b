import type { CommandModule } from '../src/app/command.ts';
import { actorOf, refusalReply, whereOf } from '../src/app/options.ts';
import { lastUndoableBatch, type GameEvent } from '../src/game/events.ts';
import { mayUndo } from '../src/game/play.ts';
import { refuse } from '../src/game/refusal.ts';

const DESCRIBE: Record<GameEvent['t'], (e: GameEvent) => string> = {
  started: () => 'the start of the game',
  'ship-added': (e) => (e.t === 'ship-added' ? `${e.ship.name} joining the game` : ''),
  'approach-pending': (e) => (e.t === 'approach-pending' ? `${e.ship}'s roll` : ''),
  activated: (e) => (e.t === 'activated' ? `${e.ship}'s activation` : ''),
  'ship-changed': (e) => (e.t === 'ship-changed' ? `the change to ${e.ship}` : ''),
  attacked: (e) => (e.t === 'attacked' ? `${e.attacker}'s attack on ${e.defender}` : ''),
  'round-started': (e) => (e.t === 'round-started' ? `the start of round ${e.round}` : ''),
  ended: () => 'the end of the game',
  undone: () => 'an undo',
};

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
      what = DESCRIBE[first.event.t](first.event);
      return { ok: true, events: [{ t: 'undone', seq: batch }], view: null };
    });
    if (!r.ok) return refusalReply(r);
    return { content: `↩️ Took back ${what}. Round ${r.state.round}; \`/game status\` shows the board.` };
  },
};

export default command;
