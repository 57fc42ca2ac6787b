import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { Card } from '../render/card.ts';
import type { GameApp } from './app.ts';

// What both adapters (Discord, console) hand to a command, and what it hands back.

export interface Invocation {
  readonly kind: 'command' | 'button' | 'autocomplete';
  /** Discord's interaction id (the console makes its own): a redelivery applies once. */
  readonly id: string;
  readonly command: string;
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
  /** The user holds Manage Channels in this channel. */
  readonly canManage: boolean;
}

export interface ButtonSpec {
  readonly id: string;
  readonly label: string;
  readonly style: 'primary' | 'secondary' | 'success' | 'danger';
}

export interface Reply {
  readonly ephemeral?: boolean;
  readonly content?: string;
  readonly cards?: readonly Card[];
  readonly buttons?: readonly (readonly ButtonSpec[])[];
  readonly file?: { readonly name: string; readonly content: string };
  /** For a button: replace the message it is on instead of answering separately. */
  readonly update?: boolean;
}

export interface Choice {
  readonly name: string;
  readonly value: string;
}

export interface CommandModule {
  readonly definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  run(app: GameApp, inv: Invocation): Reply;
  autocomplete?(app: GameApp, inv: Invocation): Choice[];
  /** Buttons whose custom id starts with `${prefix}:` come back to this command. */
  readonly buttons?: { readonly prefix: string; run(app: GameApp, inv: Invocation): Reply };
}
