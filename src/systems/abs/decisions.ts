// The decisions of the A Billion Suns solo system: (state, input) → events and a view,
// or a refusal. Pure: the core loads the state, calls one, appends its events.

export * from './decisions/common.ts';
export * from './decisions/setup.ts';
export * from './decisions/arrivals.ts';
export * from './decisions/tactical.ts';
export * from './decisions/end.ts';
