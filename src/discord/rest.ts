import { createRequire } from 'node:module';
import type * as Rest from '@discordjs/rest';

// discord.js requires @discordjs/rest as CommonJS. Imported as an ES module it is the
// package's other build, loaded beside the first with its own copies of its dependencies:
// every REST client the bot makes comes from the one copy discord.js loads.
export const { REST } = createRequire(import.meta.url)('@discordjs/rest') as typeof Rest;
export type REST = Rest.REST;
