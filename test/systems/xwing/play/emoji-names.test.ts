import { afterAll, describe, expect, test } from 'vitest';
import { plain, consoleTable, tempDir } from '../../../helpers.ts';

// Ruling R73: a player ship's name with an emoji ("Fanny ✨") is named as players type it:
// autocomplete lists it for "fanny" or for the emoji typed with its variation selector, and
// "Fanny" alone names it when no other ship reads so.

const tmp = tempDir('emoji-names-');
const t = consoleTable(`${tmp.dir}/emoji.sqlite`);
afterAll(async () => {
  await t.store.close();
  tmp.cleanup();
});
const say = async (line: string) => (await t.run(line)).map(plain).join('\n');

describe('a ship named with an emoji (ruling R73)', () => {
  test('autocomplete and attacker: take its name typed without the emoji, or with a variation selector', async () => {
    await say('/game start faction:galactic-empire scenario:custom');
    await say('/ship add chassis:tielnfighter');
    await say('/join ship:x-wing name:Fanny ✨');
    for (const typed of ['fanny', 'Fanny ✨\ufe0f']) {
      const choices = (await t.run(`?attack attacker:${typed}`))[0]?.payload.choices ?? [];
      expect(choices.map((c) => c.value)).toEqual(['Fanny ✨']);
    }
    expect(await say('/attack attacker:Fanny')).toContain('Attack: Fanny ✨');
    expect(await say('/attack attacker:fanny ✨\ufe0f')).toContain('Attack: Fanny ✨');
  });

  test('a second ship called "Fanny" is refused naming the ship it would pass for', async () => {
    expect(await say('@bob /join ship:x-wing name:Fanny')).toContain('There is already a ship called “Fanny ✨”');
  });
});
