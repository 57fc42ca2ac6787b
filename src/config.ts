import { z } from 'zod';

// Environment variables (see .env.example), validated once at start-up.
const schema = z.object({
  DISCORD_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((s) => s || undefined),
  DISCORD_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((s) => s || undefined),
  DISCORD_GUILD_ID: z
    .string()
    .trim()
    .optional()
    .transform((s) => s || undefined),
  DISCORD_API_URL: z
    .string()
    .trim()
    .optional()
    .transform((s) => s || undefined)
    .pipe(z.url({ error: 'DISCORD_API_URL must be a URL such as http://127.0.0.1:8080/api' }).optional()),
  DATABASE_PATH: z.string().trim().min(1).default('./data/solo-alpha.sqlite'),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug']).default('info'),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const r = schema.safeParse(env);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new Error(`Bad configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return r.data;
}
