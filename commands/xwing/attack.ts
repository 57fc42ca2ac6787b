import { option } from '../../src/core/command-options.ts';
import { z } from 'zod';
import { move, type XwingContext } from './context.ts';
import type { ButtonSpec, Invocation, Reply } from '../../src/core/command.ts';
import {
  campaignsOf,
  withExit,
  actorOf,
  catalogOf,
  count,
  flag,
  pairCheck,
  playMoves,
  refusalReply,
  shipChoices,
  shipName,
  toolsOf,
  UserError,
  xwingMoves,
} from './options.ts';
import { buttonCodec } from '../../src/core/buttons.ts';
import { attackAndMark, type AttackInput } from '../../src/systems/xwing/play/phases.ts';
import { canChange, unknownShip } from '../../src/systems/xwing/play/decision.ts';
import { refuse } from '../../src/systems/xwing/play/refusal.ts';
import { findShip } from '../../src/systems/xwing/play/state.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import { attackCard } from '../../src/systems/xwing/render/game-cards.ts';
import { attackPreview, defendersFor } from '../../src/systems/xwing/render/attack-preview.ts';
import { withTurnPing } from './turn-reply.ts';
import { COUNT, startAttack } from '../../src/systems/xwing/render/button-ids.ts';

// `/attack attacker:X` alone shows the weapon and target priority with buttons for the
// defender, then for the damage; `/attack attacker defender damage` records at once.
// Recording always needs the damage: nothing is recorded as a silent 0.

const damage = count;
const options = z.object({ attacker: shipName, defender: shipName.optional(), damage: damage.optional(), again: flag.optional() });

/**
 * The prompt's buttons. A ship is named by its place in the game's list with a check of
 * both names (two names of 40 characters would not fit Discord's 100); the damage buttons
 * carry what they answer (the round and the attacker's attacks so far), so the attack is
 * recorded once however often, and by whomever, they are pressed.
 */
const pickDefender = buttonCodec('atk-t', 1, { game: 'int', attacker: 'int', defender: 'int', check: 'text' });
// The counts are bounded as the typed `/attack damage:` is (0–20): a forged id with more reads as nothing (R55).
const giveDamage = buttonCodec('atk-d', 1, { game: 'int', attacker: 'int', defender: 'int', check: 'text', round: 'int', attacks: COUNT, damage: COUNT });

async function record(ctx: XwingContext, inv: Invocation, o: AttackInput): Promise<Reply> {
  return playMoves(ctx).runWithCampaign(
    ctx.games,
    campaignsOf(ctx),
    inv,
    (x) => {
      const d = attackAndMark(x.state, actorOf(inv), o, toolsOf(ctx, x));
      if (!d.ok) return d;
      const e = withExit(ctx, x, d);
      return { ok: true, events: e.events, view: { attack: d.view, follow: e.follow } };
    },
    (r, t) => {
      const follow = r.view.follow?.(r.locale, catalogOf(ctx, r)) ?? [];
      return withTurnPing(
        { cards: [attackCard(t, r.view.attack)], ...(follow.length ? { content: follow.join('\n') } : {}) },
        r.before,
        r.state,
        inv.user.id,
        r.locale,
      );
    },
  );
}

const rows = (buttons: ButtonSpec[]): ButtonSpec[][] =>
  Array.from({ length: Math.ceil(buttons.length / 5) }, (_, i) => buttons.slice(i * 5, i * 5 + 5)).slice(0, 5);

type Game = Exclude<Awaited<ReturnType<XwingContext['games']['read']>>, { ok: false }>;

