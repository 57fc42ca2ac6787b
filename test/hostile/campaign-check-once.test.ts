import { afterAll, expect, test, vi } from 'vitest';
import { bslSystem } from '../../src/systems/xwing/bsl/system.ts';
import { consoleTable, tempDir } from '../helpers.ts';
import { SCRIPT } from '../systems/xwing/bsl/console-script.ts';

// A stored campaign is set aside when its cards cannot be built (bricked-channel.test.ts): that
// check builds three cards, so it runs once for each stored version, not on every read (every
// game command in a campaign's channel reads the campaign).

const tmp = tempDir('campaign-check-once-');
const t = consoleTable(`${tmp.dir}/db.sqlite`);
afterAll(async () => {
  await t.store.close();
  tmp.cleanup();
});

test('the views of a stored campaign version are checked once, and again after a change', async () => {
  for (const line of SCRIPT.slice(0, 1)) await t.run(`#a ${line}`);
  const systems = (t.app as unknown as { systems: { checkCampaign: (id: string, state: unknown) => void } }).systems;
  const check = vi.spyOn(systems, 'checkCampaign');
  const campaigns = t.app.campaigns(bslSystem);
  for (let i = 0; i < 3; i++) expect('ok' in (await campaigns.read('a'))).toBe(false);
  expect(check).toHaveBeenCalledTimes(1);
  await t.run('#a /campaign squadron type:standard');
  for (let i = 0; i < 3; i++) await campaigns.read('a');
  expect(check).toHaveBeenCalledTimes(2);
});
