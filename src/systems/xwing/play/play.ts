// The moves of play, each in the file named for what it decides. The commands import them
// from here; src/ and the tests import each from its own file.

export type { Actor } from './state.ts';
export { mustBePlaying, shipByName, canChange, changeableShip, profileOf, type Tools, type Decision } from './decision.ts';
export { TALLY_POSITIONS, tallyToChart, type TallyPosition } from './tally.ts';
export { effectiveHull, destroyedByDamage } from './hull.ts';
export { turnCheck } from './turn-check.ts';
export { newShip, type ArrivalView } from './arrival.ts';
export { startGame, type StartInput, type StartView } from './game-start.ts';
export { joinGame, addSoloShip, type JoinInput, type AddSoloInput } from './joining.ts';
export { activate, ARC_AND_SIDE, answerPending, type ActivateInput, type ActivateView, type AnswerInput } from './activation.ts';
export { changeShip, rollAttitude, type ShipChange, type ShipChangeView, type AttitudeRollView } from './ship-changes.ts';
export { recordAttack, type AttackView } from './attack.ts';
export { nextRound, type RoundView } from './round.ts';
export { detectEnd, endGame } from './game-end.ts';