/** The prompt for an attack on the game the caller has read: the defenders as buttons, or with the defender known the damage. */
function preview(ctx: XwingContext, inv: Invocation, game: Game, attackerName: string, defenderName?: string): Reply {
  const state = game.state;
  const attacker = findShip(state, attackerName);
  if (!attacker) return refusalReply(unknownShip(state, attackerName), inv);
  // R55: another player's attacker is refused at the first tap, not at the damage.
  if (attacker.side === 'player' && !canChange(state, attacker, actorOf(inv)))
    return refusalReply(refuse('forbidden', { action: 'attack-with', ship: attacker.name }), inv);
  const t = stringsFor(inv.locale);
  const a = state.ships.indexOf(attacker);
  if (defenderName) {
    const defender = findShip(state, defenderName);
    if (!defender) return refusalReply(unknownShip(state, defenderName), inv);
    if (defender.name === attacker.name) return refusalReply(refuse('same-ship', { ship: attacker.name }), inv);
    const d = state.ships.indexOf(defender);
    const check = pairCheck(attacker.name, defender.name);
    // Defender known: the damage, as buttons.
    const dmg = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => ({
      id: giveDamage.encode({ game: game.id, attacker: a, defender: d, check, round: state.round, attacks: attacker.attacks, damage: n }),
      label: t.attack.damageButton(n),
      style: n ? ('danger' as const) : ('secondary' as const),
    }));
    return { ephemeral: true, content: t.attack.howMuch(defender.name, attacker.name), buttons: rows(dmg) };
  }
  const pick = (s: (typeof state.ships)[number]) =>
    pickDefender.encode({ game: game.id, attacker: a, defender: state.ships.indexOf(s), check: pairCheck(attacker.name, s.name) });
  // R56: the defender and the damage on one card, so an attack is two taps. The defender it would
  // pick comes first (the ship it has locked, else the one its tally is on); up to four get a row
  // of damage (0–3, and 4+ for the full prompt), the others a button that opens it.
  const all = defendersFor(state, attacker);
  const first = all.find((s) => s.name === attacker.locks[0]) ?? all.find((s) => s.name === attacker.tally);
  const ordered = first ? [first, ...all.filter((s) => s !== first)] : all;
  const withDamage = attacker.attacks <= COUNT.max ? ordered.slice(0, ordered.length <= 4 ? 4 : 3) : [];
  const damageRows: ButtonSpec[][] = withDamage.map((d) => [
    ...[0, 1, 2, 3].map((n) => ({
      id: giveDamage.encode({
        game: game.id,
        attacker: a,
        defender: state.ships.indexOf(d),
        check: pairCheck(attacker.name, d.name),
        round: state.round,
        attacks: attacker.attacks,
        damage: n,
      }),
      label: t.attack.damageOn(d.name, n).slice(0, 80),
      style: n ? ('danger' as const) : ('secondary' as const),
    })),
    { id: pick(d), label: t.attack.moreDamage(d.name).slice(0, 80), style: 'primary' as const },
  ]);
  const others = ordered.slice(withDamage.length).map((s) => ({ id: pick(s), label: s.name.slice(0, 80), style: 'primary' as const }));
  const buttons = [...damageRows, ...rows(others)].slice(0, 5);
  return { ephemeral: true, cards: [attackPreview(t, catalogOf(ctx, game), state, attacker)], buttons };
}

/** The two ships a button names, if the game is still the one it was made for and they are still where it saw them. */
async function shipsOf(ctx: XwingContext, inv: Invocation, b: { game: number; attacker: number; defender: number; check: string }) {
  const game = await ctx.games.peek(inv.channelId);
  if (!game || game.id !== b.game) return null;
  const attacker = game.state.ships[b.attacker];
  const defender = game.state.ships[b.defender];
  if (!attacker || !defender || pairCheck(attacker.name, defender.name) !== b.check) return null;
  return { game, attacker: attacker.name, defender: defender.name };
}

export const attack = move({
  path: 'attack',
  options: [
    option.text('attacker', { required: true, autocomplete: true, max_length: 40 }),
    option.text('defender', { autocomplete: true, max_length: 40 }),
    option.int('damage', { min_value: 0, max_value: 20 }),
    option.flag('again'),
  ],
  parse: options,
  async run(ctx, inv, o) {
    if (o.defender === undefined && o.damage !== undefined) throw new UserError(stringsFor(inv.locale).attack.giveDefender);
    if (o.defender === undefined || o.damage === undefined) {
      const attacker = o.attacker;
      const defender = o.defender;
      return xwingMoves.read(ctx.games, inv, (game) => preview(ctx, inv, game, attacker, defender));
    }
    return record(ctx, inv, { attacker: o.attacker, defender: o.defender, damage: o.damage, ...(o.again ? { again: true } : {}) });
  },
  autocomplete(ctx, inv) {
    if (inv.focused !== 'defender') return shipChoices(ctx, inv, (s) => s.status === 'active');
    // Never the attacker itself.
    const attacker = String(inv.options.attacker ?? '')
      .trim()
      .toLowerCase();
    return shipChoices(ctx, inv, (s) => s.status === 'active' && s.name.toLowerCase() !== attacker);
  },
  buttons: {
    routes: [...pickDefender.routes, ...giveDamage.routes, ...startAttack.routes],
    async run(ctx, inv) {
      const id = inv.customId ?? '';
      const stale = () => refusalReply(refuse('stale-button', { subject: 'attack' }), inv);
      // The tracker's "Attack: ship": its preview and defender buttons, only the presser sees them.
      const start = startAttack.decode(id);
      if (start) {
        const game = await ctx.games.peek(inv.channelId);
        return game && game.id === start.game && game.state.round === start.round ? preview(ctx, inv, game, start.ship) : stale();
      }
      const target = pickDefender.decode(id);
      if (target) {
        const ships = await shipsOf(ctx, inv, target);
        return ships ? { ...preview(ctx, inv, ships.game, ships.attacker, ships.defender), update: true } : stale();
      }
      const hit = giveDamage.decode(id);
      if (!hit) return stale();
      const ships = await shipsOf(ctx, inv, hit);
      if (!ships) return stale();
      return record(ctx, inv, { attacker: ships.attacker, defender: ships.defender, damage: hit.damage, answers: { round: hit.round, attacks: hit.attacks } });
    },
  },
});
