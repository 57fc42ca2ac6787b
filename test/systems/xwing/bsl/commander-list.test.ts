import { afterAll, describe, expect, test } from 'vitest';
import { consoleTable, tempDir, text } from '../../../helpers.ts';

// `/campaign commander list`: who may run the campaign's steps, to the asker only.

const tmp = tempDir('bsl-commanders-');
afterAll(() => tmp.cleanup());

describe('/campaign commander list', () => {
  const t = consoleTable(`${tmp.dir}/commanders.sqlite`);
  afterAll(() => t.store.close());
  const say = async (line: string) => (await t.run(line)).map(text).join('\n');

  test('names the commanders, the added one too; without a campaign it says there is none', async () => {
    expect(await say('/campaign commander list')).toContain('⚠️');
    await say('/campaign start faction:rebel-alliance ai:galactic-empire seed:commanders');
    await say('/campaign commander add user:@bob');
    const listed = await say('/campaign commander list');
    expect(listed).toContain('Commanders:');
    expect(listed).toContain('bob');
    expect(await say('@bob /campaign commander list')).toContain('Commanders:');
  });
});
