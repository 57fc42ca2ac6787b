import type { Catalog } from '../catalog/catalog.ts';
import type { Pilot, Upgrade } from '../catalog/schema.ts';
import type { SeededDice } from '../engine/dice.ts';
import { systemPhaseBombCheck, type Weapon } from '../engine/engagement.ts';
import type { AttackFace } from '../engine/types.ts';
import type { GameEvent } from './events.ts';
import { refuse, type Refusal } from './refusal.ts';
import { isActive, type GameState, type ShipState } from './state.ts';

// Upgrades on solo ships: which ones a ship carries, their charges,
// and the System Phase check of a solo ship with a Bomb or Mine ("Other phases").

const ORDNANCE_SLOTS = ['Torpedo', 'Missile', 'Device'];

/** Each upgrade's charges as printed: what a ship starts with. */
export function startingCharges(catalog: Catalog, upgrades: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of upgrades) {
    const u = catalog.upgrade(id);
    if (u?.charges) out[id] = u.charges;
  }
  return out;
}

/** Active charges of one upgrade on a ship: tracked, else as printed; null if it has none. */
export function activeCharges(ship: Pick<ShipState, 'charges'>, upgrade: Upgrade): number | null {
  return ship.charges[upgrade.id] ?? upgrade.charges ?? null;
}

/** The total that `ordnanceCharges` keeps for Reload (torpedo, missile and device upgrades); null if none. */
export function ordnanceTotal(catalog: Catalog, upgrades: readonly string[], charges: Readonly<Record<string, number>>): number | null {
  const ordnance = upgrades.flatMap((id) => catalog.upgrade(id) ?? []).filter((u) => ORDNANCE_SLOTS.includes(u.slot) && u.charges);
  return ordnance.length ? ordnance.reduce((n, u) => n + (charges[u.id] ?? u.charges ?? 0), 0) : null;
}

/**
 * `/ship add … upgrades:` — upgrade names or ids, separated by commas, each from the
 * catalogue and in a slot the pilot has free (ruling R30).
 */
export function parseUpgrades(catalog: Catalog, typed: string | undefined, pilot: Pilot): Refusal | string[] {
  if (!typed?.trim()) return [];
  const free = [...pilot.slots];
  const ids: string[] = [];
  for (const word of typed
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean)) {
    const upgrade = findUpgrade(catalog, word);
    if (!upgrade) return refuse('unknown-upgrade', { upgrade: word });
    const slot = free.indexOf(upgrade.slot);
    if (slot < 0) return refuse('no-slot', { upgrade: upgrade.name, slot: upgrade.slot, pilot: pilot.name, slots: pilot.slots.join(', ') });
    free.splice(slot, 1);
    ids.push(upgrade.id);
  }
  return ids;
}

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function findUpgrade(catalog: Catalog, typed: string): Upgrade | undefined {
  const k = key(typed);
  return catalog.upgrades.find((u) => u.id === typed || key(u.id) === k || key(u.name) === k);
}

/** Autocomplete: upgrades whose name contains the last comma-separated word. */
export function upgradeSuggestions(catalog: Catalog, typed: string, limit = 25): { name: string; value: string }[] {
  const parts = typed.split(',');
  const last = key(parts.pop() ?? '');
  const head = parts.map((p) => p.trim()).filter(Boolean);
  return catalog.upgrades
    .filter((u) => key(u.name).includes(last) || u.id.includes(last))
    .slice(0, limit)
    .map((u) => {
      const value = [...head, u.id].join(', ');
      return { name: `${[...head, u.name].join(', ')} (${u.slot}${u.charges ? `, ${u.charges} charges` : ''})`.slice(0, 100), value: value.slice(0, 100) };
    });
}

export interface SystemCheck {
  readonly ship: string;
  readonly device: string;
  readonly deviceName: string;
  /** One die per enemy ship that could be in range, in order: with n enemies in range, read the first n. */
  readonly rolls: readonly AttackFace[];
}

/** The Bomb or Mine a solo ship would drop: its first device with an active charge (or no charges at all). */
function droppable(catalog: Catalog, ship: ShipState): Upgrade | undefined {
  return ship.upgrades
    .flatMap((id) => catalog.upgrade(id) ?? [])
    .find((u) => (u.device === 'bomb' || u.device === 'mine') && (activeCharges(ship, u) ?? 1) > 0);
}

/**
 * System Phase: each solo ship with a Bomb or Mine rolls 1 attack die for each enemy ship
 * at range 0-1, or in its rear arc at range 0-2; on a hit or crit it drops the device. The
 * bot cannot see the table, so it rolls one die for every enemy ship in play, in order
 * (ruling R31): the players read as many as there are enemy ships in range.
 */
export function systemPhase(catalog: Catalog, state: GameState, dice: SeededDice): { events: GameEvent[]; checks: SystemCheck[] } {
  const enemies = state.ships.filter((s) => s.side === 'player' && isActive(s)).length;
  const events: GameEvent[] = [];
  const checks: SystemCheck[] = [];
  if (enemies === 0) return { events, checks };
  for (const ship of state.ships) {
    if (ship.side !== 'solo' || !isActive(ship)) continue;
    const device = droppable(catalog, ship);
    if (!device) continue;
    const { rolls } = systemPhaseBombCheck(dice, enemies);
    events.push({ t: 'system-checked', ship: ship.name, device: device.id, rolls, rng: dice.state });
    checks.push({ ship: ship.name, device: device.id, deviceName: device.name, rolls });
  }
  return { events, checks };
}

/** With `inRange` enemy ships in range, whether the check drops the device. */
export function drops(check: SystemCheck, inRange: number): boolean {
  return check.rolls.slice(0, inRange).some((f) => f === 'hit' || f === 'crit');
}

/** A special weapon with no active charge cannot attack, so it is not offered. */
export function usableWeapons(catalog: Catalog, ship: ShipState, weapons: readonly Weapon[]): Weapon[] {
  return weapons.filter((w) => {
    if (w.kind !== 'special') return true;
    const u = catalog.upgrade(w.id);
    return !u || (activeCharges(ship, u) ?? 1) > 0;
  });
}

/** End Phase: a disarm token is removed (a v0.1 solo ship gains one when it would flee). */
export function endPhaseTokens(state: GameState): { events: GameEvent[]; ships: string[] } {
  const disarmed = state.ships.filter((s) => isActive(s) && s.disarm > 0);
  return {
    events: disarmed.map((s) => ({ t: 'ship-changed', ship: s.name, patch: { disarm: 0 } })),
    ships: disarmed.map((s) => s.name),
  };
}
