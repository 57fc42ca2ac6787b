import type { Locale } from '../../../../core/locale.ts';
import { wordRefusal, type Refusal } from '../../../../core/refusal.ts';
import type { ExitCode, LeaveEdge } from '../../play/state.ts';
import { campaignPlayStrings } from '../mission/campaign-play.ts';
import { withCommandsShown } from '../../../../core/localize.ts';
import { CAMPAIGN_PARTS_FR } from './fr.ts';

// The words of a mission game's own events (mission/events.ts): their line in `/game log`
// and what /undo takes back, in English and French; and the mission refusals that name a
// campaign asset. The French table is typed as the English one.

const missionEventsEn = {
  log: {
    left: (ship: string, edge: LeaveEdge | null, via: 'maneuver' | 'jump', code: ExitCode) =>
      `🏁 Left ${via === 'jump' ? 'by a jump' : `over edge ${edge}`}: ${ship}, ${code}.`,
    role: (ships: readonly string[], role: string) => `${ships.join(', ')} become ${role}.`,
    scanned: (ship: string, marker: number) => `📡 Marker M${marker} scanned: ${ship}.`,
    mine: (ships: readonly string[]) => `💣 A mine detonates: ${ships.join(', ')} roll.`,
    turbolaser: (ships: readonly string[]) => `🔫 A turbolaser fires: ${ships.join(', ')} roll.`,
    tracking: (ship: string, tokens: number) => `🌀 Tracking tokens on ${ship}: ${tokens}.`,
    vetReroll: (ship: string) => `🎲 VET reroll used: ${ship}.`,
    damage: (ship: string, cards: number) => `Damage cards on ${ship}: ${cards}.`,
    reinforcements: (rolls: readonly string[]) => `Reinforcements dice: ${rolls.join(', ')}.`,
  },
  /** What /undo takes back. */
  undo: {
    left: (ship: string) => `${ship} leaving the play area`,
    role: (ships: readonly string[]) => `the new role of ${ships.join(', ')}`,
    scanned: (ship: string, marker: number) => `${ship}'s scan of marker M${marker}`,
    mine: 'the mine',
    turbolaser: 'the turbolaser strike',
    tracking: (ship: string) => `${ship}'s tracking token`,
    vetReroll: (ship: string) => `${ship}'s VET reroll`,
    damage: (ship: string) => `${ship}'s damage cards`,
    reinforcements: 'the Reinforcements dice',
  },
  /** A mission refusal that names an asset (§7.2, C87). */
};

export type MissionEventStrings = typeof missionEventsEn;

const missionEventsFr: MissionEventStrings = {
  log: {
    left: (ship, edge, via, code) => `🏁 Sortie de la zone ${via === 'jump' ? 'par un saut' : `par le bord ${edge}`} : ${ship}, ${code}.`,
    role: (ships, role) => `${ships.join(', ')} passent ${role}.`,
    scanned: (ship, marker) => `📡 Marqueur M${marker} scanné : ${ship}.`,
    mine: (ships) => `💣 Une mine explose : ${ships.join(', ')} lancent les dés.`,
    turbolaser: (ships) => `🔫 Un turbolaser tire : ${ships.join(', ')} lancent les dés.`,
    tracking: (ship, tokens) => `🌀 Jetons de pistage sur ${ship} : ${tokens}.`,
    vetReroll: (ship) => `🎲 Relance de VÉTÉRAN utilisée : ${ship}.`,
    damage: (ship, cards) => `Cartes de dégât sur ${ship} : ${cards}.`,
    reinforcements: (rolls) => `Dés de renforts : ${rolls.join(', ')}.`,
  },
  undo: {
    left: (ship) => `la sortie de ${ship} de la zone de jeu`,
    role: (ships) => `le nouveau rôle de ${ships.join(', ')}`,
    scanned: (ship, marker) => `le scan du marqueur M${marker} par ${ship}`,
    mine: 'la mine',
    turbolaser: 'le tir de turbolaser',
    tracking: (ship) => `le jeton de pistage de ${ship}`,
    vetReroll: (ship) => `la relance de VÉTÉRAN de ${ship}`,
    damage: (ship) => `les cartes de dégât de ${ship}`,
    reinforcements: 'les dés de renforts',
  },
};

const TABLES: Readonly<Record<Locale, MissionEventStrings>> = { en: missionEventsEn, fr: withCommandsShown(missionEventsFr, CAMPAIGN_PARTS_FR) };

export function missionEventStrings(locale: Locale): MissionEventStrings {
  return TABLES[locale];
}

/** A refusal of a mission game's decisions (mission/in-game.ts), in words; undefined for codes it does not know. */
export function missionRefusal(r: Refusal, locale: Locale): string | undefined {
  return wordRefusal(campaignPlayStrings(locale).refusals, r);
}
