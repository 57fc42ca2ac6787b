import { errorText } from './error-text.ts';
import { routeOf } from './buttons.ts';
import { type BoundCommand, type Choice, type Invocation, type Reply } from './command.ts';
import type { FairUse } from './fair-use.ts';
import { optionLabels } from './localize.ts';
import type { Logger } from './logger.ts';
import { UserError } from './options.ts';
import { storageFailure } from './storage-failure.ts';
import { coreText } from './strings.ts';

/** Routes an invocation to its command; turns bad input and bugs into ephemeral replies. */
export class Dispatcher {
  private readonly byName = new Map<string, BoundCommand>();
  private readonly byButton = new Map<string, BoundCommand>();
  private readonly labels = new Map<string, Readonly<Record<string, string>> | null>();

  constructor(
    readonly commands: readonly BoundCommand[],
    private readonly log: Logger,
    /** Per-user and per-channel command budgets (none: no limit). */
    private readonly fairUse?: FairUse,
  ) {
    for (const c of commands) {
      if (this.byName.has(c.definition.name)) throw new Error(`two commands are called /${c.definition.name}`);
      this.byName.set(c.definition.name, c);
      for (const route of c.buttons?.routes ?? []) {
        const other = this.byButton.get(route);
        if (other && other !== c) throw new Error(`two commands answer buttons "${route}:"`);
        this.byButton.set(route, c);
      }
    }
  }

  /** The names `inv`'s user sees for its options (Discord shows each language its own), or null: their own names. */
  optionLabels(inv: Invocation): Readonly<Record<string, string>> | null {
    const command = inv.kind === 'command' ? this.byName.get(inv.command) : undefined;
    if (!command) return null;
    // Read from the definitions once per subcommand and language: asked on every command, needed only by a bad option.
    const key = `${inv.command} ${inv.group ?? ''} ${inv.subcommand ?? ''} ${inv.locale}`;
    let labels = this.labels.get(key);
    if (labels === undefined) {
      // Names come from the interaction: bounded, whatever a client sends.
      if (this.labels.size >= 1_000) this.labels.clear();
      this.labels.set(key, (labels = optionLabels(command.definition, inv.group, inv.subcommand, inv.locale)));
    }
    return labels;
  }

  /** The command's reply, or a refusal or failure as an ephemeral reply. */
  async handle(given: Invocation): Promise<Reply> {
    return this.route(given);
  }

  private async route(inv: Invocation): Promise<Reply> {
    const wait = this.fairUse?.take(inv) ?? 0;
    if (wait > 0) return { ephemeral: true, content: `⏳ ${coreText(inv.locale).slowDown(wait)}` };
    try {
      if (inv.kind === 'button') {
        const command = this.byButton.get(routeOf(inv.customId ?? ''));
        if (!command?.buttons) return { ephemeral: true, content: `⚠️ ${coreText(inv.locale).unknownButton}` };
        return await command.buttons.run(inv);
      }
      const command = this.byName.get(inv.command);
      if (!command) return { ephemeral: true, content: `⚠️ ${coreText(inv.locale).unknownCommand(inv.command)}` };
      return await command.run(inv);
    } catch (err) {
      if (err instanceof UserError) return { ephemeral: true, content: `⚠️ ${err.message}` };
      const storage = storageFailure(err);
      this.log.error('command failed', {
        interaction: inv.id,
        command: inv.command,
        sub: inv.subcommand,
        channel: inv.channelId,
        error: errorText(err),
        stack: err instanceof Error ? err.stack : undefined,
      });
      if (storage) return { ephemeral: true, content: `⚠️ ${coreText(inv.locale).storage[storage]}` };
      return { ephemeral: true, content: coreText(inv.locale).failed(inv.id) };
    }
  }

  async autocomplete(inv: Invocation): Promise<Choice[]> {
    try {
      return ((await this.byName.get(inv.command)?.autocomplete?.(inv)) ?? []).slice(0, 25);
    } catch (err) {
      this.log.error('autocomplete failed', { interaction: inv.id, command: inv.command, error: errorText(err) });
      return [];
    }
  }
}
