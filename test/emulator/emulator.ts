import { generateKeyPairSync, sign as cryptoSign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApplicationCommandOptionType,
  GatewayOpcodes,
  InteractionResponseType,
  InteractionType,
  type APIEmbed,
  type APIActionRowComponent,
  type APIButtonComponent,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { WebSocketServer, type WebSocket } from 'ws';
import { hangLimit } from '../limits.ts';
import { validateCommands } from './validate-commands.ts';
import { allComponents, componentsProblem, IS_COMPONENTS_V2 } from './components-v2.ts';
import { discordErrors, specProblems, type BodyError } from './discord-spec.ts';

// A local emulator of the parts of Discord the bot uses: the gateway (HELLO,
// IDENTIFY with or without a shard, READY, GUILD_CREATE, heartbeats, INTERACTION_CREATE
// sent to the session of the guild's shard) and the REST routes for interaction
// responses, webhooks, channel messages and command registration.
// It enforces the rules a bot must respect (3-second first response, one
// acknowledgement, valid interaction tokens, command limits, every request body as
// Discord's OpenAPI description has it: discord-spec.ts) and can fail on demand.

export interface EmuUser {
  readonly id: string;
  readonly username: string;
  readonly manageChannels?: boolean;
  /** The user's Discord client language, as Discord sends it (`fr`, `en-GB`…); default `en-US`. */
  readonly locale?: string;
}
export interface EmuChannel {
  readonly id: string;
  /** '' for a group DM. */
  readonly guildId: string;
  readonly name: string;
  /** A group DM, where the app is user-installed by `installer` (addGroupDm). */
  readonly groupDm?: { readonly installer: string };
}

export interface EmuMessage {
  id: string;
  channel_id: string;
  content: string;
  embeds: APIEmbed[];
  components: APIActionRowComponent<APIButtonComponent>[];
  flags: number;
  author: { id: string; username: string; bot: boolean };
  nonce?: string;
  /** The interaction this message answers, if any. */
  interaction?: string;
  /** `content` is the bytes read as UTF-8 (text files); `data` the bytes themselves (pictures). */
  attachments: { filename: string; size: number; content: string; data: Buffer }[];
  edited: boolean;
}

/** A file a user attaches to an attachment option (served at its `url` like Discord's CDN). */
export interface EmuUpload {
  readonly filename: string;
  readonly content: string;
}
type OptionValue = string | number | boolean | EmuUpload;

/** A request body Discord would have refused (400, 50035 Invalid Form Body), and why. */
export interface InvalidBody {
  readonly method: string;
  readonly path: string;
  readonly problems: readonly BodyError[];
  readonly body: unknown;
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly at: number;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

interface PendingInteraction {
  readonly id: string;
  readonly token: string;
  readonly channelId: string;
  readonly dispatchedAt: number;
  /** When its token was issued, on the emulator's clock (advanceClock moves it on). */
  readonly issuedAt: number;
  /** Follow-ups the bot tried to send through its webhook (a user-installed app gets 5). */
  followUpsTried: number;
  readonly kind: 'command' | 'autocomplete' | 'button';
  /** For a button: the message it is on. */
  readonly message?: EmuMessage;
  acknowledged: boolean;
  response?: { type: number; data: Record<string, unknown> | undefined; at: number };
  originalId?: string;
  /** What the bot sent through the interaction's webhook after its first response (follow-ups, edits of @original). */
  readonly afterwards: Record<string, unknown>[];
  waiters: { resolve: (r: InteractionResult) => void; reject: (e: Error) => void }[];
}

/** Discord's limit for an interaction's first response. */
export const DISCORD_DEADLINE_MS = 3000;

/** The bot answered after the deadline: Discord answered its callback with 10062. */
export class LateReplyError extends Error {
  constructor(readonly latencyMs: number) {
    super(`the reply came ${Math.round(latencyMs)} ms after the interaction, past the deadline (10062 Unknown interaction)`);
  }
}

export interface InteractionResult {
  /** The interaction answered (its follow-ups and deferred answer carry it: EmuMessage.interaction). */
  readonly id: string;
  readonly type: number;
  readonly data: Record<string, unknown> | undefined;
  /** Milliseconds from dispatching INTERACTION_CREATE to the response arriving. */
  readonly latencyMs: number;
  /** The message created or updated by the response (not for autocomplete). */
  readonly message?: EmuMessage;
}

interface Fault {
  readonly match: (method: string, path: string) => boolean;
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
  remaining: number;
}

const BOT_USER = { id: '1000000000000000001', username: 'solo-alpha', discriminator: '0', bot: true, global_name: 'Solo Alpha', avatar: null };
const APP_ID = '1000000000000000001';
const BASE_PERMISSIONS = 1071698660929n; // a regular member: no Manage Channels
const SEND_MESSAGES = 1n << 11n;
const MANAGE_CHANNELS = 16n;
/** What Discord grants a user-installed app in a DM or group DM (it posts nothing by itself there). */
const DM_APP_PERMISSIONS = (1n << 10n) | SEND_MESSAGES | (1n << 14n) | (1n << 15n) | (1n << 16n) | (1n << 18n);
/** How long an interaction's token is taken (Discord: 15 minutes). */
export const TOKEN_LIFETIME_MS = 15 * 60_000;
/** Follow-ups a user-installed app may send per interaction. */
export const USER_INSTALL_FOLLOW_UPS = 5;

let snowflake = 1_300_000_000_000_000_000n;
const nextId = () => String(++snowflake);

async function readBody(req: IncomingMessage): Promise<{ json: unknown; multipart: boolean; files: { filename: string; content: string; data: Buffer }[] }> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  // One chunk (most bodies) is used as it is: a copy of every picture upload made the load
  // generator's own collector run (old-space collections every ~250 ms at 100 channels).
  const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (!raw.length) return { json: undefined, multipart: false, files: [] };
  if (type.startsWith('multipart/form-data')) {
    // Parts found with Buffer.indexOf: an activation card's 25 KB picture was decoded to a
    // string, split and encoded back, work that Discord does not do on the bot's clock.
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
    const b = Buffer.from(`--${boundary?.[1] ?? boundary?.[2]}`, 'latin1');
    let json: unknown;
    const files: { filename: string; content: string; data: Buffer }[] = [];
    let at = raw.indexOf(b);
    while (at !== -1) {
      const next = raw.indexOf(b, at + b.length);
      if (next === -1) break;
      const part = raw.subarray(at + b.length + 2, next - 2); // after the boundary's CRLF, before the next one's
      const split = part.indexOf('\r\n\r\n');
      const head = part.subarray(0, split).toString('latin1');
      const data = part.subarray(split + 4);
      const name = /name="([^"]+)"/.exec(head)?.[1];
      const filename = /filename="([^"]+)"/.exec(head)?.[1];
      if (name === 'payload_json') json = JSON.parse(data.toString('utf8'));
      else if (filename)
        files.push({
          filename,
          data,
          get content() {
            return data.toString('utf8');
          },
        });
      at = next;
    }
    return { json, multipart: true, files };
  }
  return { json: JSON.parse(raw.toString('utf8')), multipart: false, files: [] };
}

