// Discord's error answers, told by their shape rather than by class: discord.js (CommonJS)
// and @discordjs/rest imported as a module can be two copies of the package in one
// process, each with its own DiscordAPIError class, so `instanceof` misses one of them.

export interface DiscordError {
  readonly code: number | string;
  readonly status: number;
}

/** The error's Discord code and HTTP status, if Discord answered it. */
export function discordError(err: unknown): DiscordError | null {
  if (!(err instanceof Error) || !err.name.startsWith('DiscordAPIError')) return null;
  const e = err as Error & Partial<DiscordError>;
  return typeof e.status === 'number' && e.code !== undefined ? { code: e.code, status: e.status } : null;
}
