import type { GameApp } from './app.ts';
import { errorText } from './app.ts';
import type { Choice, CommandModule, Invocation, Reply } from './command.ts';
import type { Logger } from './logger.ts';
import { UserError } from './options.ts';

/** Routes an invocation to its command; turns bad input and bugs into ephemeral replies. */
export class Dispatcher {
  private readonly byName = new Map<string, CommandModule>();
  private readonly byButton = new Map<string, CommandModule>();

  constructor(
    private readonly app: GameApp,
    readonly commands: readonly CommandModule[],
    private readonly log: Logger,
  ) {
    for (const c of commands) {
      this.byName.set(c.definition.name, c);
      if (c.buttons) this.byButton.set(c.buttons.prefix, c);
    }
  }

  handle(inv: Invocation): Reply {
    try {
      if (inv.kind === 'button') {
        const prefix = (inv.customId ?? '').split(':')[0] ?? '';
        const command = this.byButton.get(prefix);
        if (!command?.buttons) return { ephemeral: true, content: '⚠️ That button is no longer in use.' };
        return command.buttons.run(this.app, inv);
      }
      const command = this.byName.get(inv.command);
      if (!command) return { ephemeral: true, content: `⚠️ I don't know \`/${inv.command}\`. Try \`/rules\` or \`/game status\`.` };
      return command.run(this.app, inv);
    } catch (err) {
      if (err instanceof UserError) return { ephemeral: true, content: `⚠️ ${err.message}` };
      this.log.error('command failed', { interaction: inv.id, command: inv.command, sub: inv.subcommand, channel: inv.channelId, error: errorText(err), stack: err instanceof Error ? err.stack : undefined });
      return { ephemeral: true, content: `Something went wrong on my side (ref \`${inv.id}\`). Your command was not applied if it failed before saving; \`/game status\` shows the board.` };
    }
  }

  autocomplete(inv: Invocation): Choice[] {
    try {
      return this.byName.get(inv.command)?.autocomplete?.(this.app, inv).slice(0, 25) ?? [];
    } catch (err) {
      this.log.error('autocomplete failed', { interaction: inv.id, command: inv.command, error: errorText(err) });
      return [];
    }
  }
}
