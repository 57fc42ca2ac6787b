import { CRAFT_KINDS, PIPS_SETTINGS, RATES } from '../../src/systems/hex/rules/terms.ts';
import { en } from '../../src/systems/hex/strings/en.ts';
import { fr } from '../../src/systems/hex/strings/fr.ts';
import { pairTexts, type Translation } from '../../src/core/localize.ts';
import { HEX_COMMAND_NAMES_FR as names } from '../../src/systems/hex/strings/command-names-fr.ts';

// /hex in French for Discord's command list: the names a French client
// shows, and the descriptions and choices paired from the two string tables.

const texts = pairTexts(en.commands, fr.commands);
for (const k of CRAFT_KINDS) texts.set(en.commands.kindChoice(k), fr.commands.kindChoice(k));
for (const r of RATES) texts.set(en.commands.rateChoice(r), fr.commands.rateChoice(r));
for (const p of PIPS_SETTINGS) texts.set(en.commands.pipsChoice(p), fr.commands.pipsChoice(p));

export const hexFrench: Translation = { names, texts };
