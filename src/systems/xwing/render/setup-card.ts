import type { Catalog } from '../catalog/catalog.ts';
import type { FactionId } from '../catalog/schema.ts';
import { INTRO_FACTION_TABLE, UPGRADE_NAMES, type SquadOption } from '../play/intro.ts';
import { DEFAULT_SETUP } from '../play/variants.ts';
import type { StartView } from '../play/play.ts';
import type { CardField } from '../../../core/message.ts';

// The introductory scenario's Set-Up as the v0.2 seed words it (issue 11, points 6, 8,
// 10 and 11): marker and obstacle orientation, placement order, the players' own
// faction's ships, and the other ship types the seed's table allows.

export function setupLines(): string {
  return [
    "3'×3' play area. Place 2 hyperspace markers at range 3 of each other and beyond range 3 of every edge, each with its crit side towards the player edge; no side of either marker points directly at the other marker.",
    'Place 6 obstacles beyond range 2 of any edge and beyond range 1 of each other and of each marker, turned so that no deployment side of either marker points directly at an obstacle.',
    'Players are first player: player ships act before solo ships of equal initiative.',
    'Place all player ships and the 2 Patrol ships in ascending initiative order: player ships within range 1 of the player edge, Patrol ships where rolled below.',
  ].join('\n');
}

function optionName(catalog: Catalog, o: SquadOption): string {
  const ship = catalog.ship(o.faction, o.ship)?.name ?? o.ship;
  const ups = (o.upgrades ?? []).map((id) => catalog.upgrade(id)?.name ?? UPGRADE_NAMES[id] ?? id);
  return ups.length ? `${ship} (${ups.join(', ')})` : ship;
}

/** The seed's table row for a faction: every ship type it names for a role. */
export function tableOptions(catalog: Catalog, faction: FactionId, role: 'patrol' | 'reinforcement' | 'player'): string {
  return INTRO_FACTION_TABLE[faction][role].map((o) => optionName(catalog, o)).join(' or ');
}

export function playerSquadLine(catalog: Catalog, view: StartView): string {
  const sug = view.suggestion!;
  const faction = view.state.playerFaction;
  const others = INTRO_FACTION_TABLE[faction].player.length > 1 ? ` The table also allows: ${tableOptions(catalog, faction, 'player')}.` : '';
  return (
    `${catalog.factionName(faction)}: 2 × ${sug.low.ship.name}: ${sug.high.pilot.name} (I${sug.high.pilot.initiative}) and ${sug.low.pilot.name} (I${sug.low.pilot.initiative}).${others}` +
    ` Each player types \`/join ship:<chassis>\` (the first of a type gets the lowest-initiative pilot, the second the highest) or names a \`pilot:\`.`
  );
}

const GROUP_NAMES = { 'patrol-1': 'Patrol wave 1', 'patrol-2': 'Patrol wave 2', reinforcement: 'Reinforcements', enemy: 'Enemy squad' } as const;

/** The seed's squad building for a custom game (issue 11, point 12; ruling R34). */
export function byPointsField(b: NonNullable<StartView['byPoints']>): CardField {
  const lines = b.groups.map((g) => {
    const ships = g.ships.map((s) => `${s.count} × ${s.ship.name} (${s.pilot.name}, ${s.pilot.cost} pts)`).join(' + ') || 'no ship fits';
    return `${GROUP_NAMES[g.name]} (aim ${g.target.min}-${g.target.max}): ${ships} = ${g.total} pts`;
  });
  const how =
    b.size === 'standard'
      ? '125-150 enemy points per 100 player points.'
      : 'Patrol waves of about half your total each, Reinforcements slightly less than your total (not all may be used).';
  return { name: `Enemy squad by points (you: ${b.points} pts)`, value: `${lines.join('\n')}\n${how} No upgrades. Add them with \`/ship add\`.` };
}

export function setupFields(catalog: Catalog, view: StartView): CardField[] {
  const enemy = view.state.faction;
  const setup = view.state.setup ?? DEFAULT_SETUP;
  const row = INTRO_FACTION_TABLE[enemy];
  const fields: CardField[] = [
    { name: 'Set up the table', value: setupLines() },
    { name: 'Player squad', value: playerSquadLine(catalog, view) },
    {
      name: "The seed's ship types",
      value:
        `Patrol: ${tableOptions(catalog, enemy, 'patrol')}. Reinforcement: ${tableOptions(catalog, enemy, 'reinforcement')}.` +
        ` Flying: ${optionName(catalog, row.patrol[setup.patrol]!)} and ${optionName(catalog, row.reinforcement[setup.reinforcement]!)}` +
        ' (choose with `/game start … patrol:<ship> reinforcement:<ship>`, or `random`).',
    },
  ];
  const ace = setup.ace ? view.arrivals[1]?.ship : undefined;
  if (ace)
    fields.push({
      name: 'Enemy ace',
      value: `${ace.name} flies a limited pilot and hunts one of you: as it arrives it locks the nearest player ship (\`/ship lock ship:${ace.name} target:<ship>\`), so that ship is always its tally.`,
    });
  const transport = view.transport;
  if (transport)
    fields.push({
      name: 'Escaping transport',
      value: `${transport.name} (${catalog.ship(transport.faction, transport.chassis)?.name ?? transport.chassis}) starts in a corner of the play area${view.state.ruleset === 'v0.1' ? '' : ', in Recovery'}, locked on the opposite corner: its tally. It flies there to flee; stop it (\`/ship fled ship:${transport.name}\` if it escapes).`,
    });
  return fields;
}