export class DiscordEmulator {
  readonly users = new Map<string, EmuUser>();
  readonly channels = new Map<string, EmuChannel>();
  readonly guildId = '2000000000000000001';
  readonly requests: RecordedRequest[] = [];
  readonly messages: EmuMessage[] = [];
  readonly commands = new Map<string, RESTPostAPIChatInputApplicationCommandsJSONBody[]>();
  /** The server's preferred language, sent as `guild_locale` with every interaction. */
  guildLocale = 'en-US';
  readonly commandProblems: string[] = [];
  /**
   * Every body Discord would have refused, whether by its OpenAPI description or by the rules the emulator
   * checks by hand (Components V2's, command registration's): a suite asserts it stays empty (bodies-checked.ts).
   */
  readonly invalidBodies: InvalidBody[] = [];
  readonly interactions = new Map<string, PendingInteraction>();
  token = 'emulator-bot-token';
  /**
   * Discord gives 3 s for the first response (DISCORD_DEADLINE_MS): the benchmark holds the bot
   * to that. In tests the deadline is a limit against hangs, generous (a loaded machine is
   * slow), unless a test is about a late reply.
   */
  deadlineMs = hangLimit(60_000);
  /**
   * False for long benchmark runs: answered interactions, their messages and request
   * bodies are not kept, so the emulator's own heap (and its GC pauses) stays small.
   */
  keepHistory = true;

  private clockMs = 0;
  private server: Server | undefined;
  private wss: WebSocketServer | undefined;
  private sockets = new Set<WebSocket>();
  private seq = 0;
  private faults: Fault[] = [];
  private readyWaiters: { after: number; resolve: () => void }[] = [];
  /** Channels where the bot lacks Send Messages: its own posts there get 403 / 50013. */
  private readonly denied = new Set<string>();
  private readyCount = 0;
  /** Files users attached to commands, by attachment id. */
  private readonly uploads = new Map<string, EmuUpload>();
  /** How long Discord takes to answer an interaction's callback (a far-away API); 0: at once. */
  callbackDelayMs = 0;
  /** How many attached files were downloaded (the CDN's requests). */
  downloads = 0;
  /** Each gateway session's shard ([id, count]), as it identified. */
  private readonly shardOf = new Map<WebSocket, readonly [number, number]>();
  /** The shards sessions identified as, in order (a bot that does not shard is [0, 1]). */
  readonly identified: (readonly [number, number])[] = [];
  /** Which shard's session each interaction was sent to. */
  readonly deliveredTo = new Map<string, number>();
  /**
   * Posts of a nonce this channel already has (enforce_nonce answers them with the first
   * message, so they show once): a second post of one announcement, which the outbox's
   * claim should make never happen.
   */
  repeatedNonces = 0;
  /** What GET /gateway/bot recommends. */
  recommendedShards = 1;
  port = 0;

  constructor() {
    this.addChannel({ id: '3000000000000000001', guildId: this.guildId, name: 'general' });
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }
  get apiUrl(): string {
    return `${this.base}/api`;
  }

  addUser(user: EmuUser): EmuUser {
    this.users.set(user.id, user);
    return user;
  }
  addChannel(channel: EmuChannel): EmuChannel {
    this.channels.set(channel.id, channel);
    return channel;
  }
  /**
   * A group DM whose members play with the app `installer` installed for themselves: as
   * Discord behaves, the bot user may not post or edit there (403 / 50001), every message
   * rides an interaction (context 2, a user install among its authorizing integrations),
   * whose token lasts 15 minutes (then 401 / 50027) and carries at most 5 follow-ups.
   */
  addGroupDm(id: string, name: string, installer: string): EmuChannel {
    return this.addChannel({ id, guildId: '', name, groupDm: { installer } });
  }

