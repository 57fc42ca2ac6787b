// Registers every slash command with Discord, to DISCORD_GUILD_ID if set (instant),
// else globally. Its entry point is src/deploy-commands.ts.
import { REST } from './rest.ts';
import { Routes, type RESTGetCurrentApplicationResult, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { loadConfig } from '../config.ts';

export async function deployCommands(
  definitions: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ route: string; count: number }> {
  const config = loadConfig(env);
  if (!config.DISCORD_TOKEN) throw new Error('DISCORD_TOKEN is not set: copy .env.example to .env and fill it in.');
  const rest = new REST({ ...(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}) }).setToken(config.DISCORD_TOKEN);
  const appId = config.DISCORD_CLIENT_ID ?? ((await rest.get(Routes.currentApplication())) as RESTGetCurrentApplicationResult).id;
  const route = config.DISCORD_GUILD_ID ? Routes.applicationGuildCommands(appId, config.DISCORD_GUILD_ID) : Routes.applicationCommands(appId);
  const body = definitions;
  const result = (await rest.put(route, { body })) as unknown[];
  return { route, count: result.length };
}
