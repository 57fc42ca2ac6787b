import { partNamesOf, withCommandsShown, type PartNames } from './localize.ts';
import { CORE_COMMANDS_FR } from './command-words.ts';
import type { Locale } from './locale.ts';
import type { OptionProblem } from './option-problem.ts';
import { wordRefusal, type CoreForbiddenAction, type CoreRefusalParams, type Refusal, type RefusalWords } from './refusal.ts';

// The core's own words, per language: refusals any system can meet, and the dispatcher's replies.

type CoreRefusalWords = RefusalWords<CoreRefusalParams>;

/** The core's commands as a French client names them, for the words that mention them. */
export const CORE_PARTS_FR: PartNames = partNamesOf(CORE_COMMANDS_FR);

/** What a user without the right may not do (`forbidden`), as the end of "… can …". */
const FORBIDDEN_EN: Readonly<Record<CoreForbiddenAction, string>> = {
  undo: "Only the game's owner or someone with Manage Channels can undo.",
  close: "Only whoever started it or someone with Manage Channels can close this channel's game or campaign.",
};
const FORBIDDEN_FR: Readonly<Record<CoreForbiddenAction, string>> = {
  undo: 'Seul le propriétaire de la partie ou une personne ayant « Gérer les salons » peut annuler.',
  close: 'Seuls la personne qui l’a lancée et celles ayant « Gérer les salons » peuvent clore la partie ou la campagne de ce salon.',
};

const REFUSALS_EN: CoreRefusalWords = {
  'no-game': () => 'There is no game in this channel yet. `/help` lists how to start one.',
  'other-system': (p) => `This channel is playing ${p.system}, not ${p.wanted}. Finish it (or use another channel or thread) first.`,
  'game-exists': (p) => `This channel already has a game of ${p.system} going. End it first, or use another channel or thread.`,
  duplicate: () => 'That command was already applied.',
  // A system's forbidden action the system did not word: said without it rather than as a code.
  forbidden: (p) => FORBIDDEN_EN[p.action] ?? "Only the game's owner or someone with Manage Channels can do that.",
  'nothing-to-undo': () => 'Nothing to undo: the game has only just started.',
  'stale-button': () => 'That button is out of date: the game has moved on.',
  'closed-in-campaign': () => "This game has ended and its result is in the campaign's record: it can't be undone.",
  'no-campaign': () => 'There is no campaign in this channel.',
  'campaign-exists': () => 'This channel already has a campaign going.',
  'too-many-owned': (p) => `You already run ${p.max} games and campaigns at once (in this server or others): finish or /close one first.`,
};

const REFUSALS_FR: CoreRefusalWords = {
  'no-game': () => 'Il n’y a pas encore de partie dans ce salon. `/help` explique comment en lancer une.',
  'other-system': (p) => `Ce salon joue à ${p.system}, pas à ${p.wanted}. Terminez d’abord cette partie (ou utilisez un autre salon ou fil).`,
  'game-exists': (p) => `Ce salon a déjà une partie de ${p.system} en cours. Terminez-la d’abord, ou utilisez un autre salon ou fil.`,
  duplicate: () => 'Cette commande a déjà été appliquée.',
  forbidden: (p) => FORBIDDEN_FR[p.action] ?? 'Seul le propriétaire de la partie ou une personne ayant « Gérer les salons » peut faire cela.',
  'nothing-to-undo': () => 'Rien à annuler : la partie vient de commencer.',
  'stale-button': () => 'Ce bouton est périmé : la partie a avancé.',
  'closed-in-campaign': () => 'Cette partie est terminée et son résultat est inscrit dans la campagne : impossible de l’annuler.',
  'no-campaign': () => 'Il n’y a pas de campagne dans ce salon.',
  'campaign-exists': () => 'Ce salon a déjà une campagne en cours.',
  'too-many-owned': (p) =>
    `Vous menez déjà ${p.max} parties et campagnes à la fois (sur ce serveur ou d’autres) : terminez-en une, ou faites-la clore, d’abord.`,
};

const REFUSALS: Readonly<Record<Locale, CoreRefusalWords>> = { en: REFUSALS_EN, fr: withCommandsShown(REFUSALS_FR, CORE_PARTS_FR) };
const UNKNOWN_REFUSAL: Readonly<Record<Locale, string>> = { en: "That can't be done.", fr: 'Impossible.' };

/** A refusal in the core's words: its own codes with their parameters, any other code as a plain "can't". */
export function coreRefusalText(r: Refusal, locale: Locale): string {
  return wordRefusal(REFUSALS[locale], r) ?? UNKNOWN_REFUSAL[locale];
}

