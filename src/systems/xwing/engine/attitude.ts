import type { Attitude, DefenseFace } from './types.ts';

// "Attitude track": Offensive <-> Balanced <-> Defensive, with Recovery off to the side.
export type ShiftTowards = Attitude;

export function shiftAttitude(current: Attitude, towards: ShiftTowards): Attitude {
  if (towards === 'recovery') return 'recovery';
  if (towards === 'balanced') return 'balanced';
  if (current === 'recovery') return 'balanced';
  if (current === towards) return current;
  if (current === 'balanced') return towards;
  return 'balanced'; // one step from the far end
}

/** Step 5: which way the final defense die shifts the attitude (ruling R11). */
export function shiftFromDefenseDie(face: DefenseFace, focusFromStep3B: boolean): ShiftTowards {
  if (face === 'evade') return 'defensive';
  if (face === 'blank') return 'offensive';
  return focusFromStep3B ? 'recovery' : 'balanced';
}

/** v0.1: the defense die names the attitude itself. */
export function attitudeOfDefenseDie(face: DefenseFace): Attitude {
  return face === 'evade' ? 'defensive' : face === 'blank' ? 'offensive' : 'balanced';
}

export type MarkerToken = 'shield-charge' | 'standard-charge';
export interface AttitudeMarker {
  readonly token: MarkerToken;
  readonly side: 'active' | 'inactive';
  /** The side's printed colour, as the source names it. */
  readonly printed: 'blue' | 'red' | 'gold';
  readonly colour: 'blue' | 'red' | 'gold';
  /** Embed colour for the card. */
  readonly rgb: number;
}

export const ATTITUDE_MARKERS: Readonly<Record<Attitude, AttitudeMarker>> = {
  offensive: { token: 'shield-charge', side: 'inactive', printed: 'blue', colour: 'blue', rgb: 0x3b82f6 },
  defensive: { token: 'shield-charge', side: 'active', printed: 'red', colour: 'red', rgb: 0xdc2626 },
  balanced: { token: 'standard-charge', side: 'active', printed: 'gold', colour: 'gold', rgb: 0xeab308 },
  // Ruling R20: the colour players see wins; Recovery is red on a card, not brown.
  recovery: { token: 'standard-charge', side: 'inactive', printed: 'red', colour: 'red', rgb: 0xb91c1c },
};

export interface RoundRecord {
  readonly attacks: number;
  readonly defenses: number;
}

/** v0.2 shifts outside the approach ("Other v0.2 shifts"). */
export function afterAttacking(current: Attitude, damageCardsDealt: number): Attitude {
  return damageCardsDealt >= 1 ? shiftAttitude(current, 'offensive') : current;
}

export function afterDefending(current: Attitude, damageCardsDealt: number): Attitude {
  return damageCardsDealt >= 1 ? shiftAttitude(current, 'defensive') : current;
}

/** End Phase checks, both made, "defended more than attacked" first (ruling R3). */
export function endPhaseShift(current: Attitude, round: RoundRecord): { attitude: Attitude; reasons: EndPhaseReason[] } {
  let attitude = current;
  const reasons: EndPhaseReason[] = [];
  if (round.defenses > round.attacks) {
    attitude = shiftAttitude(attitude, 'defensive');
    reasons.push('defended-more-than-attacked');
  }
  if (round.defenses === 0) {
    attitude = shiftAttitude(attitude, 'offensive');
    reasons.push('did-not-defend');
  }
  return { attitude, reasons };
}
export type EndPhaseReason = 'defended-more-than-attacked' | 'did-not-defend';
