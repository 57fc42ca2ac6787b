// Limits that stop a hung test or child process from hanging the run. They are never what a
// test checks, so they are generous (a loaded two-core machine runs several times slower than
// a quiet one), and TEST_TIME_SCALE multiplies all of them on a host slower still.
const scale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

/** `ms`, scaled for this host. */
export const hangLimit = (ms: number): number => Math.round(ms * scale);

/** The default limit of one test or hook. */
export const TEST_LIMIT_MS = hangLimit(180_000);
