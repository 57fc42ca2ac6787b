import { pairTexts, type Translation } from '../../src/core/localize.ts';
import { ABS_COMMAND_NAMES_FR as names } from '../../src/systems/abs/strings/command-names-fr.ts';
import { en } from '../../src/systems/abs/strings/en.ts';
import { fr } from '../../src/systems/abs/strings/fr.ts';

// /abs in French for Discord's command list: the names a French client
// shows, and the descriptions paired from the two string tables.

export const absFrench: Translation = { names, texts: pairTexts(en.commands, fr.commands) };
