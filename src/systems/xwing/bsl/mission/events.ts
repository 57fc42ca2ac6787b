import { z } from 'zod';
import type { Decision as CoreDecision } from '../../../../core/system.ts';
import type { RngState } from '../../engine/dice.ts';
import type { AttackFace } from '../../engine/types.ts';
import { updateShip, type GameEvent } from '../../play/events.ts';
import { evolveWith } from '../../play/mission.ts';
import type { CampaignRole, GameState, ShipLeft, ShipState } from '../../play/state.ts';
import { attackFace, campaignRole, count, rng, rolls, shipLeft } from '../../schema.ts';

// A Big Shed League mission game's own events (big-shed-league.md §5.2–§5.4), added to the
// X-Wing game's log through the game's mission extension point (play/mission.ts). Their
// type strings and payloads are the ones stored since the game's schema version 3: old
// logs read unchanged.

export type MissionEvent =
  /** A ship left the play area: its edge, whether it jumped, and how it counts (§5.2). */
  | { readonly t: 'ship-left'; readonly ship: string; readonly left: ShipLeft }
  /** Solo ships take a new mission role (§5.3: a decoy runner becomes Line, C25; the AI Active withdraws); `tally` is their new target point. */
  | { readonly t: 'role-changed'; readonly ships: readonly string[]; readonly role: CampaignRole; readonly tally: string | null }
  /** Mission 1: an Active ship scanned an objective marker (§6.1). */
  | { readonly t: 'marker-scanned'; readonly ship: string; readonly marker: number }
  /** A mine detonated (Guarded Approach, C35): 3 attack dice for each ship at range 0–1, on the game's dice. */
  | { readonly t: 'mine-detonated'; readonly ships: readonly string[]; readonly rolls: readonly (readonly AttackFace[])[]; readonly rng: RngState }
  /** A turbolaser strike (Capital Ship Support, C36): 3 attack dice for each ship at range 1–2 in its arc. */
  | { readonly t: 'turbolaser-fired'; readonly ships: readonly string[]; readonly rolls: readonly (readonly AttackFace[])[]; readonly rng: RngState }
  /** A hyperdrive tracking token placed (§1.6): the ship's count after it. */
  | { readonly t: 'tracking-token-placed'; readonly ship: string; readonly tokens: number }
  /** A VET or ELITE pilot used its once-per-game reroll (C6). */
  | { readonly t: 'vet-reroll-used'; readonly ship: string }
  /** The damage cards a campaign ship has now (§5.4 `DamageSet`), read by `/campaign result`. */
  | { readonly t: 'damage-set'; readonly ship: string; readonly cards: number }
  /** The *Reinforcements* asset's dice at the end of an End Phase (§7.2, C35): one attack die per ship destroyed that round. */
  | { readonly t: 'reinforcements-rolled'; readonly rolls: readonly { readonly ship: string; readonly face: AttackFace }[]; readonly rng: RngState };

/** A mission game's log: the game's events and the mission's. */
export type MissionGameEvent = GameEvent | MissionEvent;

export type MissionDecision<V> = CoreDecision<MissionGameEvent, V>;

export const missionEventSchemas = [
  z.object({ t: z.literal('ship-left'), ship: z.string(), left: shipLeft }),
  z.object({ t: z.literal('role-changed'), ships: z.array(z.string()), role: campaignRole, tally: z.string().nullable() }),
  z.object({ t: z.literal('marker-scanned'), ship: z.string(), marker: z.number().int().min(1).max(5) }),
  z.object({ t: z.literal('mine-detonated'), ships: z.array(z.string()), rolls, rng }),
  z.object({ t: z.literal('turbolaser-fired'), ships: z.array(z.string()), rolls, rng }),
  z.object({ t: z.literal('tracking-token-placed'), ship: z.string(), tokens: count }),
  z.object({ t: z.literal('vet-reroll-used'), ship: z.string() }),
  z.object({ t: z.literal('damage-set'), ship: z.string(), cards: count }),
  z.object({ t: z.literal('reinforcements-rolled'), rolls: z.array(z.object({ ship: z.string(), face: attackFace })), rng }),
] as const;

const KINDS: ReadonlySet<string> = new Set(missionEventSchemas.map((s) => s.shape.t.value));

export const isMissionEvent = (e: { readonly t: string }): e is MissionEvent => KINDS.has(e.t);

/** A role's target point (§5.3): a tally marker under v0.2; under v0.1 (no tally markers) a lock on the same object. */
function aimAt(state: GameState, target: string | null): Pick<ShipState, 'tally'> | Pick<ShipState, 'locks'> {
  return state.ruleset === 'v0.1' ? { locks: target ? [target] : [] } : { tally: target };
}

export function evolveMission(state: GameState, e: MissionEvent): GameState {
  switch (e.t) {
    case 'ship-left':
      return updateShip(state, e.ship, (s) => ({ ...s, status: 'fled', left: e.left, pending: null }));
    case 'role-changed':
      return e.ships.reduce((st, name) => updateShip(st, name, (s) => ({ ...s, campaignRole: e.role, ...aimAt(st, e.tally) })), state);
    case 'marker-scanned': {
      if (!state.campaign) throw new Error('a scan outside a campaign game');
      return { ...state, campaign: { ...state.campaign, scans: [...state.campaign.scans, { marker: e.marker, ship: e.ship, round: state.round }] } };
    }
    case 'mine-detonated':
    case 'turbolaser-fired':
      return { ...state, rng: e.rng };
    case 'tracking-token-placed':
      return updateShip(state, e.ship, (s) => ({ ...s, tracking: { tokens: e.tokens, needed: s.tracking?.needed ?? 1 } }));
    case 'vet-reroll-used':
      return updateShip(state, e.ship, (s) => ({ ...s, vetReroll: false }));
    case 'damage-set':
      return updateShip(state, e.ship, (s) => ({ ...s, damageCards: e.cards }));
    case 'reinforcements-rolled':
      return { ...state, rng: e.rng };
  }
}

/** Applies one event of a mission game: the game's own or the mission's. */
export const evolveMissionGame = evolveWith<MissionEvent>({ owns: isMissionEvent, evolve: evolveMission });
