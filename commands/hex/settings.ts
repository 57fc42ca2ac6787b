import { z } from 'zod';
import { option } from '../../src/core/command-options.ts';
import { decideSettings } from '../../src/systems/hex/decisions.ts';
import { settingsCard } from '../../src/systems/hex/render.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { move } from './context.ts';
import { pipsChoices, pipsValue, rosterStep } from './options.ts';

// /hex settings pips:drop|round (H1).

export const settings = move({
  path: 'hex settings',
  options: [option.text('pips', { description: en.commands.pips, required: true, choices: pipsChoices })],
  parse: z.object({ pips: pipsValue }),
  run: rosterStep(decideSettings, settingsCard),
});
