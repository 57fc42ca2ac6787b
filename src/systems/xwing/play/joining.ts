import type { Catalog } from '../catalog/catalog.ts';
import type { FactionId, Pilot, Ship } from '../catalog/schema.ts';
import { type Attitude, ruleset } from '../engine/index.ts';
import { ordnanceTotal, parseUpgrades, startingCharges } from './devices.ts';
import { defaultPlayerPilot, playerFactionOf } from './setup.ts';
import { nameFromDisplayName } from '../../../core/names.ts';
import { suggestPilots, suggestShips } from '../catalog/suggest.ts';
import { type Refusal, refuse } from './refusal.ts';
import { isRefusal } from '../../../core/refusal.ts';
import { mimicsSoloName, nextShipName } from './ship-names.ts';
import { type Actor, findShip, type GameState, type ShipState } from './state.ts';
import { type Decision, mustBePlaying, ok, type Tools } from './decision.ts';
import { newShip } from './arrival.ts';

// /join and /ship add: which ship joins the game, of which chassis and pilot, or why not.

export interface JoinInput {
  readonly chassis: string;
  readonly pilot?: string | undefined;
  readonly name?: string | undefined;
}

function resolveChassis(catalog: Catalog, typed: string, preferFaction: FactionId): Refusal | Ship {
  const inFaction = catalog.findShip(typed, preferFaction);
  if (inFaction) return inFaction;
  const ids = catalog.resolveShipIds(typed);
  if (ids.length > 1) return refuse('ambiguous-chassis', { chassis: typed, options: ids.slice(0, 5).join(', ') });
  const ship = catalog.findShip(typed);
  return ship ?? refuse('unknown-chassis', { chassis: typed, suggestions: suggestShips(catalog, typed).join(', ') });
}

/**
 * Ruling R59: a chassis (or a pilot of a chassis) this game's edition lacks that another edition
 * flies: the refusal that says so and how to start a game of that edition; null if none does.
 */
function elsewhere(catalog: Catalog, others: readonly Catalog[], faction: FactionId, chassis: string, pilot?: string, sameFaction = false): Refusal | null {
  for (const other of others) {
    const ship = other.findShip(chassis, faction) ?? (sameFaction ? undefined : other.findShip(chassis));
    if (!ship || !other.legalShip(ship) || (sameFaction && ship.faction !== faction)) continue;
    const p = pilot ? other.pilot(ship, pilot) : undefined;
    if (pilot && (!p || !other.legal(p))) continue;
    return refuse('other-edition', { what: p ? `${p.name} (${ship.name})` : ship.name, edition: other.pin.id, here: catalog.pin.id });
  }
  return null;
}

/** The chassis and pilot a player typed; without a pilot, the lowest-initiative non-limited one. */
function pickShip(
  catalog: Catalog,
  state: GameState,
  input: { chassis: string; pilot?: string | undefined },
  side: ShipState['side'] = 'solo',
  others: () => readonly Catalog[] = () => [],
): Refusal | { chassis: Ship; pilot: Pilot } {
  // Players fly their own faction's ships, solo ships the enemy's.
  const faction = side === 'player' ? playerFactionOf(state) : state.faction;
  const chassis = resolveChassis(catalog, input.chassis, faction);
  if (isRefusal(chassis)) return (chassis.code === 'unknown-chassis' ? elsewhere(catalog, others(), faction, input.chassis) : null) ?? chassis;
  // Ruling R57: the players fly their own faction's ships; another faction's chassis is refused, naming theirs.
  if (side === 'player' && chassis.faction !== faction)
    return (
      // Another edition may fly it for the players' faction (the Rebels' Fang Fighter, xwa).
      elsewhere(catalog, others(), faction, input.chassis, undefined, true) ??
      refuse('wrong-faction', {
        chassis: chassis.name,
        faction: chassis.faction,
        players: faction,
        ships: catalog.ships
          .filter((s) => s.faction === faction && catalog.legalShip(s))
          .slice(0, 12)
          .map((s) => s.name)
          .join(', '),
      })
    );
  // The game's edition decides what may fly (XWA: standard or extended legal); the refusal says what may.
  if (!catalog.legalShip(chassis))
    return refuse('chassis-not-in-edition', {
      chassis: chassis.name,
      edition: catalog.pin.id,
      ships: catalog.ships
        .filter((s) => s.faction === chassis.faction && catalog.legalShip(s))
        .map((s) => s.name)
        .join(', '),
    });
  const fallback =
    side === 'player' ? defaultPlayerPilot(catalog, state, chassis) : (catalog.nonLimitedPilots(chassis)[0] ?? chassis.pilots.find((p) => catalog.legal(p)));
  const pilot = input.pilot ? catalog.pilot(chassis, input.pilot) : fallback;
  if (pilot && !catalog.legal(pilot)) return refuse('pilot-not-in-edition', catalog.notInEdition(chassis, pilot));
  const onlyElsewhere = !pilot && input.pilot ? elsewhere(catalog, others(), chassis.faction, chassis.id, input.pilot) : null;
  if (onlyElsewhere) return onlyElsewhere;
  if (!pilot)
    return refuse('unknown-pilot', {
      pilot: input.pilot ?? '',
      chassis: chassis.name,
      suggestions: suggestPilots(chassis, input.pilot ?? '').join(', '),
      pilots: chassis.pilots
        .slice(0, 8)
        .map((p) => p.name)
        .join(', '),
    });
  return { chassis, pilot };
}

