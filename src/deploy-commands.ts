// npm run deploy-commands: registers the composition root's commands with Discord.
// An entry point of its own (no "am I the main module?" test on paths, which failed
// silently for a checkout whose path holds a space).
import { COMMAND_DEFINITIONS } from './compose.ts';
import { deployCommands } from './discord/deploy.ts';
import { loadDotenv } from './env.ts';

loadDotenv();
deployCommands(COMMAND_DEFINITIONS)
  .then(({ route, count }) => console.log(`Registered ${count} commands (${route.includes('/guilds/') ? 'guild' : 'global'}).`))
  .catch((err) => {
    console.error(`deploy-commands failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
