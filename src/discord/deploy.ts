// npm run deploy-commands: registers every slash command with Discord, to
// DISCORD_GUILD_ID if set (instant), else globally.
import 'dotenv/config';
import { REST } from '@discordjs/rest';
import { Routes, type RESTGetCurrentApplicationResult } from 'discord-api-types/v10';
import { COMMANDS } from '../../commands/index.ts';
import { loadConfig } from '../config.ts';

export async function deployCommands(env: NodeJS.ProcessEnv = process.env): Promise<{ route: string; count: number }> {
  const config = loadConfig(env);
  if (!config.DISCORD_TOKEN) throw new Error('DISCORD_TOKEN is not set: copy .env.example to .env and fill it in.');
  const rest = new REST({ ...(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}) }).setToken(config.DISCORD_TOKEN);
  const appId = config.DISCORD_CLIENT_ID ?? ((await rest.get(Routes.currentApplication())) as RESTGetCurrentApplicationResult).id;
  const route = config.DISCORD_GUILD_ID ? Routes.applicationGuildCommands(appId, config.DISCORD_GUILD_ID) : Routes.applicationCommands(appId);
  const body = COMMANDS.map((c) => c.definition);
  const result = (await rest.put(route, { body })) as unknown[];
  return { route, count: result.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  deployCommands()
    .then(({ route, count }) => console.log(`Registered ${count} commands (${route.includes('/guilds/') ? 'guild' : 'global'}).`))
    .catch((err) => {
      console.error(`deploy-commands failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    });
}