export function joinGame(current: GameState | null, actor: Actor, input: JoinInput, tools: Tools): Decision<{ ship: ShipState }> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const picked = pickShip(tools.catalog, state, input, 'player', tools.otherEditions);
  if (isRefusal(picked)) return picked;
  const { chassis, pilot } = picked;
  // A display name may hold markdown, "@everyone", direction controls or nothing visible: the default name keeps only
  // what the name rules allow, and is `Pilot` when that is still refused, as when it reads as a solo ship's (rulings R70, R79).
  const wanted = input.name ? input.name.trim().slice(0, 32) || 'Pilot' : nameFromDisplayName(actor.userName, 32, 'Pilot', mimicsSoloName);
  const taken = input.name ? findShip(state, wanted) : undefined;
  // The ship the name would be taken for ("Fanny ✨" for "Fanny").
  if (taken) return refuse('name-taken', { name: taken.name });
  // A default name (the player's) that is taken gets the first free "-2", "-3"…
  let name = wanted;
  for (let n = 2; findShip(state, name); n++) name = `${wanted}-${n}`;
  const ship = newShip(
    name,
    { role: 'player', ship: chassis, pilotId: pilot.id, initiative: pilot.initiative, upgrades: [], ordnanceCharges: null },
    'player',
    actor.userId,
    'balanced',
  );
  return ok([{ t: 'ship-added', ship }], { ship });
}

export interface AddSoloInput {
  readonly chassis: string;
  readonly pilot?: string | undefined;
  /** Upgrade names or ids, comma-separated. */
  readonly upgrades?: string | undefined;
  readonly attitude?: Attitude | undefined;
}

export function addSoloShip(current: GameState | null, input: AddSoloInput, tools: Tools): Decision<{ ship: ShipState }> {
  const state = mustBePlaying(current);
  if (isRefusal(state)) return state;
  const picked = pickShip(tools.catalog, state, input, 'solo', tools.otherEditions);
  if (isRefusal(picked)) return picked;
  const { chassis, pilot } = picked;
  const attitude = input.attitude ?? (state.round > 1 ? 'offensive' : 'balanced');
  if (!ruleset(state.ruleset).attitudes.includes(attitude)) return refuse('bad-option', { option: 'attitude', value: attitude });
  const upgrades = parseUpgrades(tools.catalog, input.upgrades, pilot);
  if (isRefusal(upgrades)) return upgrades;
  const charges = startingCharges(tools.catalog, upgrades);
  const ship = newShip(
    nextShipName(state, chassis),
    {
      role: 'custom',
      ship: chassis,
      pilotId: pilot.id,
      initiative: pilot.initiative,
      upgrades,
      ordnanceCharges: ordnanceTotal(tools.catalog, upgrades, charges),
      charges,
    },
    'solo',
    null,
    attitude,
  );
  return ok([{ t: 'ship-added', ship }], { ship });
}
