import { expect, test } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { ADMISSION_LIMITS } from '../../src/core/admission.ts';

// How much work a process takes on at once is the operator's to set (a larger or smaller
// machine, several replicas); unset, it is the admission module's default.

test('MAX_IN_FLIGHT and MAX_BUSY_ANSWERS set the admission limits; their defaults are the module’s', () => {
  const set = loadConfig({ MAX_IN_FLIGHT: '64', MAX_BUSY_ANSWERS: '0' });
  expect([set.MAX_IN_FLIGHT, set.MAX_BUSY_ANSWERS]).toEqual([64, 0]);
  const unset = loadConfig({});
  expect({ maxInFlight: unset.MAX_IN_FLIGHT, maxShedding: unset.MAX_BUSY_ANSWERS }).toEqual(ADMISSION_LIMITS);
  expect(() => loadConfig({ MAX_IN_FLIGHT: '0' })).toThrow(/MAX_IN_FLIGHT/);
});
