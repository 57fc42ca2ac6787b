import type { CommandModule } from '../src/app/command.ts';
import activate from './activate.ts';
import attack from './attack.ts';
import game from './game.ts';
import join from './join.ts';
import round from './round.ts';
import rules from './rules.ts';
import ship from './ship.ts';
import undo from './undo.ts';

// The explicit registry: every slash command the bot serves and registers.
export const COMMANDS: readonly CommandModule[] = [game, join, activate, ship, attack, round, undo, rules];
