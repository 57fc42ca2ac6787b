import type { WebStrings } from './en.ts';

export const fr: WebStrings = {
  lang: 'fr',
  title: 'Table en direct',
  noGame: 'Il n’y a encore ni partie ni campagne dans ce salon. Cette page en montre une dès qu’elle commence.',
  live: 'En direct : cette page suit la partie.',
  reconnecting: 'Connexion perdue : reconnexion…',
  forbidden: 'Ce lien n’est pas valable : il a été modifié ou il a expiré. Demandez-en un nouveau au bot avec /game board.',
};
