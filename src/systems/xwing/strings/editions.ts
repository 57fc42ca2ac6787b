import type { Catalog } from '../catalog/catalog.ts';

// The words for the data editions (/rules data, the set-up card's footer), in both languages.

type EditionWords = {
  readonly name: (c: Catalog) => string;
  readonly line: (c: Catalog) => string;
  readonly title: string;
  readonly pinned: string;
  readonly counts: (ships: number, pilots: number) => string;
};

const short = (commit: string) => commit.slice(0, 7);
const points = (c: Catalog, word: string) => (c.pin.points ? ` · ${word} ${c.pin.points}${c.effective ? ` (${c.effective})` : ''}` : '');

export const enEditions: EditionWords = {
  name: (c) => (c.pin.id === 'xwa' ? 'X-Wing Alliance 2.5 (xwa)' : 'X-Wing 2.0, FFG (2.0)'),
  line: (c) => `Data: ${enEditions.name(c)} · xwing-data2 ${c.source.version} ${short(c.source.commit)}${points(c, 'XWA points')}`,
  title: "This game's ship data",
  pinned: 'Pinned when the game (or its campaign) started: it keeps this data for its whole life, whatever data the bot ships later.',
  counts: (ships, pilots) => `${ships} ship files, ${pilots} pilots.`,
};

export const frEditions: EditionWords = {
  name: (c) => (c.pin.id === 'xwa' ? 'X-Wing Alliance 2.5 (xwa)' : 'X-Wing 2.0, FFG (2.0)'),
  line: (c) => `Données : ${frEditions.name(c)} · xwing-data2 ${c.source.version} ${short(c.source.commit)}${points(c, 'points XWA')}`,
  title: 'Les données de vaisseaux de cette partie',
  pinned: 'Fixées au début de la partie (ou de sa campagne) : elle les garde toute sa vie, quelles que soient les données que le bot livre ensuite.',
  counts: (ships, pilots) => `${ships} fiches de vaisseau, ${pilots} pilotes.`,
};
