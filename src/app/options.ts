import { z } from 'zod';
import { FACTION_IDS } from '../catalog/schema.ts';
import { isAttackFace, isDefenseFace, type ApproachRoll } from '../engine/index.ts';
import type { Actor } from '../game/play.ts';
import type { Refusal } from '../game/refusal.ts';
import { en } from '../i18n/en.ts';
import type { Where } from './app.ts';
import type { Choice, Invocation, Reply } from './command.ts';
import type { GameApp } from './app.ts';

/** Bad input from a user: the dispatcher answers it ephemerally; nothing changes. */
export class UserError extends Error {}

export const actorOf = (inv: Invocation): Actor => ({ userId: inv.user.id, userName: inv.user.name, canManage: inv.canManage });

export const whereOf = (inv: Invocation): Where => ({
  channelId: inv.channelId,
  guildId: inv.guildId,
  interactionId: inv.id,
  actor: actorOf(inv),
});

export function refusalReply(r: Refusal): Reply {
  return { ephemeral: true, content: `⚠️ ${en.refusal(r.code, r.params)}` };
}

/** Validates an invocation's options; the first problem becomes a user-facing message. */
export function parseOptions<S extends z.ZodType>(schema: S, inv: Invocation): z.output<S> {
  const r = schema.safeParse(inv.options);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const name = issue?.path[0];
  const value = name !== undefined ? inv.options[String(name)] : undefined;
  const shown = typeof value === 'string' ? (value.length > 40 ? `${value.slice(0, 40)}…` : value) : JSON.stringify(value);
  throw new UserError(name !== undefined ? `Bad \`${String(name)}\`${value !== undefined ? ` (${shown})` : ''}: ${issue?.message}` : (issue?.message ?? 'Bad options.'));
}

// Option schemas shared by commands. Discord sends typed values; the console, text.
export const shipName = z.string({ error: 'give a ship name' }).trim().min(1, 'give a ship name').max(40, 'names are at most 40 characters');
export const chassisName = z.string({ error: 'give a ship type' }).trim().min(1).max(60, 'too long');
export const faction = z.enum(FACTION_IDS, { error: () => `use one of ${FACTION_IDS.join(', ')}` });
export const count = z.coerce.number({ error: 'give a whole number' }).int('give a whole number').min(0, 'it cannot be negative').max(20, 'at most 20');
export const flag = z.union([z.boolean(), z.enum(['true', 'false', 'yes', 'no']).transform((s) => s === 'true' || s === 'yes')], {
  error: 'use true or false',
});
export const side = z.enum(['left', 'right'], { error: () => 'use left or right' });

export const roll = z
  .string({ error: 'give the two dice, e.g. `evade hit`' })
  .trim()
  .toLowerCase()
  .transform((text, ctx): ApproachRoll => {
    const [d, a, ...rest] = text.split(/[\s,/+]+/).filter(Boolean);
    if (!d || !a || rest.length > 0 || !isDefenseFace(d) || !isAttackFace(a)) {
      ctx.addIssue({ code: 'custom', message: 'give the defense die then the attack die, e.g. `evade hit` (defense: evade, focus, blank; attack: crit, hit, focus, blank)' });
      return z.NEVER;
    }
    return { defense: d, attack: a };
  });

/** Autocomplete: this channel's ships (only), filtered by what was typed, at most 25. */
export function shipChoices(app: GameApp, inv: Invocation, filter: (s: { side: string; status: string }) => boolean = () => true): Choice[] {
  const game = app.current(inv.channelId);
  if (!game) return [];
  const typed = String(inv.options[inv.focused ?? ''] ?? '').toLowerCase();
  return game.state.ships
    .filter((s) => filter(s) && s.name.toLowerCase().includes(typed))
    .slice(0, 25)
    .map((s) => ({ name: `${s.name}${s.side === 'solo' ? ` (${en.attitude(s.attitude)})` : ''}${s.status !== 'active' ? ` — ${s.status}` : ''}`.slice(0, 100), value: s.name }));
}

export function chassisChoices(app: GameApp, inv: Invocation): Choice[] {
  const typed = String(inv.options[inv.focused ?? ''] ?? '');
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const s of app.catalog.searchShips(typed, undefined, 60)) {
    if (seen.has(s.id)) continue;
    seen.add(s.id);
    choices.push({ name: s.name.slice(0, 100), value: s.id });
  }
  return choices.slice(0, 25);
}

export function pilotChoices(app: GameApp, inv: Invocation, chassisOption: string): Choice[] {
  const typed = String(inv.options[inv.focused ?? ''] ?? '').toLowerCase();
  const chassis = app.catalog.findShip(String(inv.options[chassisOption] ?? ''));
  if (!chassis) return [];
  return chassis.pilots
    .filter((p) => p.name.toLowerCase().includes(typed) || p.id.includes(typed))
    .slice(0, 25)
    .map((p) => ({ name: `${p.name} (I${p.initiative}${p.limited ? ', limited' : ''})`.slice(0, 100), value: p.id }));
}