  /** The emulator's clock runs `ms` ahead from now on: interaction tokens age by as much (the 3 s first response is real time). */
  advanceClock(ms: number): void {
    this.clockMs += ms;
  }
  /** Now, on the emulator's clock. */
  now(): number {
    return Date.now() + this.clockMs;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.onHttp(req, res));
    this.wss = new WebSocketServer({ noServer: true });
    this.server.on('upgrade', (req, socket, head) => {
      if (!req.url?.startsWith('/gateway')) return socket.destroy();
      this.wss!.handleUpgrade(req, socket, head, (ws) => this.onSocket(ws));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.terminate();
    this.wss?.close();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Resolves once a bot session has identified (and its guild has been sent), counting from `after`. */
  waitForReady(after = 0, timeoutMs = hangLimit(60_000)): Promise<void> {
    if (this.readyCount > after) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the bot did not connect to the emulator in time')), timeoutMs);
      this.readyWaiters.push({
        after,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** Every guild the emulator has (the default one, and those of added channels). */
  get guildIds(): string[] {
    return [...new Set([this.guildId, ...[...this.channels.values()].flatMap((c) => (c.guildId ? [c.guildId] : []))])];
  }

  /** Discord's rule: a guild's events go to shard (guild_id >> 22) % num_shards; DMs to shard 0. */
  static shardFor(guildId: string | null | undefined, count: number): number {
    return guildId ? Number((BigInt(guildId) >> 22n) % BigInt(count)) : 0;
  }
  get sessions(): number {
    return this.readyCount;
  }

  /** Someone deletes a channel: CHANNEL_DELETE to every session, and its endpoints answer 10003 Unknown Channel from now on. */
  deleteChannel(channelId: string): void {
    const c = this.channels.get(channelId);
    if (!c) throw new Error(`unknown channel ${channelId}`);
    this.channels.delete(channelId);
    const d = { id: c.id, type: 0, guild_id: c.guildId, name: c.name, position: 0, permission_overwrites: [] };
    for (const ws of this.sockets) this.send(ws, GatewayOpcodes.Dispatch, d, 'CHANNEL_DELETE');
  }

  /** Someone opens a thread under `parentId`: THREAD_CREATE to every session; commands may then be run in it by its id. */
  openThread(thread: EmuChannel & { readonly parentId: string }): void {
    this.channels.set(thread.id, thread);
    const d = {
      id: thread.id,
      guild_id: thread.guildId,
      parent_id: thread.parentId,
      type: 11,
      name: thread.name,
      owner_id: '9',
      newly_created: true,
      thread_metadata: { archived: false, auto_archive_duration: 1440, archive_timestamp: new Date().toISOString(), locked: false },
    };
    for (const ws of this.sockets) this.send(ws, GatewayOpcodes.Dispatch, d, 'THREAD_CREATE');
  }

  /** Someone deletes a thread: THREAD_DELETE to every session. */
  deleteThread(threadId: string, parentId: string): void {
    const t = this.channels.get(threadId);
    if (!t) throw new Error(`unknown thread ${threadId}`);
    this.channels.delete(threadId);
    for (const ws of this.sockets)
      this.send(ws, GatewayOpcodes.Dispatch, { id: threadId, guild_id: t.guildId, parent_id: parentId, type: 11 }, 'THREAD_DELETE');
  }

  /** The bot is removed from a server (or it is deleted): GUILD_DELETE without `unavailable`. */
  removeGuild(guildId: string): void {
    for (const ws of this.sockets) this.send(ws, GatewayOpcodes.Dispatch, { id: guildId }, 'GUILD_DELETE');
  }

  /** The bot loses (or regains) the permission to post in a channel: its own posts and edits there get 403 / 50013. */
  denyPosting(channelId: string, denied = true): void {
    if (denied) this.denied.add(channelId);
    else this.denied.delete(channelId);
  }

  /** The next `count` requests matching fail with this status and body. */
  failNext(match: (method: string, path: string) => boolean, status: number, body: unknown, count = 1, headers?: Record<string, string>): void {
    this.faults.push({ match, status, body, remaining: count, ...(headers ? { headers } : {}) });
  }

  // ------------------------------------------------------------------ gateway

  private send(ws: WebSocket, op: number, d: unknown, t: string | null = null): void {
    ws.send(JSON.stringify({ op, d, s: t ? ++this.seq : null, t }));
  }

  private onSocket(ws: WebSocket): void {
    this.sockets.add(ws);
    ws.on('close', () => {
      this.sockets.delete(ws);
      this.shardOf.delete(ws);
    });
    this.send(ws, GatewayOpcodes.Hello, { heartbeat_interval: 45_000 });
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { op: number; d: Record<string, unknown> };
      if (msg.op === GatewayOpcodes.Heartbeat) return this.send(ws, GatewayOpcodes.HeartbeatAck, null);
      if (msg.op === GatewayOpcodes.Identify) {
        if (msg.d.token !== this.token) return ws.close(4004, 'Authentication failed.');
        const requested = msg.d.shard as [number, number] | undefined;
        const shard: readonly [number, number] = requested ?? [0, 1];
        if (shard[1] < 1 || shard[0] < 0 || shard[0] >= shard[1]) return ws.close(4010, 'Invalid shard.');
        this.shardOf.set(ws, shard);
        this.identified.push(shard);
        const guilds = this.guildIds.filter((g) => DiscordEmulator.shardFor(g, shard[1]) === shard[0]);
        this.send(
          ws,
          GatewayOpcodes.Dispatch,
          {
            v: 10,
            user: BOT_USER,
            guilds: guilds.map((id) => ({ id, unavailable: true })),
            session_id: `session-${nextId()}`,
            resume_gateway_url: `ws://127.0.0.1:${this.port}/gateway`,
            application: { id: APP_ID, flags: 0 },
            shard,
          },
          'READY',
        );
        for (const g of guilds) this.send(ws, GatewayOpcodes.Dispatch, this.guildPayload(g), 'GUILD_CREATE');
        this.readyCount++;
        const due = this.readyWaiters.filter((w) => this.readyCount > w.after);
        this.readyWaiters = this.readyWaiters.filter((w) => !due.includes(w));
        setTimeout(() => due.forEach((w) => w.resolve()), 50);
        return;
      }
      if (msg.op === GatewayOpcodes.Resume) return this.send(ws, GatewayOpcodes.Dispatch, {}, 'RESUMED');
    });
  }

  private guildPayload(guildId: string) {
    return {
      id: guildId,
      name: 'Test guild',
      owner_id: '9',
      unavailable: false,
      member_count: this.users.size + 1,
      channels: [...this.channels.values()]
        .filter((c) => c.guildId === guildId)
        .map((c, i) => ({ id: c.id, type: 0, name: c.name, guild_id: c.guildId, position: i, permission_overwrites: [] })),
      roles: [
        {
          id: guildId,
          name: '@everyone',
          permissions: String(BASE_PERMISSIONS),
          position: 0,
          color: 0,
          hoist: false,
          managed: false,
          mentionable: false,
          flags: 0,
        },
      ],
      members: [{ user: BOT_USER, roles: [], joined_at: new Date(0).toISOString(), deaf: false, mute: false, flags: 0 }],
      threads: [],
      emojis: [],
      stickers: [],
      features: [],
    };
  }

  /** An interaction goes to the session of its guild's shard (every session of it, as before sharding). */
  private dispatch(d: { id: string; guild_id?: string | null }): void {
    if (this.endpoint) return void this.postInteraction(this.endpoint, d);
    for (const ws of this.sockets) {
      const [id, count] = this.shardOf.get(ws) ?? [0, 1];
      if (DiscordEmulator.shardFor(d.guild_id, count) !== id) continue;
      this.deliveredTo.set(d.id, id);
      this.send(ws, GatewayOpcodes.Dispatch, d, 'INTERACTION_CREATE');
    }
  }

  // ------------------------------------------------------------------ interactions over HTTP

  /** The key pair Discord signs interactions with (the bot is given the public half). */
  private readonly keys = generateKeyPairSync('ed25519');
  /** The application's public key, as the Developer Portal shows it (hex). */
  readonly publicKeyHex = this.keys.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
  /** Where interactions are POSTed instead of the gateway (the Interactions Endpoint URL), once set. */
  endpoint: string | undefined;
  /** Interactions the endpoint did not answer with 200 (a connection refused, a 5xx), with what it said. */
  readonly endpointFailures: { id: string; status: number | string }[] = [];

  private lastPosted: string | undefined;

  /** Discord POSTs the last interaction again (a retry), signed afresh: the endpoint's HTTP answer. */
  replayLast(): Promise<Response> {
    const body = this.lastPosted ?? '';
    return fetch(this.endpoint!, { method: 'POST', body, headers: { 'content-type': 'application/json', ...this.sign(body) } });
  }

  /** Discord's signature headers for `body` sent now (the emulator's clock). */
  sign(body: string, timestamp = String(Math.floor(this.now() / 1000))): Record<string, string> {
    return {
      'x-signature-ed25519': cryptoSign(null, Buffer.from(timestamp + body), this.keys.privateKey).toString('hex'),
      'x-signature-timestamp': timestamp,
    };
  }

  /**
   * As Discord does with an Interactions Endpoint URL: the interaction POSTed, signed; the
   * HTTP answer is its first response, taken as a callback would be (the same checks).
   */
  private async postInteraction(url: string, d: { id: string; token?: string }): Promise<void> {
    const body = JSON.stringify(d);
    this.lastPosted = body;
    const p = this.interactions.get(d.id);
    try {
      const res = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...this.sign(body) } });
      const answer = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw Object.assign(new Error(`the interactions endpoint answered ${res.status}`), { status: res.status });
      await fetch(`${this.apiUrl}/v10/interactions/${d.id}/${d.token}/callback`, {
        method: 'POST',
        body: answer,
        headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
      });
    } catch (err) {
      const status = (err as { status?: number }).status ?? (err as Error).message;
      this.endpointFailures.push({ id: d.id, status });
      p?.waiters.splice(0).forEach((w) => w.reject(err as Error));
    }
  }