const EN_TEXT = {
  unknownButton: 'That button is no longer in use.',
  unknownCommand: (name: string) => `I don't know \`/${name}\`. Try \`/help\`.`,
  failed: (ref: string) => `Something went wrong on my side (ref \`${ref}\`). Your command was not applied if it failed before saving; the game is as it was.`,
  staleForm: 'That form is no longer in use.',
  /** The database failed in a way the user can act on (src/core/storage-failure.ts). */
  storage: {
    full: 'The bot’s storage is full, so nothing was changed. Tell the bot’s host; try again once space is freed.',
    unavailable: 'The database is not answering right now, so nothing was changed. Try again in a moment.',
    uncertain: 'The database did not confirm your command in time: it may have been saved. Check the game before trying again.',
  },
  /** An announcement shown later than it happened (no interaction could carry it then): the time it happened, in the reader's own time zone. */
  happenedAt: (unixSeconds: number) => `🕒 <t:${unixSeconds}:t>:`,
  cannotPost: (permission: string, owner: string | null) =>
    `⚠️ ${owner ? `<@${owner}>, I` : 'I'} can't post in this channel by myself (missing permission: ${permission}), so this comes as a reply. Someone with Manage Channels can grant it to me.`,
  /** parseOptions: what is wrong with an option, named, with what was typed and what is wanted. */
  optionProblem: (p: OptionProblem): string => {
    switch (p.code) {
      case 'missing':
        return `Missing \`${p.option}\`${p.message ? `: ${p.message}` : '.'}`;
      case 'bad':
        return `Bad \`${p.option}\`${p.shown !== undefined ? ` (${p.shown})` : ''}: ${p.message}`;
      case 'unreadable':
        return p.message || 'Bad options.';
    }
  },
  /** parseOptions: what an option's schema checks, when the schema has no words of its own. */
  optionIssue: {
    oneOf: (values: string) => `use one of ${values}`,
    number: 'give a number',
    text: 'give some text',
    yesNo: 'give true or false',
    atLeast: (n: string) => `it must be at least ${n}`,
    atMost: (n: string) => `it must be at most ${n}`,
    notEmpty: 'it cannot be empty',
    shortest: (n: string) => `at least ${n} characters`,
    longest: (n: string) => `at most ${n} characters`,
    /** A whole number beyond what the option's bounds, or a number, can hold (the option names no bound of its own). */
    tooLarge: 'that number is too large',
    tooSmall: 'that number is too small',
    /** Any other value the option does not take. */
    other: 'that value does not fit this option',
  },
  nameProblem: (problem: string, max: number) =>
    ({
      empty: 'a name cannot be empty',
      'too-long': `a name has at most ${max} characters`,
      characters: 'a name may not hold @ # : ` * _ ~ | > \\ < [ ] ( ) { }, control or private characters',
      bidi: 'a name may not hold right-to-left or other direction controls (they make it show as something else)',
      invisible: 'a name must have something visible in it',
      mimic: 'that reads as the name of one of the bot’s ships: choose another',
    })[problem] ?? 'choose another name',
  /** /undo's public reply and the note on the card it took back. */
  tookBack: (what: string, reopened: boolean) => `↩️ Took back ${what}.${reopened ? ' The game is no longer over: play on.' : ''}`,
  takenBack: (user: string) => `↩️ **Taken back** by <@${user}> with \`/undo\`.`,
  /** Fair use (src/core/fair-use.ts): over the user's or the channel's command budget. */
  slowDown: (seconds: number) => `Slow down: too many commands at once. Try again in ${seconds} s.`,
  /** Above a closed campaign shown to a moderator or its owner (ruling C103). */
  closedCampaign: "This channel's campaign was closed: here it is as it was kept (only a moderator and its owner see it).",
  /** A stored game or campaign that could not be read was retired (src/core/unit-of-work.ts: setAside). */
  setAside: (what: 'game' | 'campaign', id: number) =>
    `The ${what} stored in this channel could not be read, so it was set aside: it is kept (${what} ${id}) but no longer holds the channel. Start a new one here; to have it looked at, give the bot's host its number, ${id}.`,
  /** The process has more work waiting than it can answer in time (src/core/admission.ts). */
  busy: (seconds: number) => `I'm busy right now, so nothing was done. Try again in ${seconds} s.`,
  liveTable: 'Live table',
  closed: (what: 'game' | 'campaign', user: string) =>
    `🛑 <@${user}> ended this channel's ${what} with \`/close\`: it is kept as history, and the channel is free for a new one.`,
};
export type CoreText = typeof EN_TEXT;

