import type { Card, CardField } from '../../../core/message.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { TARGET_PRIORITY, weaponPriority } from '../engine/engagement.ts';
import { profileOf } from '../play/play.ts';
import { isActive, type GameState, type ShipState } from '../play/state.ts';
import type { Strings } from '../strings/en.ts';
import { weaponLine } from './game-cards.ts';

// `/attack attacker:X` alone (issue 12): what the attacker fires and at whom, before
// anything is recorded; the defender and the damage are then picked with buttons.

/** The ships the attacker may attack: enemies in play, never itself. */
export function defendersFor(state: GameState, attacker: ShipState): ShipState[] {
  return state.ships.filter((s) => isActive(s) && s.name !== attacker.name && s.side !== attacker.side);
}

export function attackPreview(t: Strings, catalog: Catalog, state: GameState, attacker: ShipState): Card {
  const fields: CardField[] = [];
  if (attacker.side === 'solo') {
    const weapons = weaponPriority(profileOf(catalog, attacker).weapons);
    fields.push({ name: `${attacker.name}'s weapons, in order`, value: weapons.map((w, i) => `${i + 1}. ${weaponLine(w)}`).join('\n') });
    fields.push({
      name: 'Target',
      value: `${TARGET_PRIORITY.map((p, i) => `${i + 1}. ${i ? 'otherwise ' : ''}${t.targetPriority(p)}`).join('\n')}\nNo valid target: the next weapon.`,
    });
  }
  fields.push({ name: 'Record it', value: 'Pick the defender below, then the damage cards it took (0 if the attack missed).' });
  return { title: `${attacker.name} attacks`, colour: 0x64748b, fields, footer: `Defenders in play: ${defendersFor(state, attacker).length}` };
}
