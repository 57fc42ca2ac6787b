import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { Locale } from './locale.ts';
import type { ButtonSpec, Card, LinkSpec } from './message.ts';

// What both adapters (Discord, console) hand to a command, and what it hands back.

export interface Invocation {
  readonly kind: 'command' | 'button' | 'autocomplete';
  /** Discord's interaction id (the console makes its own, unique across processes): a redelivery applies once. */
  readonly id: string;
  readonly command: string;
  /** The subcommand group, when the subcommand sits in one (`/abs contract add`: group `contract`). */
  readonly group?: string | null;
  readonly subcommand: string | null;
  /** Option values by name, as the adapter received them (typed by Discord, text from the console). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The option being typed, for autocomplete. */
  readonly focused: string | null;
  /** For a button: its custom id. */
  readonly customId: string | null;
  readonly channelId: string;
  readonly guildId: string | null;
  readonly user: { readonly id: string; readonly name: string };
  /** The user's own language (their Discord client's), for replies only they see. */
  readonly locale: Locale;
  /** The server's language when it has one set (a new game's default). */
  readonly guildLocale: Locale | null;
  /** The user holds Manage Channels in this channel. */
  readonly canManage: boolean;
  /**
   * The options' names as the user's client shows them, by their own (English) names: Discord
   * shows each language its localized names. Absent where users type the names themselves (the console).
   */
  readonly optionLabels?: Readonly<Record<string, string>>;
  /** Files given to attachment options, by option name; their content is fetched only when the command reads it. */
  readonly attachments?: Readonly<Record<string, AttachedFile>>;
}

/** A file a user attached to a command (Discord: an attachment option; the console: a path). */
export interface AttachedFile {
  readonly name: string;
  readonly size: number;
  /**
   * Its content as UTF-8 text, fetched when called (a download on Discord), so that a command
   * refused for cheaper reasons (budgets, caps, a channel taken) downloads nothing; null when
   * the adapter could not read it (too large, unreachable).
   */
  read(): Promise<string | null>;
}

/**
 * The largest file an adapter reads for a command (judged by its declared size, before
 * downloading; a download that runs past it is stopped): larger ones arrive with no text.
 * The one file a command takes is a campaign export, bounded at this size (IMPORT_LIMITS).
 */
export const ATTACHMENT_MAX_BYTES = 512 * 1024;

export type { ButtonSpec };

export interface Reply {
  readonly ephemeral?: boolean;
  readonly content?: string;
  readonly cards?: readonly Card[];
  readonly buttons?: readonly (readonly ButtonSpec[])[];
  /** A page it links to, as a link button after its buttons (the live table). */
  readonly link?: LinkSpec;
  /** A button's answer that launches the application's Activity in Discord (the live table there); its words are for surfaces that cannot. */
  readonly launchActivity?: boolean;
  readonly files?: readonly { readonly name: string; readonly content: string | Uint8Array }[];
  /** For a button: replace the message it is on instead of answering separately. */
  readonly update?: boolean;
  /** User ids this reply may ping (nobody else). */
  readonly pings?: readonly string[];
  /** The answer to an earlier interaction is marked as taken back (by /undo) with this note, where the platform still can. */
  readonly retract?: { readonly interactionId: string; readonly note: string };
  /** A second message right after this one (a ping after a message updated in place: an edit notifies nobody). */
  readonly followUp?: Reply;
  /** An update of the game's live tracker, as it is after this change: the tracker's own edit is skipped when it would show the same. */
  readonly tracker?: boolean;
}

export interface Choice {
  readonly name: string;
  readonly value: string;
}

/**
 * One slash command. `D` is what its system hands every handler (its games, its
 * catalogue): the composition root binds it, so a command imports no storage.
 */
export interface CommandModule<D> {
  readonly definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  run(ctx: D, inv: Invocation): Promise<Reply> | Reply;
  autocomplete?(ctx: D, inv: Invocation): Promise<Choice[]> | Choice[];
  /** Buttons whose custom id has one of these routes (src/core/buttons.ts: `routeOf`) come back to this command. */
  readonly buttons?: { readonly routes: readonly string[]; run(ctx: D, inv: Invocation): Promise<Reply> | Reply };
}

/** A command with its context bound: what the dispatcher holds. */
export interface BoundCommand {
  readonly definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  run(inv: Invocation): Promise<Reply>;
  autocomplete?(inv: Invocation): Promise<Choice[]>;
  readonly buttons?: { readonly routes: readonly string[]; run(inv: Invocation): Promise<Reply> };
}

export function bind<D>(ctx: D, commands: readonly CommandModule<D>[]): BoundCommand[] {
  return commands.map((c) => {
    const buttons = c.buttons;
    const autocomplete = c.autocomplete;
    return {
      definition: c.definition,
      run: async (inv) => c.run(ctx, inv),
      ...(autocomplete ? { autocomplete: async (inv: Invocation) => autocomplete.call(c, ctx, inv) } : {}),
      ...(buttons ? { buttons: { routes: buttons.routes, run: async (inv: Invocation) => buttons.run(ctx, inv) } } : {}),
    };
  });
}
