import { afterEach, describe, expect, test } from 'vitest';
import { consoleTable, tempDir, text } from '../helpers.ts';

// The README's hex example types a value in quotes: the console takes it as Discord sends a string option.

let cleanup = () => {};
afterEach(() => cleanup());

describe('quoted option values at the console', () => {
  test('paths:"red1: 4 L 4; Red2: 7" is one value, without its quotes, whatever looks like an option inside', async () => {
    const dir = tempDir();
    cleanup = dir.cleanup;
    const t = consoleTable(`${dir.dir}/game.sqlite`);
    await t.reply('/hex craft add name:red1 space:8 piloting:4D+1 maneuverability:2D squadron:Red');
    await t.reply('/hex craft add name:Red2 space:9 piloting:3D maneuverability:2D squadron:Red');
    const r = text(await t.reply('/hex squadron squadron:Red paths:"red1: 4 L 4; Red2: 7" commit:true'));
    expect(r).toContain('✅ red1: 4 L 4 · 8 hexes');
    expect(r).toContain('✅ Red2: 7 · 7 hexes');
    expect(r).toContain('Recorded: Attack Speed this round.');
    // Curly quotes, as a phone keyboard types them, and a quoted value that is the last option.
    const curly = text(await t.reply('/hex check craft:Red2 path:“7”'));
    expect(curly).not.toContain('“');
    await t.store.close();
  });
});