const FR_TEXT: CoreText = {
  unknownButton: 'Ce bouton ne sert plus.',
  unknownCommand: (name: string) => `Je ne connais pas \`/${name}\`. Essayez \`/help\`.`,
  failed: (ref: string) =>
    `Quelque chose s’est mal passé de mon côté (réf. \`${ref}\`). Votre commande n’a pas été appliquée si l’échec a eu lieu avant l’enregistrement ; la partie est telle qu’elle était.`,
  staleForm: 'Ce formulaire ne sert plus.',
  storage: {
    full: 'Le stockage du bot est plein : rien n’a été modifié. Prévenez l’hébergeur du bot ; réessayez une fois de la place libérée.',
    unavailable: 'La base de données ne répond pas pour le moment : rien n’a été modifié. Réessayez dans un instant.',
    uncertain: 'La base de données n’a pas confirmé votre commande à temps : elle a peut-être été enregistrée. Vérifiez la partie avant de réessayer.',
  },
  happenedAt: (unixSeconds: number) => `🕒 <t:${unixSeconds}:t> :`,
  cannotPost: (permission: string, owner: string | null) =>
    `⚠️ ${owner ? `<@${owner}>, je` : 'Je'} ne peux pas publier seul dans ce salon (permission manquante : ${permission}), d’où cette réponse. Une personne ayant « Gérer les salons » peut me l’accorder.`,
  optionProblem: (p: OptionProblem): string => {
    switch (p.code) {
      case 'missing':
        return `Option \`${p.option}\` manquante${p.message ? ` : ${p.message}` : '.'}`;
      case 'bad':
        return `Option \`${p.option}\` incorrecte${p.shown !== undefined ? ` (${p.shown})` : ''} : ${p.message}`;
      case 'unreadable':
        return p.message || 'Options incorrectes.';
    }
  },
  optionIssue: {
    oneOf: (values: string) => `choisissez parmi ${values}`,
    number: 'donnez un nombre',
    text: 'donnez un texte',
    yesNo: 'donnez true ou false',
    atLeast: (n: string) => `au moins ${n}`,
    atMost: (n: string) => `au plus ${n}`,
    notEmpty: 'ne peut pas être vide',
    shortest: (n: string) => `${n} caractères au moins`,
    longest: (n: string) => `${n} caractères au plus`,
    tooLarge: 'ce nombre est trop grand',
    tooSmall: 'ce nombre est trop petit',
    other: 'cette valeur ne convient pas à cette option',
  },
  nameProblem: (problem: string, max: number) =>
    ({
      empty: 'un nom ne peut pas être vide',
      'too-long': `un nom a ${max} caractères au plus`,
      characters: 'un nom ne peut pas contenir @ # : ` * _ ~ | > \\ < [ ] ( ) { }, ni caractère de contrôle ou privé',
      bidi: 'un nom ne peut pas contenir de caractère de sens d’écriture (droite-à-gauche…) : il s’afficherait autrement',
      invisible: 'un nom doit contenir quelque chose de visible',
      mimic: 'ce nom se lit comme celui d’un des vaisseaux du bot : choisissez-en un autre',
    })[problem] ?? 'choisissez un autre nom',
  tookBack: (what: string, reopened: boolean) => `↩️ Annulé : ${what}.${reopened ? ' La partie n’est plus terminée : jouez.' : ''}`,
  takenBack: (user: string) => `↩️ **Annulé** par <@${user}> avec \`/undo\`.`,
  slowDown: (seconds: number) => `Doucement : trop de commandes à la fois. Réessayez dans ${seconds} s.`,
  closedCampaign: 'La campagne de ce salon a été close : la voici telle qu’elle est conservée (seuls les modérateurs et la personne qui l’a lancée la voient).',
  setAside: (what: 'game' | 'campaign', id: number) =>
    `${what === 'game' ? 'La partie enregistrée' : 'La campagne enregistrée'} dans ce salon est illisible : elle a été mise de côté. Elle est conservée (n° ${id}) mais n’occupe plus le salon. Lancez-en une nouvelle ici ; pour la faire examiner, donnez son numéro, ${id}, à l’hébergeur du bot.`,
  busy: (seconds: number) => `Je suis occupé pour l’instant : rien n’a été fait. Réessayez dans ${seconds} s.`,
  liveTable: 'Table en direct',
  closed: (what: 'game' | 'campaign', user: string) =>
    `🛑 <@${user}> a terminé ${what === 'game' ? 'la partie' : 'la campagne'} de ce salon avec \`/close\` : elle est gardée dans l’historique, et le salon est libre pour une nouvelle.`,
};

const TEXTS: Readonly<Record<Locale, CoreText>> = { en: EN_TEXT, fr: withCommandsShown(FR_TEXT, CORE_PARTS_FR) };

export function coreText(locale: Locale): CoreText {
  return TEXTS[locale];
}
