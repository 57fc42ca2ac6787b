import { randomBytes } from 'node:crypto';
import { routeOf } from '../core/buttons.ts';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { ApplicationCommandOptionType, type APIApplicationCommandOption } from 'discord-api-types/v10';
import type { Announcer } from '../core/delivery/announcer.ts';
import type { Delivery } from '../core/delivery/delivery.ts';
import { ATTACHMENT_MAX_BYTES, type AttachedFile, type ButtonSpec, type Invocation, type Reply } from '../core/command.ts';
import type { Dispatcher } from '../core/dispatch.ts';
import type { Locale } from '../core/locale.ts';
import { unescapeMarkdown } from '../core/escape.ts';
import { partNamesShown, withCommandsShown } from '../core/localize.ts';
import { cardToTextWith, type Message } from '../core/message.ts';
import { pictureFiles, toPayload, type MessagePayload } from '../render/discord-payload.ts';
import { consoleStrings, type ConsoleStrings } from './strings/index.ts';

// A terminal table: the same command handlers as the Discord bot, driven by lines of
// text such as `/activate ship:TIE-1 arc:front-left roll:evade hit`.
//   @name …      speak as another player (no Manage Channels)
//   #channel …   act in another channel (default: table)
//   ?command …   autocomplete the last option typed
//   click N|label|custom-id   press a button of the last message that had buttons (`clic` too)
//   an attachment option takes a file's path: `/campaign import file:campaign.json`

export interface ConsoleOutput {
  readonly type: 'reply' | 'update' | 'announcement' | 'tracker' | 'autocomplete' | 'error';
  readonly channel: string;
  readonly user: string;
  readonly payload: MessagePayload & {
    attachments?: { filename: string; content: string | Uint8Array; savedAs?: string }[];
    choices?: { name: string; value: string }[];
  };
}

export interface SessionOptions {
  readonly seed?: string;
  readonly defaultUser?: string;
  /** Interaction ids are `${idPrefix}-N`; by default a prefix no other process or run shares. */
  readonly idPrefix?: string;
  /** The language the console's user reads (their "Discord locale"). */
  readonly locale?: Locale;
  /**
   * Where the pictures of cards go (`--images DIR`); none when unset. The file name is numbered in the order the
   * pictures came (`001-activation-tie-1.png`), so no card's picture overwrites another's.
   */
  readonly onPicture?: (fileName: string, png: Uint8Array) => void;
  /** Where the files a reply carries go (`--files DIR`: /game log's text, an export); returns the path written. */
  readonly onFile?: (name: string, content: string | Uint8Array) => string;
  /**
   * Shows each channel's live tracker as Discord would keep its message up to date: printed again after a change
   * that alters it, its buttons pressed with `click tN`. The text console has it; `--json` and the tests do not.
   */
  readonly tracker?: boolean;
}

export class ConsoleSession implements Announcer {
  private counter = 0;
  // A console resumed in a new process, or a second console on the same database, must
  // not reuse ids: a redelivered id is refused as already applied.
  private readonly idPrefix: string;
  private readonly lastButtons = new Map<string, readonly ButtonSpec[]>();
  /** The buttons of each channel's tracker as last shown (`click t1`). */
  private readonly trackerButtons = new Map<string, readonly ButtonSpec[]>();
  readonly track?: Announcer['track'];
  private outputs: ConsoleOutput[] = [];
  private pictures = 0;
  /** The console's own words, in the user's language (`--locale fr`). */
  private readonly say: ConsoleStrings;

  constructor(
    private readonly delivery: Delivery,
    private readonly dispatcher: Dispatcher,
    private readonly options: SessionOptions = {},
  ) {
    // 64 random bits are as unique across processes as a UUID needs to be here, at a third of its length:
    // every id is kept in the game's recent list and its archive (bytes per game).
    this.idPrefix = options.idPrefix ?? `c${randomBytes(8).toString('base64url')}`;
    const locale = options.locale ?? 'en';
    // Its words name commands in code spans (`/game start faction:…`) by their English path: shown as the user's client names them.
    this.say =
      locale === 'en'
        ? consoleStrings(locale)
        : withCommandsShown(
            consoleStrings(locale),
            partNamesShown(
              dispatcher.commands.map((c) => c.definition),
              locale,
            ),
          );
    if (options.tracker)
      this.track = async (channelId, message) => {
        this.trackerButtons.set(channelId, message.buttons?.flat() ?? []);
        this.outputs.push({ type: 'tracker', channel: channelId, user: 'bot', payload: this.payloadOf(message) });
        return `tracker-${channelId}`;
      };
  }

