import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { composeApp } from '../../../../src/compose.ts';
import { ConsoleSession, type ConsoleOutput } from '../../../../src/console/session.ts';
import { silentLogger } from '../../../../src/core/logger.ts';
import { PROJECT_ROOT } from '../../../../src/paths.ts';
import type { Campaign } from '../../../../src/systems/xwing/bsl/model.ts';
import { tempDir } from '../../../helpers.ts';

// A campaign plays the edition it was started with (ruling C93): its costs are the
// edition's, its seed figures on the edition's list size (XWA lists are 50 points, 2.0's
// 200: a quarter), and it buys what the edition flies.

const tmp = tempDir('bsl-editions-');
afterAll(tmp.cleanup);
const composed = composeApp(join(tmp.dir, 'bot.sqlite'), silentLogger, {}, { pictures: false });
const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '1' });
const shown = (o: ConsoleOutput) =>
  [o.payload.content ?? '', ...o.payload.embeds.flatMap((e) => [e.title ?? '', ...(e.fields ?? []).map((f) => `${f.name}: ${f.value}`)])].join('\n');
const run = async (line: string) => (await session.run(line)).map(shown).join('\n');
const campaign = async (channel: string) => {
  const r = await composed.app.currentCampaign(channel);
  return r!.record.state as Campaign;
};

describe('a campaign in the xwa edition (C93)', () => {
  test('pins its edition, counts XWA costs on a quarter of the 2.0 figures, and buys a chassis only in master', async () => {
    expect(await run('/campaign start faction:resistance ai:first-order edition:xwa seed:1')).toMatch(/Resistance · FP 175 · FV 0/);
    expect(await run('#old /campaign start faction:resistance ai:first-order seed:1')).toMatch(/Resistance · FP 700 · FV 0/);
    expect((await campaign('table')).options.edition).toEqual({ id: 'xwa', data: '0dc446f936e8a3f586195e372e5c31d6a62b78d4', points: '50P20' });
    expect((await campaign('old')).options.edition).toEqual({ id: '2.0', data: '5531a009fff4bd8407ed82c9e330c57e0ff072de', points: null });

    // Zorii Bliss on the BTA-NR2 Y-wing: master's chassis, priced by the XWA revision.
    const zorii = (
      JSON.parse(readFileSync(join(PROJECT_ROOT, '..', 'shared', 'data', 'xwing-points/XWA/50P20/resistance.json'), 'utf8')) as Record<
        string,
        Record<string, { cost: number }>
      >
    )['BTA-NR2 Y-Wing']!['zoriibliss']!.cost;
    expect(await run('/campaign buy chassis:btanr2ywing pilot:zoriibliss')).toMatch(new RegExp(`Resistance · FP ${175 - zorii} · FV ${zorii}`));
    expect(await run('#old /campaign buy chassis:btanr2ywing pilot:zoriibliss')).toMatch(/No Resistance ship called “btanr2ywing”/);
  });

  test('musters at XWA costs: the players’ squadrons within the XWA bands, the AI’s fleet bought at XWA costs', async () => {
    await run('#x /campaign start faction:rebel-alliance ai:galactic-empire edition:xwa seed:3');
    await run('#x /campaign squadron type:standard');
    await run('#x /campaign squadron type:standard');
    // Blue Squadron Escort: 9 in 50P20; four make a STANDARD squadron of 36 (the band is a quarter of 2.0's).
    for (const card of [2, 3]) for (let i = 0; i < 4; i++) await run(`#x /campaign buy chassis:t65xwing pilot:bluesquadronescort squadron:${card}`);
    expect(await run('#x /campaign ready')).toMatch(/Round 1/);
    const c = await campaign('x');
    expect(c.round).toBe(1);
    const xwa = composed.editions.catalog(c.options.edition);
    const ai = c.fleets.ai.roster.map((e) => xwa.pilot(xwa.ship(c.fleets.ai.faction, e.chassis)!, e.pilot)!);
    expect(ai.length).toBeGreaterThan(3);
    // Every AI pilot is one XWA flies, at its XWA cost.
    for (const p of ai) expect(xwa.legal(p) && p.cost !== null && p.cost < 30).toBe(true);
  });
});
