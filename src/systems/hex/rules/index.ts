// The hex squadrons rules, pure: die codes, derived values, paths, the checker, squadrons.
export * from './terms.ts';
export * from './die-code.ts';
export * from './stats.ts';
export * from './hex-grid.ts';
export * from './path.ts';
export * from './dead-stop.ts';
export * from './check.ts';
export * from './squadron.ts';
