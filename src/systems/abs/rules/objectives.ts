import { byIdNumber } from './choice.ts';

// Which objectives an IC may pick. "Carried tokens don't count as objectives."

export interface ObjectiveFacts {
  readonly id: string;
  readonly table: number;
  readonly inPlay: boolean;
  readonly carried: boolean;
  readonly contractExhausted: boolean;
}

/** A12: at deployment, in play and not carried on the jump point's table; exhaustion does not matter. */
export function deploymentCandidates(objectives: readonly ObjectiveFacts[], table: number): string[] {
  return objectives
    .filter((o) => o.table === table && o.inPlay && !o.carried)
    .map((o) => o.id)
    .sort(byIdNumber);
}

/** A20: at activation, also only objectives of a non-exhausted contract. */
export function activationCandidates(objectives: readonly ObjectiveFacts[], table: number): string[] {
  return objectives
    .filter((o) => o.table === table && o.inPlay && !o.carried && !o.contractExhausted)
    .map((o) => o.id)
    .sort(byIdNumber);
}
