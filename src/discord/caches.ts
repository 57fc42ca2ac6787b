import { Options, type CacheFactory, type SweeperOptions } from 'discord.js';

// What discord.js may keep in memory. It caches by default every user and member it meets
// (each interaction brings its user and member), without a bound: a crowd of distinct users
// grows the heap toward the bot's cap. The bot reads nothing from these caches: an
// interaction carries its user, member, permissions and channel, and replies go through
// REST by id. So nothing is kept but the bot's own user and member (discord.js reads them),
// and what the gateway sends per server (guilds, channels, roles) stays as discord.js needs.

/** Keeps the bot's own user and member, nothing else. */
const onlyTheBot = { maxSize: 0, keepOverLimit: (v: { id: string; client: { user: { id: string } | null } }) => v.id === v.client.user?.id };

export const BOT_CACHES: CacheFactory = Options.cacheWithLimits({
  ...Options.DefaultMakeCacheSettings,
  // Every clicked button's message would stay (up to 200 per channel).
  MessageManager: 0,
  DMMessageManager: 0,
  GuildMessageManager: 0,
  UserManager: onlyTheBot,
  GuildMemberManager: onlyTheBot,
  // Sent with each server (Guilds intent) or with events the bot does not subscribe to: never read.
  PresenceManager: 0,
  VoiceStateManager: 0,
  ReactionManager: 0,
  ReactionUserManager: 0,
  ThreadMemberManager: 0,
  GuildBanManager: 0,
  GuildInviteManager: 0,
  GuildEmojiManager: 0,
  BaseGuildEmojiManager: 0,
  GuildStickerManager: 0,
  GuildScheduledEventManager: 0,
  StageInstanceManager: 0,
  AutoModerationRuleManager: 0,
  ApplicationCommandManager: 0,
  ApplicationEmojiManager: 0,
  EntitlementManager: 0,
});

/**
 * How often discord.js's REST client forgets its idle request queues. It keeps one per
 * interaction that is answered through its webhook (a deferred answer, a follow-up), and by
 * default sweeps them hourly: under a crowd that is one more object per interaction for an
 * hour. A minute costs a walk over the queues a minute.
 */
export const REST_HANDLER_SWEEP_MS = 60_000;

/**
 * Sweeps what the limits cannot cap: archived threads (kept in the channels' cache, which
 * discord.js does not let a limit touch) once an hour, and, should anything put users or
 * members back, all but the bot's own.
 */
export const BOT_SWEEPERS: SweeperOptions = {
  ...Options.DefaultSweeperSettings,
  threads: { interval: 3600, lifetime: 3600 },
  users: { interval: 3600, filter: () => (u) => u.id !== u.client.user.id },
  guildMembers: { interval: 3600, filter: () => (m) => m.id !== m.client.user.id },
};