  async post(channelId: string, message: Message): Promise<void> {
    this.outputs.push({ type: 'announcement', channel: channelId, user: 'bot', payload: this.payloadOf(message) });
  }

  /** Posts announcements left over from an earlier run (e.g. a crash before posting). */
  async flushAll(): Promise<ConsoleOutput[]> {
    this.outputs = [];
    await this.delivery.flush(this);
    return this.outputs;
  }

  /** Runs one line; returns every message it caused (reply, announcements). */
  async run(line: string): Promise<ConsoleOutput[]> {
    this.outputs = [];
    let text = line.trim();
    if (!text || text.startsWith('//')) return [];
    let user = this.options.defaultUser ?? 'you';
    let channel = 'table';
    for (;;) {
      const m = /^([@#])([^\s]+)\s+/.exec(text);
      if (!m) break;
      if (m[1] === '@') user = m[2]!;
      else channel = m[2]!;
      text = text.slice(m[0].length);
    }
    const base = {
      id: `${this.idPrefix}-${++this.counter}`,
      channelId: channel,
      guildId: 'console',
      user: { id: `user-${user.toLowerCase()}`, name: user },
      locale: this.options.locale ?? 'en',
      // The console is its own "server": `--locale fr` makes new games French too.
      guildLocale: this.options.locale ?? null,
      canManage: user === (this.options.defaultUser ?? 'you'),
    };
    const fail = (message: string) => {
      this.outputs.push({ type: 'error', channel, user, payload: { content: message, embeds: [], flags: 64 } });
      return this.outputs;
    };

    const click = /^\/?(?:click|clic)\s+(.+)$/i.exec(text);
    if (click) {
      let want = click[1]!.trim();
      const onTracker = /^t\d+$/i.test(want);
      if (onTracker) want = want.slice(1);
      // A console started again has shown no tracker yet: its buttons are the tracker's as the game stands.
      if (onTracker && this.track && !this.trackerButtons.has(channel))
        this.trackerButtons.set(channel, (await this.delivery.trackerNow(channel))?.buttons?.flat() ?? []);
      const buttons = (onTracker ? this.trackerButtons : this.lastButtons).get(channel) ?? [];
      const button = buttons.find((b, i) => String(i + 1) === want || b.label.toLowerCase() === want.toLowerCase() || b.id === want);
      const customId = button?.id ?? (want.includes(':') ? want : null);
      if (!customId) return fail(onTracker ? this.say.noTrackerButton(click[1]!.trim()) : this.say.noButton(want));
      const inv: Invocation = { ...base, kind: 'button', command: routeOf(customId), subcommand: null, options: {}, focused: null, customId };
      const reply = await this.dispatcher.handle(inv);
      if (onTracker && this.track && reply.update && reply.tracker) {
        // A press updates the tracker in place, as on Discord: that is its new look, not a second card.
        await this.delivery.trackerDisplayed(channel, reply, null);
        this.trackerButtons.set(channel, reply.buttons?.flat() ?? []);
        this.outputs.push({ type: 'tracker', channel, user: 'bot', payload: this.payloadOf(reply) });
        if (reply.followUp) this.record(channel, user, reply.followUp, false);
      } else this.record(channel, user, reply, true);
      await this.delivery.flush(this, channel);
      return this.outputs;
    }

    const autocomplete = text.startsWith('?');
    const parsed = this.parse(autocomplete ? '/' + text.slice(1) : text);
    if (typeof parsed === 'string') return fail(parsed);
    const options = { ...parsed.options };
    if (parsed.command === 'game' && parsed.subcommand === 'start' && options.seed === undefined && this.options.seed !== undefined)
      options.seed = this.options.seed;
    const attachments: Record<string, AttachedFile> = {};
    if (!autocomplete)
      for (const name of parsed.files) {
        const path = options[name];
        if (!path) continue;
        const read = await readPath(path, this.say);
        if (typeof read === 'string') return fail(read);
        attachments[name] = read;
      }
    const inv: Invocation = {
      ...base,
      kind: autocomplete ? 'autocomplete' : 'command',
      command: parsed.command,
      group: parsed.group,
      subcommand: parsed.subcommand,
      options,
      focused: parsed.last,
      customId: null,
      ...(Object.keys(attachments).length ? { attachments } : {}),
    };
    if (autocomplete) {
      const choices = await this.dispatcher.autocomplete(inv);
      this.outputs.push({ type: 'autocomplete', channel, user, payload: { embeds: [], choices } });
      return this.outputs;
    }
    // As Discord's adapter does: a bad option is named as the user's client shows it (`--locale fr`: the French name).
    const labels = this.dispatcher.optionLabels(inv);
    this.record(channel, user, await this.dispatcher.handle(labels ? { ...inv, optionLabels: labels } : inv), false);
    await this.delivery.flush(this, channel);
    return this.outputs;
  }

  /** A command, group, subcommand or option as the user's client names it: its name in their language, else its own (English). */
  private shown(part: NamedPart): string {
    return part.name_localizations?.[this.options.locale ?? 'en'] ?? part.name;
  }

  private record(channel: string, user: string, reply: Reply, fromButton: boolean): void {
    if (reply.buttons?.length) this.lastButtons.set(channel, reply.buttons.flat());
    else if (reply.update) this.lastButtons.delete(channel);
    this.outputs.push({ type: fromButton && reply.update ? 'update' : 'reply', channel, user, payload: this.payloadOf(reply) });
    if (reply.followUp) this.record(channel, user, reply.followUp, false);
  }

  private payloadOf(reply: Reply | Message): ConsoleOutput['payload'] {
    const payload: ConsoleOutput['payload'] = toPayload(reply);
    const files: NonNullable<ConsoleOutput['payload']['attachments']> = ('files' in reply ? (reply.files ?? []) : []).map((f) => {
      const savedAs = this.options.onFile?.(f.name, f.content);
      return { filename: f.name, content: f.content, ...(savedAs ? { savedAs } : {}) };
    });
    for (const p of pictureFiles(reply)) {
      files.push({ filename: p.name, content: p.data });
      this.options.onPicture?.(`${String(++this.pictures).padStart(3, '0')}-${p.name}`, p.data);
    }
    if (files.length) payload.attachments = files;
    return payload;
  }

  private parse(
    text: string,
  ): string | { command: string; group: string | null; subcommand: string | null; options: Record<string, string>; last: string | null; files: string[] } {
    const m = /^\/([\p{Ll}_-]+)(?:\s+(.*))?$/su.exec(text);
    if (!m) return this.say.typeSlash;
    const command = this.dispatcher.commands.find((c) => named(c.definition, m[1]));
    if (!command) return this.say.unknownCommand(m[1]!, this.dispatcher.commands.map((c) => '/' + this.shown(c.definition)).join(', '));
    let rest = (m[2] ?? '').trim();
    let subcommand: string | null = null;
    let group: string | null = null;
    let chosenSub: NamedPart | undefined;
    let optionDefs: readonly APIApplicationCommandOption[] = command.definition.options ?? [];
    const groups = optionDefs.filter((o) => o.type === ApplicationCommandOptionType.SubcommandGroup);
    const gm = /^([\p{Ll}_-]+)(?:\s+|$)/u.exec(rest);
    const chosenGroup = groups.find((g) => named(g, gm?.[1]));
    if (chosenGroup) {
      // `/hex craft add …`: a group, then one of its subcommands.
      group = chosenGroup.name;
      optionDefs = 'options' in chosenGroup ? (chosenGroup.options ?? []) : [];
      rest = rest.slice(gm![0].length);
    }
    const subs = optionDefs.filter((o) => o.type === ApplicationCommandOptionType.Subcommand);
    if (subs.length) {
      const sm = /^([\p{Ll}_-]+)(?:\s+|$)/u.exec(rest);
      const sub = subs.find((s) => named(s, sm?.[1]));
      if (!sub) {
        const choices = [...(chosenGroup ? [] : groups.map((g) => `${this.shown(g)} …`)), ...subs.map((s) => this.shown(s))];
        return this.say.needsSubcommand(`${this.shown(command.definition)}${chosenGroup ? ' ' + this.shown(chosenGroup) : ''}`, choices.join(', '));
      }
      subcommand = sub.name;
      chosenSub = sub;
      optionDefs = 'options' in sub ? (sub.options ?? []) : [];
      rest = rest.slice(sm![0].length);
    }
    // Named to the user as their client names them (in a French reply, the French names).
    const names = optionDefs.map((o) => this.shown(o));
    const path = [command.definition, chosenGroup, chosenSub].flatMap((p) => (p ? [this.shown(p)] : [])).join(' ');
    const options: Record<string, string> = {};
    let last: string | null = null;
    // A value may be quoted (`paths:"Red1: 4 L 4; Red2: 7"`): what looks like an option inside the quotes is part of it.
    const quoted = [...rest.matchAll(/(?<=:)(["“'])(.*?)(["”'])(?=\s|$)/g)].map((q) => [q.index, q.index + q[0].length] as const);
    const keys = [...rest.matchAll(/(?:^|\s)([\p{Ll}][\p{Ll}0-9_-]*):/gu)].filter((k) => !quoted.some(([from, to]) => k.index > from && k.index < to));
    const unknown = keys.find((k) => !optionDefs.some((o) => named(o, k[1])));
    if (unknown) return this.say.unknownOption(unknown[1]!, path, names.join(', '));
    const before = rest.slice(0, keys[0]?.index ?? rest.length).trim();
    if (before) return this.say.writeOptions(names.map((n) => n + ':…').join(' '), before);
    // Discord sends each option once: one typed twice is a slip, not a value to pick silently.
    const twice = optionDefs.find((o) => keys.filter((k) => named(o, k[1])).length > 1);
    if (twice) return this.say.optionTwice(this.shown(twice));
    keys.forEach((k, i) => {
      const start = k.index! + k[0].length;
      const end = keys[i + 1]?.index ?? rest.length;
      const option = optionDefs.find((o) => named(o, k[1]))!;
      const value = unquote(rest.slice(start, end).trim());
      // A choice as the replies name it in the user's language ("faction:Empire galactique") is the value Discord would send.
      const choice =
        'choices' in option ? option.choices?.find((c) => c.name === value || Object.values(c.name_localizations ?? {}).includes(value)) : undefined;
      // A user option names a person at this console (`@bob` or `bob`), as Discord sends that person's id; a typed mention is its id.
      const person = option.type === ApplicationCommandOptionType.User ? userOptionValue(value) : null;
      options[option.name] = person ?? (choice ? String(choice.value) : value);
      last = option.name;
    });
    const files = optionDefs.filter((o) => o.type === ApplicationCommandOptionType.Attachment).map((o) => o.name);
    return { command: command.definition.name, group, subcommand, options, last, files };
  }
}

/** A user option's value as Discord would send it: `<@123>` is 123, `@bob` or `bob` the console's user-bob. */
function userOptionValue(typed: string): string {
  const mention = /^<@!?([^>\s]+)>$/.exec(typed);
  if (mention) return mention[1]!;
  return `user-${typed.replace(/^@/, '').toLowerCase()}`;
}

/** A command, group, subcommand or option: its own name and its names in other languages. */
type NamedPart = { readonly name: string; readonly name_localizations?: Partial<Record<string, string | null>> | null };

/**
 * Whether a typed word names this command, group, subcommand or option: its English name, or
 * its name in a language Discord shows it in (the replies name commands as the reader's client
 * does, ruling R72, so a French console user types what they were told).
 */
function named(part: NamedPart, word: string | undefined): boolean {
  return word !== undefined && (part.name === word || Object.values(part.name_localizations ?? {}).includes(word));
}

/** A value typed in quotes, without them (as Discord sends a string option). */
function unquote(value: string): string {
  const m = /^(["“'])([\s\S]*)(["”'])$/.exec(value);
  return m && (m[1] === m[3] || (m[1] === '“' && m[3] === '”')) ? m[2]! : value;
}

/** The console's attachment: the file at a path, read as Discord's adapter reads an upload (no text beyond the size limit). */
async function readPath(path: string, say: ConsoleStrings): Promise<AttachedFile | string> {
  try {
    const { size } = await stat(path);
    return { name: basename(path), size, read: async () => (size <= ATTACHMENT_MAX_BYTES ? readFile(path, 'utf8') : null) };
  } catch {
    return say.cannotRead(path);
  }
}

/** One message as the terminal shows it; the console's own labels in `locale` (the message's text is already in its language). */
export function renderText(o: ConsoleOutput, locale: Locale = 'en'): string {
  const say = consoleStrings(locale);
  const who =
    o.type === 'announcement'
      ? say.announcementFrom(o.channel)
      : o.type === 'tracker'
        ? say.trackerIn(o.channel)
        : o.type === 'autocomplete'
          ? say.choices
          : say.replyTo(o.channel, o.user);
  const lines: string[] = [];
  const eph = o.payload.flags === 64 ? say.onlyYou : '';
  lines.push(`${who}${eph}${o.type === 'update' ? say.updatedCard : ''}${say.colon}`);
  // Bold and code spans lose their marks; a lone backtick is a character the text names (a name may not hold `).
  if (o.payload.content) lines.push(o.payload.content.replace(/\*\*/g, '').replace(/`([^`\n]*)`/g, '$1'));
  for (const e of o.payload.embeds) {
    lines.push(
      cardToTextWith(
        {
          title: e.title ?? '',
          ...(e.description ? { description: e.description } : {}),
          fields: (e.fields ?? []).map((f) => ({ name: f.name, value: f.value })),
          ...(e.footer ? { footer: e.footer.text } : {}),
        },
        say.colon,
      ),
    );
  }
  const all = (o.payload.components ?? []).flatMap((r) => r.components);
  // A link button opens a page (the live table): shown as its address, not numbered for `click`.
  const buttons = all.filter((b) => !('url' in b));
  const mark = o.type === 'tracker' ? 't' : '';
  if (buttons.length)
    lines.push(buttons.map((b, i) => `[${mark}${i + 1}] ${'label' in b ? b.label : ''}`).join('  ') + (mark ? say.typeClickTracker : say.typeClick));
  for (const b of all) if ('url' in b && b.url) lines.push(`🔗 ${'label' in b ? b.label : ''}${say.colon} ${b.url}`);
  for (const a of o.payload.attachments ?? [])
    lines.push(
      (typeof a.content === 'string' ? say.textFile(a.filename, a.content.split('\n').filter(Boolean).length) : say.picture(a.filename, a.content.length)) +
        (a.savedAs ? say.savedAs(a.savedAs) : ''),
    );
  for (const c of o.payload.choices ?? []) lines.push(`  • ${c.name}`);
  // A terminal shows a mention as the text it is: the console's users are `user-<name>`, shown as @name.
  return unescapeMarkdown(lines.join('\n').replace(/<@user-([^>\s]+)>/g, '@$1'));
}

export function renderJson(o: ConsoleOutput): string {
  const attachments = o.payload.attachments?.map((a) =>
    typeof a.content === 'string' ? a : { filename: a.filename, bytes: a.content.length, ...(a.savedAs ? { savedAs: a.savedAs } : {}) },
  );
  return JSON.stringify({
    type: o.type,
    channel_id: o.channel,
    user: o.user,
    flags: o.payload.flags ?? 0,
    ...o.payload,
    ...(attachments ? { attachments } : {}),
  });
}
