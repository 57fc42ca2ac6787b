import { afterAll, describe, expect, test } from 'vitest';
import { consoleTable, tempDir, text } from '../helpers.ts';

const tmp = tempDir('solo-alpha-dup-');
afterAll(() => tmp.cleanup());

const buttonIds = (o: { payload: { components?: { components: unknown[] }[] } }) =>
  (o.payload.components ?? []).flatMap((r) => r.components as { custom_id: string; label: string }[]);

describe('duplicates: a click or delivery applies once', () => {
  test('a side button clicked twice, or after the game moved on, changes nothing the second time', async () => {
    const t = consoleTable(`${tmp.dir}/dup.sqlite`);
    await t.reply('/game start faction:galactic-empire');
    const ask = await t.reply('/activate ship:TIE-1 roll:evade hit');
    const front = buttonIds(ask).find((b) => b.label === 'Front left · obstacle ◀')!.custom_id;
    const done = await t.reply(`click ${front}`);
    expect(done.type).toBe('update');
    const after = JSON.stringify(await t.state());
    const again = await t.reply(`click ${front}`);
    expect(again.payload.flags).toBe(64);
    expect(text(again)).toContain('already answered');
    expect(JSON.stringify(await t.state())).toBe(after);

    // A question left open when the round moves on is void.
    const open = await t.reply('/activate ship:TIE-2 roll:evade hit');
    const stale = buttonIds(open).find((b) => b.label === 'Rear left · obstacle ▶')!.custom_id;
    await t.advance();
    const moved = JSON.stringify(await t.state());
    const late = await t.reply(`click ${stale}`);
    expect(late.payload.flags).toBe(64);
    expect(JSON.stringify(await t.state())).toBe(moved);
    await t.store.close();
  });

  test('the end-game confirmation clicked twice ends the game once', async () => {
    const t = consoleTable(`${tmp.dir}/end.sqlite`);
    await t.reply('/game start faction:rebel-alliance');
    const confirm = await t.reply('/game end');
    expect(confirm.payload.flags).toBe(64);
    const yes = buttonIds(confirm).find((b) => b.label === 'End the game')!.custom_id;
    const first = await t.run(`click ${yes}`);
    expect(first.map((o) => o.type)).toEqual(['update', 'announcement']);
    const second = await t.reply(`click ${yes}`);
    expect(second.payload.flags).toBe(64);
    // Ended once; the ended game stays the channel's (shown) until a new one starts.
    const game = (await t.game('table'))!;
    expect(game.state.ended).toEqual({ reason: 'ended-by-players', round: 1 });
    expect((await t.log(game.id)).filter((l) => l.event.t === 'ended')).toHaveLength(1);
    await t.store.close();
  });
});
