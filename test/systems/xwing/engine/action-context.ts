import { loadCatalog } from '../../../../src/systems/xwing/catalog/load.ts';
import type { ActionContext } from '../../../../src/systems/xwing/engine/index.ts';

const cat = loadCatalog();

/** What the action bar step reads of a ship: a balanced TIE/ln with nothing on it, but for `over`. */
export const actionContext = (over: Partial<ActionContext>): ActionContext => ({
  attitude: 'balanced',
  bar: cat.ship('galactic-empire', 'tielnfighter')!.actions,
  stressed: false,
  ionized: false,
  hasLockHeaderWeapon: false,
  inactiveOrdnanceCharge: null,
  actionDamage: false,
  ...over,
});
