// The rules engine: pure functions over plain data (no Discord, no SQLite, no clock,
// no global randomness). Adapters and the app layer import from here.
export * from './types.ts';
export * from './dice.ts';
export * from './chart-entry.ts';
export * from './charts.ts';
export * from './ruleset.ts';
export * from './select-maneuver.ts';
export * from './attitude.ts';
export * from './approach.ts';
export * from './actions.ts';
export * from './engagement.ts';
export * from './tokens.ts';
