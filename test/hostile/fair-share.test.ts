import { expect, test } from 'vitest';
import { BUCKETS_MAX, FAIR_USE_LIMITS, FairUse } from '../../src/core/fair-use.ts';

// A channel's budget is shared (ruling C100): a few users sending as fast as their own budgets
// allow cannot shut everyone else out of the channel, and the budgets kept in memory are
// bounded, whatever the crowd. The clock is the test's and stands still unless moved.

const as = (id: string, channelId = 'table') => ({ user: { id, name: id }, channelId });

test('five users hammering a channel leave its reserve to the others', () => {
  const now = 1_000_000;
  const fair = new FairUse(FAIR_USE_LIMITS, () => now);
  const crowd = ['u1', 'u2', 'u3', 'u4', 'u5'];
  let admitted = 0;
  for (let round = 0; round < 20; round++) for (const id of crowd) if (fair.take(as(id)) === 0) admitted++;
  // Each spends at most its own burst, and together they leave the channel's last third.
  expect(admitted).toBeLessThanOrEqual(FAIR_USE_LIMITS.channelBurst - Math.floor(FAIR_USE_LIMITS.channelBurst / 3));
  expect(crowd.every((id) => fair.take(as(id)) > 0)).toBe(true);
  // Ten others arriving now each get their command through, with no time passing.
  const others = Array.from({ length: 10 }, (_, n) => `other${n}`);
  expect(others.map((id) => fair.take(as(id)))).toEqual(others.map(() => 0));
  // The channel is then spent for everyone: the budget stays a bound.
  expect(fair.take(as('late'))).toBeGreaterThan(0);
});

test('the budgets kept are bounded, and a budget left to refill is forgotten', () => {
  // lru-cache takes a start time of 0 for none: the clock starts later.
  let now = 1_000_000;
  const fair = new FairUse(FAIR_USE_LIMITS, () => now, 100);
  for (let n = 0; n < 1_000; n++) fair.take(as(`user${n}`, `channel${n}`));
  expect(fair.kept).toEqual({ users: 100, channels: 100 });
  // Once every budget is full again, none is kept.
  now += (FAIR_USE_LIMITS.userBurst / FAIR_USE_LIMITS.userPerSecond) * 1000 + 1;
  fair.take(as('back'));
  expect(fair.kept).toEqual({ users: 1, channels: 1 });
  expect(BUCKETS_MAX).toBeGreaterThanOrEqual(10_000);
});
