import type { Card, CardField } from '../../../core/message.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { weaponPriority } from '../engine/engagement.ts';
import { usableWeapons } from '../play/devices.ts';
import { profileOf } from '../play/decision.ts';
import { isActive, type GameState, type ShipState } from '../play/state.ts';
import type { Strings } from '../strings/en.ts';
import { attackerFields } from './game-cards.ts';

// `/attack attacker:X` alone: what the attacker fires and at whom, before
// anything is recorded; the defender and the damage are then picked with buttons.

/** The ships the attacker may attack: enemies in play, never itself. */
export function defendersFor(state: GameState, attacker: ShipState): ShipState[] {
  return state.ships.filter((s) => isActive(s) && s.name !== attacker.name && s.side !== attacker.side);
}

export function attackPreview(t: Strings, catalog: Catalog, state: GameState, attacker: ShipState): Card {
  const fields: CardField[] = [];
  // Spent special weapons are not offered.
  if (attacker.side === 'solo')
    fields.push(...attackerFields(t, attacker.name, weaponPriority(usableWeapons(catalog, attacker, profileOf(catalog, attacker).weapons))));
  fields.push({ name: t.attack.recordIt, value: t.attack.recordItText });
  return { title: t.attack.attacks(attacker.name), colour: 0x64748b, fields, footer: t.attack.defenders(defendersFor(state, attacker).length) };
}