  // ------------------------------------------------------------------ acting as users

  private envelope(userId: string, channelId: string, type: number, data: unknown, extra: Record<string, unknown> = {}) {
    const user = this.users.get(userId);
    const channel = this.channels.get(channelId);
    if (!user || !channel) throw new Error(`unknown user ${userId} or channel ${channelId}`);
    const id = nextId();
    const token = `itoken-${id}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
    const perms = String(BASE_PERMISSIONS | (user.manageChannels ? MANAGE_CHANNELS : 0n));
    const discordUser = { id: user.id, username: user.username, discriminator: '0', global_name: user.username, avatar: null };
    // What differs between a group DM (a user-installed app there) and a server's channel; the rest is the same.
    const where = channel.groupDm
      ? {
          channel_id: channel.id,
          channel: { id: channel.id, type: 3, name: channel.name, recipients: [] },
          user: discordUser,
          app_permissions: String(DM_APP_PERMISSIONS),
          locale: user.locale ?? 'en-US',
          authorizing_integration_owners: { '1': channel.groupDm.installer },
          context: 2,
        }
      : {
          guild_id: channel.guildId,
          channel_id: channel.id,
          channel: { id: channel.id, type: 0, guild_id: channel.guildId, name: channel.name },
          member: {
            user: discordUser,
            roles: [],
            permissions: perms,
            joined_at: new Date(0).toISOString(),
            deaf: false,
            mute: false,
            flags: 0,
          },
          // As Discord computes it for the channel: without Send Messages where the bot was denied it.
          app_permissions: String(this.denied.has(channel.id) ? BASE_PERMISSIONS & ~SEND_MESSAGES : BASE_PERMISSIONS),
          locale: user.locale ?? 'en-US',
          guild_locale: this.guildLocale,
          authorizing_integration_owners: { '0': channel.guildId },
          context: 0,
        };
    return {
      id,
      token,
      payload: { id, application_id: APP_ID, type, token, version: 1, ...where, entitlements: [], attachment_size_limit: 8_388_608, data, ...extra },
    };
  }

  private track(id: string, token: string, channelId: string, kind: PendingInteraction['kind'], message?: EmuMessage): Promise<InteractionResult> {
    const p: PendingInteraction = {
      id,
      token,
      channelId,
      dispatchedAt: performance.now(),
      issuedAt: this.now(),
      followUpsTried: 0,
      kind,
      acknowledged: false,
      afterwards: [],
      waiters: [],
      ...(message ? { message } : {}),
    };
    this.interactions.set(id, p);
    return new Promise((resolve, reject) => p.waiters.push({ resolve, reject }));
  }

  private commandData(name: string, options: Record<string, OptionValue> = {}, subcommand?: string, focused?: string, group?: string) {
    const typeOf = (v: unknown) =>
      typeof v === 'number'
        ? ApplicationCommandOptionType.Integer
        : typeof v === 'boolean'
          ? ApplicationCommandOptionType.Boolean
          : ApplicationCommandOptionType.String;
    // An attachment option carries the upload's id; the file itself is in `resolved.attachments`, as on Discord.
    const attachments: Record<string, unknown> = {};
    const opts = Object.entries(options).map(([n, value]) => {
      if (typeof value === 'object') {
        const id = nextId();
        this.uploads.set(id, value);
        const size = Buffer.byteLength(value.content);
        attachments[id] = {
          id,
          filename: value.filename,
          size,
          url: `${this.base}/attachments/${id}/${value.filename}`,
          proxy_url: '',
          content_type: 'application/json',
        };
        return { name: n, type: ApplicationCommandOptionType.Attachment, value: id };
      }
      return { name: n, type: typeOf(value), value, ...(n === focused ? { focused: true } : {}) };
    });
    return {
      id: nextId(),
      name,
      type: 1,
      options: subcommand ? this.nest(subcommand, opts, group) : opts,
      ...(Object.keys(attachments).length ? { resolved: { attachments } } : {}),
    };
  }

  /** A subcommand's options as Discord nests them: inside the subcommand, inside its group if it has one. */
  private nest(subcommand: string, opts: unknown[], group?: string) {
    const sub = { name: subcommand, type: ApplicationCommandOptionType.Subcommand, options: opts };
    return group ? [{ name: group, type: ApplicationCommandOptionType.SubcommandGroup, options: [sub] }] : [sub];
  }

  /** A user runs a slash command; resolves with the bot's first response. */
  command(
    userId: string,
    channelId: string,
    name: string,
    options: Record<string, OptionValue> = {},
    subcommand?: string,
    group?: string,
  ): Promise<InteractionResult> {
    const e = this.envelope(userId, channelId, InteractionType.ApplicationCommand, this.commandData(name, options, subcommand, undefined, group));
    const done = this.track(e.id, e.token, channelId, 'command');
    this.dispatch(e.payload);
    return done;
  }

  /** The same INTERACTION_CREATE delivered twice (a gateway redelivery). */
  commandTwice(
    userId: string,
    channelId: string,
    name: string,
    options: Record<string, string | number | boolean> = {},
    subcommand?: string,
  ): Promise<InteractionResult> {
    const e = this.envelope(userId, channelId, InteractionType.ApplicationCommand, this.commandData(name, options, subcommand));
    const done = this.track(e.id, e.token, channelId, 'command');
    this.dispatch(e.payload);
    this.dispatch(e.payload);
    return done;
  }

  autocomplete(
    userId: string,
    channelId: string,
    name: string,
    options: Record<string, string>,
    focused: string,
    subcommand?: string,
  ): Promise<InteractionResult> {
    const e = this.envelope(userId, channelId, InteractionType.ApplicationCommandAutocomplete, this.commandData(name, options, subcommand, focused));
    const done = this.track(e.id, e.token, channelId, 'autocomplete');
    this.dispatch(e.payload);
    return done;
  }

  /**
   * The bot asked before starting the next round (ruling R42: the round is not over): press its
   * confirmation. The click's answer, or `r` itself when nothing was asked.
   */
  confirmRound(userId: string, r: InteractionResult): Promise<InteractionResult> {
    // The question is the reply itself or, when the reply was deferred, a follow-up to it.
    const asked = [r.message, ...this.messages.filter((m) => m.interaction === r.id && m !== r.message)];
    for (const m of asked) {
      const b = m?.components.flatMap((row) => row.components).find((x) => 'custom_id' in x && x.custom_id.startsWith('round-next.'));
      if (m && b && 'custom_id' in b) return this.click(userId, m, b.custom_id);
    }
    return Promise.resolve(r);
  }

  click(userId: string, message: EmuMessage, customId: string): Promise<InteractionResult> {
    const e = this.envelope(
      userId,
      message.channel_id,
      InteractionType.MessageComponent,
      { custom_id: customId, component_type: 2 },
      { message: this.messageObject(message) },
    );
    const done = this.track(e.id, e.token, message.channel_id, 'button', message);
    this.dispatch(e.payload);
    return done;
  }

  /** A user submits a modal form (fields by custom id). */
  modalSubmit(userId: string, channelId: string, customId: string, fields: Record<string, string>): Promise<InteractionResult> {
    const data = {
      custom_id: customId,
      components: Object.entries(fields).map(([id, value]) => ({ type: 1, components: [{ type: 4, custom_id: id, value }] })),
    };
    const e = this.envelope(userId, channelId, InteractionType.ModalSubmit, data);
    const done = this.track(e.id, e.token, channelId, 'command');
    this.dispatch(e.payload);
    return done;
  }

  /** Messages in a channel: replies (with their interaction) and the bot's own posts. */
  channelMessages(channelId: string): EmuMessage[] {
    return this.messages.filter((m) => m.channel_id === channelId);
  }
  /** Requests the bot made with its own token on a channel's routes (none, where it may not post). */
  channelRequests(channelId: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path.startsWith(`/channels/${channelId}`));
  }
  /** The most follow-ups the bot tried to send through one interaction of the channel. */
  mostFollowUps(channelId: string): number {
    return Math.max(0, ...[...this.interactions.values()].filter((p) => p.channelId === channelId).map((p) => p.followUpsTried));
  }
  /** The live tracker cards in a channel where they ride interactions (a group DM), oldest first. */
  trackerCards(channelId: string): EmuMessage[] {
    return this.messages.filter((m) => m.channel_id === channelId && m.interaction && isTracker(m));
  }
  /** Messages the bot posted by itself (not as an interaction response). */
  botPosts(channelId: string): EmuMessage[] {
    return this.messages.filter((m) => m.channel_id === channelId && !m.interaction);
  }
  /** The bot's own posts other than its live tracker: the announcements. */
  announcements(channelId: string): EmuMessage[] {
    return this.botPosts(channelId).filter((m) => !isTracker(m));
  }
  /** The bot's live tracker messages in a channel (one, when all is well). */
  trackers(channelId: string): EmuMessage[] {
    return this.botPosts(channelId).filter(isTracker);
  }

  private messageObject(m: EmuMessage) {
    return {
      id: m.id,
      channel_id: m.channel_id,
      type: 0,
      content: m.content,
      author: BOT_USER,
      embeds: m.embeds,
      components: m.components,
      attachments: m.attachments.map((a, i) => ({
        id: String(i),
        filename: a.filename,
        size: a.size,
        url: `${this.base}/attachments/${m.id}/${a.filename}`,
        proxy_url: '',
      })),
      mentions: [],
      mention_roles: [],
      pinned: false,
      tts: false,
      mention_everyone: false,
      timestamp: new Date().toISOString(),
      edited_timestamp: m.edited ? new Date().toISOString() : null,
      flags: m.flags,
      ...(m.nonce ? { nonce: m.nonce } : {}),
    };
  }

  private createMessage(
    channelId: string,
    body: Record<string, unknown>,
    files: { filename: string; content: string; data: Buffer }[],
    interaction?: string,
  ): EmuMessage {
    const m: EmuMessage = {
      id: nextId(),
      channel_id: channelId,
      content: String(body.content ?? ''),
      embeds: (body.embeds as APIEmbed[]) ?? [],
      components: (body.components as EmuMessage['components']) ?? [],
      flags: Number(body.flags ?? 0),
      author: { id: BOT_USER.id, username: BOT_USER.username, bot: true },
      attachments: files.map((f) => ({
        filename: f.filename,
        size: f.data.length,
        data: f.data,
        get content() {
          return f.content;
        },
      })),
      edited: false,
      ...(typeof body.nonce === 'string' ? { nonce: body.nonce } : {}),
      ...(interaction ? { interaction } : {}),
    };
    if (this.keepHistory || !interaction) this.messages.push(m);
    return m;
  }

  private editMessage(m: EmuMessage, body: Record<string, unknown>, files: { filename: string; content: string; data: Buffer }[] = []): void {
    if ('content' in body) m.content = String(body.content ?? '');
    // As Discord: new files are added to the attachments the message keeps.
    if (files.length)
      m.attachments = [...m.attachments, ...files.map((f) => ({ filename: f.filename, size: f.data.length, content: f.content, data: f.data }))];
    if ('embeds' in body) m.embeds = (body.embeds as APIEmbed[]) ?? [];
    if ('components' in body) m.components = (body.components as EmuMessage['components']) ?? [];
    // The flag set on a message stays (componentsProblem refuses an edit that drops it).
    if (typeof body.flags === 'number') m.flags = body.flags | (m.flags & IS_COMPONENTS_V2);
    m.edited = true;
  }

  // ------------------------------------------------------------------ REST

  private async onHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.base);
    const path = decodeURIComponent(url.pathname).replace(/^\/api\/v10/, '');
    const method = req.method ?? 'GET';
    const { json, multipart, files } = await readBody(req);
    // When the body has come: the checks below (a route's first validator is compiled then) are not the bot's time.
    const received = performance.now();
    const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      if (this.keepHistory)
        this.requests.push({ method, path: path + url.search, status, at: performance.now(), authorization: req.headers.authorization, body: json });
      // A 204 carries no body and, as on Discord, no JSON content type.
      res.writeHead(status, { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    /** Discord's answer to a body it cannot take; the body is noted for the test that sent it. */
    const refuse = (problems: readonly BodyError[]) => {
      this.invalidBodies.push({ method, path, problems, body: json });
      return reply(400, { code: 50035, message: 'Invalid Form Body', errors: discordErrors(problems) });
    };
    const handMade = (problem: string): BodyError[] => [{ at: '/', code: 'invalid', message: problem }];
    // Checked before a failure on demand answers it: a wrong body sent while Discord fails is still noted.
    const specProblem = json !== undefined && method !== 'GET' && method !== 'DELETE' ? specProblems(method, path, json, multipart) : [];
    const fault = this.faults.find((f) => f.remaining > 0 && f.match(method, path));
    if (fault) {
      fault.remaining--;
      if (specProblem.length) this.invalidBodies.push({ method, path, problems: specProblem, body: json });
      return reply(fault.status, fault.body, fault.headers);
    }
    if (specProblem.length) return refuse(specProblem);
    const authed = req.headers.authorization === `Bot ${this.token}`;
    let m: RegExpExecArray | null;

    if (method === 'GET' && (m = /^\/attachments\/(\d+)\/[^/]+$/.exec(path))) {
      // The CDN: an attached file, with no authorization (its URL is the key).
      const upload = this.uploads.get(m[1]!);
      this.downloads++;
      if (!upload) return reply(404, { code: 0, message: '404: Not Found' });
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(upload.content);
      return;
    }
    if (method === 'GET' && path === '/gateway/bot') {
      if (!authed) return reply(401, { code: 0, message: '401: Unauthorized' });
      return reply(200, {
        url: `ws://127.0.0.1:${this.port}/gateway`,
        shards: this.recommendedShards,
        session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 },
      });
    }
    if (method === 'GET' && path === '/applications/@me') {
      if (!authed) return reply(401, { code: 0, message: '401: Unauthorized' });
      return reply(200, { id: APP_ID, name: 'Solo Alpha', bot: BOT_USER, flags: 0 });
    }
    if (method === 'PUT' && (m = /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/.exec(path))) {
      if (!authed || m[1] !== APP_ID) return reply(401, { code: 0, message: '401: Unauthorized' });
      const cmds = json as RESTPostAPIChatInputApplicationCommandsJSONBody[];
      const problems = validateCommands(cmds);
      this.commandProblems.push(...problems);
      if (problems.length) return refuse(problems.flatMap(handMade));
      this.commands.set(m[2] ?? 'global', cmds);
      return reply(
        200,
        cmds.map((c) => ({
          ...c,
          id: nextId(),
          application_id: APP_ID,
          version: nextId(),
          type: 1,
          options: c.options ?? [],
          default_member_permissions: c.default_member_permissions ?? null,
          ...(m![2] ? { guild_id: m![2] } : {}),
        })),
      );
    }
    if (method === 'POST' && (m = /^\/interactions\/(\d+)\/([^/]+)\/callback$/.exec(path))) {
      // Discord far away: the response to a callback comes this much later.
      if (this.callbackDelayMs) await new Promise((resolve) => setTimeout(resolve, this.callbackDelayMs));
      const p = this.interactions.get(m[1]!);
      if (!p || p.token !== m[2]) return reply(404, { code: 10062, message: 'Unknown interaction' });
      const latency = received - p.dispatchedAt;
      if (latency > this.deadlineMs) {
        // The user sees "The application did not respond": whoever waits for the answer hears so, rather than waiting forever.
        reply(404, { code: 10062, message: 'Unknown interaction' });
        const late = new LateReplyError(latency);
        p.waiters.splice(0).forEach((w) => w.reject(late));
        if (!this.keepHistory) this.interactions.delete(p.id);
        return;
      }
      if (p.acknowledged) return reply(400, { code: 40060, message: 'Interaction has already been acknowledged.' });
      const body = json as { type: number; data?: Record<string, unknown> };
      const invalid =
        body.type === InteractionResponseType.ChannelMessageWithSource || body.type === InteractionResponseType.UpdateMessage
          ? componentsProblem(body.data ?? {}, body.type === InteractionResponseType.UpdateMessage ? (p.message?.flags ?? null) : null)
          : null;
      if (invalid) return refuse(handMade(invalid));
      p.acknowledged = true;
      let message: EmuMessage | undefined;
      if (body.type === InteractionResponseType.ChannelMessageWithSource || body.type === InteractionResponseType.DeferredChannelMessageWithSource) {
        message = this.createMessage(p.channelId, body.data ?? {}, files, p.id);
        p.originalId = message.id;
      } else if (body.type === InteractionResponseType.UpdateMessage && p.message) {
        this.editMessage(p.message, body.data ?? {}, files);
        message = p.message;
        p.originalId = p.message.id;
      } else if (body.type === InteractionResponseType.DeferredMessageUpdate && p.message) {
        // As on Discord: a component interaction's @original is the message the component is on.
        p.originalId = p.message.id;
      }
      p.response = { type: body.type, data: body.data, at: performance.now() };
      const result: InteractionResult = { id: p.id, type: body.type, data: body.data, latencyMs: latency, ...(message ? { message } : {}) };
      p.waiters.splice(0).forEach((w) => w.resolve(result));
      if (!this.keepHistory) this.interactions.delete(p.id);
      return reply(204);
    }
    if ((m = /^\/webhooks\/(\d+)\/([^/]+)(?:\/messages\/([^/]+))?$/.exec(path))) {
      const p = [...this.interactions.values()].find((i) => i.token === m![2]);
      if (!p || m[1] !== APP_ID) return reply(404, { code: 10015, message: 'Unknown Webhook' });
      if (!p.acknowledged) return reply(404, { code: 10015, message: 'Unknown Webhook' });
      if (this.now() - p.issuedAt > TOKEN_LIFETIME_MS) return reply(401, { code: 50027, message: 'Invalid Webhook Token' });
      if (method === 'POST' && !m[3] && this.channels.get(p.channelId)?.groupDm && ++p.followUpsTried > USER_INSTALL_FOLLOW_UPS)
        return reply(400, { code: 40094, message: 'This interaction has hit the maximum number of follow up messages' });
      // A webhook edits only its own interaction's messages: its answer (@original) and its follow-ups.
      const target =
        m[3] === '@original'
          ? this.messages.find((x) => x.id === p.originalId)
          : m[3]
            ? this.messages.find((x) => x.id === m![3] && (x.interaction === p.id || x.id === p.originalId))
            : undefined;
      const invalid =
        method === 'POST' || method === 'PATCH'
          ? componentsProblem(json as Record<string, unknown>, method === 'PATCH' ? (target?.flags ?? null) : null)
          : null;
      if (invalid) return refuse(handMade(invalid));
      if ((method === 'POST' && !m[3]) || (method === 'PATCH' && target)) p.afterwards.push(json as Record<string, unknown>);
      if (method === 'POST' && !m[3]) return reply(200, this.messageObject(this.createMessage(p.channelId, json as Record<string, unknown>, files, p.id)));
      if (!target) return reply(404, { code: 10008, message: 'Unknown Message' });
      if (method === 'GET') return reply(200, this.messageObject(target));
      if (method === 'PATCH') {
        this.editMessage(target, json as Record<string, unknown>);
        return reply(200, this.messageObject(target));
      }
      if (method === 'DELETE') {
        this.messages.splice(this.messages.indexOf(target), 1);
        return reply(204);
      }
    }
    if ((m = /^\/channels\/(\d+)(?:\/messages(?:\/(\d+))?)?$/.exec(path))) {
      if (!authed) return reply(401, { code: 0, message: '401: Unauthorized' });
      const channel = this.channels.get(m[1]!);
      if (!channel) return reply(404, { code: 10003, message: 'Unknown Channel' });
      // A user-installed app's bot user is not in the group DM.
      if (channel.groupDm) return reply(403, { code: 50001, message: 'Missing Access' });
      if (this.denied.has(channel.id) && path.includes('/messages') && method !== 'GET') return reply(403, { code: 50013, message: 'Missing Permissions' });
      if (method === 'GET' && !path.includes('/messages'))
        return reply(200, { id: channel.id, type: 0, guild_id: channel.guildId, name: channel.name, position: 0, permission_overwrites: [] });
      if (method === 'POST' && path.endsWith('/messages')) {
        const body = json as Record<string, unknown>;
        const invalid = componentsProblem(body);
        if (invalid) return refuse(handMade(invalid));
        // enforce_nonce: the same nonce within a few minutes returns the first message.
        const existing =
          body.enforce_nonce && typeof body.nonce === 'string' ? this.messages.find((x) => x.channel_id === channel.id && x.nonce === body.nonce) : undefined;
        if (existing) this.repeatedNonces++;
        return reply(200, this.messageObject(existing ?? this.createMessage(channel.id, body, files)));
      }
      const target = this.messages.find((x) => x.id === m![2] && x.channel_id === channel.id);
      if (!target) return reply(404, { code: 10008, message: 'Unknown Message' });
      if (method === 'PATCH') {
        const invalid = componentsProblem(json as Record<string, unknown>, target.flags);
        if (invalid) return refuse(handMade(invalid));
        this.editMessage(target, json as Record<string, unknown>);
        return reply(200, this.messageObject(target));
      }
      if (method === 'DELETE') {
        this.messages.splice(this.messages.indexOf(target), 1);
        return reply(204);
      }
    }
    return reply(404, { code: 0, message: `404: Not Found (${method} ${path})` });
  }
}

