import { afterAll, expect, test } from 'vitest';
import type { ConsoleOutput } from '../../src/console/session.ts';
import { consoleTable, tempDir } from '../helpers.ts';
import { W1_BUYS } from '../systems/xwing/bsl/console-script.ts';

// The longest names the bot takes (ship names 32 characters, callsigns 24) on the cards of
// an X-Wing game and of a Big Shed League campaign: every message stays within Discord's limits.

const tmp = tempDir('long-names-');
afterAll(() => tmp.cleanup());

function withinLimits(o: ConsoleOutput): void {
  const p = o.payload;
  expect(p.content?.length ?? 0).toBeLessThanOrEqual(2000);
  expect(p.embeds.length).toBeLessThanOrEqual(10);
  let total = 0;
  for (const e of p.embeds) {
    expect(e.description?.length ?? 0).toBeLessThanOrEqual(4096);
    expect(e.fields?.length ?? 0).toBeLessThanOrEqual(25);
    for (const f of e.fields ?? []) expect(f.value.length).toBeLessThanOrEqual(1024);
    total += (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0);
    total += (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
  }
  expect(total).toBeLessThanOrEqual(6000);
}

test('an X-Wing game whose eight players all have 32-character ship names', async () => {
  const t = consoleTable(`${tmp.dir}/xwing.sqlite`);
  try {
    await t.run('/game start faction:galactic-empire');
    for (let i = 0; i < 8; i++) await t.run(`@p${i} /join ship:x-wing name:${String.fromCharCode(65 + i).repeat(32)}`);
    await t.advance();
    await t.run('/activate ship:TIE-1');
    await t.run('/game status');
    expect(t.all.length).toBeGreaterThan(10);
    expect(JSON.stringify(t.all.map((o) => o.payload))).toContain('H'.repeat(32));
    for (const o of t.all) withinLimits(o);
  } finally {
    await t.store.close();
  }
});

test('a Big Shed League roster of 24-character callsigns: fleet, status', async () => {
  const t = consoleTable(`${tmp.dir}/bsl.sqlite`);
  try {
    await t.run('/campaign start faction:rebel-alliance ai:galactic-empire seed:bsl-3662');
    for (const type of ['standard', 'standard', 'recon', 'standard']) await t.run(`/campaign squadron type:${type}`);
    for (const [i, [card, chassis, pilot]] of W1_BUYS.entries())
      await t.run(`/campaign buy chassis:${chassis} pilot:${pilot} squadron:${card} callsign:${String.fromCharCode(66 + i).repeat(24)}`);
    await t.run('/campaign fleet');
    await t.run('/campaign status');
    await t.run('/campaign ready');
    expect(t.all.filter((o) => o.payload.embeds.length > 0).length).toBeGreaterThan(5);
    expect(JSON.stringify(t.all.map((o) => o.payload))).toContain('R'.repeat(24));
    for (const o of t.all) withinLimits(o);
  } finally {
    await t.store.close();
  }
});
