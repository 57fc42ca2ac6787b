import type { Catalog } from '../catalog/catalog.ts';
import type { FactionId } from '../catalog/schema.ts';
import { INTRO_FACTION_TABLE, UPGRADE_NAMES, type SquadOption } from '../play/intro.ts';
import { DEFAULT_SETUP } from '../play/variants.ts';
import type { StartView } from '../play/game-start.ts';
import type { CardField } from '../../../core/message.ts';
import type { Strings } from '../strings/en.ts';

// The introductory scenario's Set-Up as the v0.2 seed words it: marker and obstacle orientation, placement order, the players' own
// faction's ships, and the other ship types the seed's table allows.

/** The seed's table row for a faction: every ship type it names for a role. */
export function tableOptions(t: Strings, catalog: Catalog, faction: FactionId, role: 'patrol' | 'reinforcement' | 'player'): string {
  return INTRO_FACTION_TABLE[faction][role].map((o) => optionName(catalog, o)).join(t.setup.or);
}

function optionName(catalog: Catalog, o: SquadOption): string {
  const ship = catalog.ship(o.faction, o.ship)?.name ?? o.ship;
  const ups = (o.upgrades ?? []).map((id) => catalog.upgrade(id)?.name ?? UPGRADE_NAMES[id] ?? id);
  return ups.length ? `${ship} (${ups.join(', ')})` : ship;
}

export function playerSquadLine(t: Strings, catalog: Catalog, view: StartView): string {
  const sug = view.suggestion!;
  const faction = view.state.playerFaction;
  const others = INTRO_FACTION_TABLE[faction].player.length > 1 ? tableOptions(t, catalog, faction, 'player') : '';
  return t.setup.playerSquadText(
    t.faction(faction),
    sug.low.ship.name,
    sug.high.pilot.name,
    sug.high.pilot.initiative,
    sug.low.pilot.name,
    sug.low.pilot.initiative,
    others,
  );
}

/** The seed's squad building for a custom game (ruling R34). */
export function byPointsField(t: Strings, b: NonNullable<StartView['byPoints']>): CardField {
  const lines = b.groups.map((g) => {
    const ships = g.ships.map((s) => t.setup.groupShip(s.count, s.ship.name, s.pilot.name, s.pilot.cost)).join(' + ') || t.setup.noShipFits;
    return t.setup.groupLine(t.setup.group(g.name), g.target.min, g.target.max, ships, g.total);
  });
  const how = b.size === 'standard' ? t.setup.standardHow : t.setup.introHow;
  return { name: t.setup.byPoints(b.points), value: `${lines.join('\n')}\n${how} ${t.setup.noUpgrades}` };
}

export function setupFields(t: Strings, catalog: Catalog, view: StartView): CardField[] {
  const enemy = view.state.faction;
  const setup = view.state.setup ?? DEFAULT_SETUP;
  const row = INTRO_FACTION_TABLE[enemy];
  const fields: CardField[] = [
    { name: t.setup.tableTitle, value: t.setup.lines.join('\n') },
    { name: t.setup.playerSquad, value: playerSquadLine(t, catalog, view) },
    {
      name: t.setup.seedShips,
      value: t.setup.seedShipsText(
        tableOptions(t, catalog, enemy, 'patrol'),
        tableOptions(t, catalog, enemy, 'reinforcement'),
        optionName(catalog, row.patrol[setup.patrol]!),
        optionName(catalog, row.reinforcement[setup.reinforcement]!),
      ),
    },
  ];
  const ace = setup.ace ? view.arrivals[1]?.ship : undefined;
  if (ace) fields.push({ name: t.setup.ace, value: t.setup.aceText(ace.name) });
  const transport = view.transport;
  if (transport)
    fields.push({
      name: t.setup.transport,
      value: t.setup.transportText(
        transport.name,
        catalog.ship(transport.faction, transport.chassis)?.name ?? transport.chassis,
        view.state.ruleset === 'v0.1',
      ),
    });
  return fields;
}