/** The bot's live tracker (src/systems/xwing/render/tracker.ts) is told apart by its footer. */
/** The live tracker, told by its footer (English or French: the game's language). */
export function isTracker(m: { embeds?: readonly APIEmbed[]; components?: readonly unknown[] } | undefined): boolean {
  const footer = /edited after every change|modifié après chaque changement/;
  return (m?.embeds ?? []).some((e) => footer.test(e.footer?.text ?? '')) || v2Text(m?.components).some((t) => footer.test(t));
}

/** The text of a Components V2 message's text displays. */
function v2Text(components: readonly unknown[] | undefined): string[] {
  return allComponents(components ?? []).flatMap((c) => (c.type === 10 && c.content ? [c.content] : []));
}

/** Every button on a message, in rows or inside containers, as its label and custom id. */
export function messageButtons(m: { components?: readonly unknown[] } | undefined): { label: string; id: string }[] {
  return allComponents(m?.components ?? []).flatMap((c) => (c.type === 2 ? [{ label: c.label ?? '', id: c.custom_id ?? '' }] : []));
}

/** Everything a response or message shows, as text (content, embed titles, fields, footers). */
export function shownText(r: InteractionResult | EmuMessage): string {
  const d = ('latencyMs' in r ? r.data : r) as { content?: string; embeds?: EmuMessage['embeds']; components?: readonly unknown[] } | undefined;
  return [
    d?.content ?? '',
    ...(d?.embeds ?? []).map((e) => [e.title, e.description, ...(e.fields ?? []).map((f) => `${f.name}: ${f.value}`), e.footer?.text].join('\n')),
    ...v2Text(d?.components),
  ].join('\n');
}

/** The message flags of a response (64: only the user sees it). */
export function responseFlags(r: InteractionResult): number {
  return Number((r.data as { flags?: number } | undefined)?.flags ?? 0);
}
