import { decideRoundNext } from '../../src/systems/hex/decisions.ts';
import { roundCard } from '../../src/systems/hex/render.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { move } from './context.ts';
import { rosterStep } from './options.ts';

// /hex round next: this round's rates become the prior ones (H8); round + 1.

export const roundNext = move({
  path: 'hex round next',
  description: en.commands.roundNext,
  run: rosterStep(decideRoundNext, roundCard),
});
