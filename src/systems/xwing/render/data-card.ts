import type { Card } from '../../../core/message.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Strings } from '../strings/en.ts';

/** `/rules topic:data`: the edition and data version the channel's game plays. */
export function dataCard(t: Strings, catalog: Catalog): Card {
  const pilots = catalog.ships.reduce((n, s) => n + s.pilots.filter((p) => catalog.legal(p)).length, 0);
  return {
    title: t.editions.title,
    description: [t.editions.line(catalog), t.editions.counts(catalog.ships.length, pilots), t.editions.pinned].join('\n'),
    colour: 0x64748b,
    fields: [],
  };
}
