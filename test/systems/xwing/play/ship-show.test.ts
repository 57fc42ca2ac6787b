import { describe, expect, test } from 'vitest';
import { text } from '../../../helpers.ts';
import { tablePerTest } from '../table.ts';

// `/ship show`: one ship as the table stands, to the asker only; it writes nothing.

const { table } = tablePerTest();

describe('/ship show', () => {
  test('shows one ship’s line of the status card, only to the asker, and writes nothing', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    await t.reply('/ship stress ship:TIE-2 count:2');
    const before = (await t.log((await t.game())!.id)).length;
    const shown = await t.reply('/ship show ship:tie-2');
    expect(shown.payload.flags).toBeTruthy();
    expect(text(shown)).toContain('TIE-2');
    expect(text(shown)).toMatch(/stress/i);
    expect((await t.log((await t.game())!.id)).length).toBe(before);
  });

  test('names the ships there are when it knows none by that name', async () => {
    const t = table();
    await t.reply('/game start faction:galactic-empire');
    const refused = await t.reply('/ship show ship:X-9');
    expect(text(refused)).toContain('TIE-1');
  });
});
