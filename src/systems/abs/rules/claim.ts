// End Phase: Claim Jump (reference "End Phase: Claim Jump").

export interface ClaimOutcome {
  readonly discarded: boolean;
  /** The contract's cards left after it, when tracked. */
  readonly cards: number | null;
  /** A24: at 0 cards the bot asks whether the contract is exhausted; it never decides. */
  readonly askExhausted: boolean;
}

/**
 * A24: the Mass of every ship within 3" of any of the contract's objectives, pooled; a
 * ship near two objectives counts once (the players' sums). The ICs must be strictly more.
 */
export function claimJump(icMass: number, friendlyMass: number, cards: number | null): ClaimOutcome {
  const discarded = icMass > friendlyMass;
  // A45: a deck already at 0 stays at 0, and the bot asks again.
  const after = cards === null ? null : discarded ? Math.max(0, cards - 1) : cards;
  return { discarded, cards: after, askExhausted: discarded && after === 0 };
}
