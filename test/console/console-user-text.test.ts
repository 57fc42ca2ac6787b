import { afterAll, expect, test } from 'vitest';
import { renderText } from '../../src/console/session.ts';
import { consoleTable, tempDir } from '../helpers.ts';

// The payload builder escapes what users wrote for Discord (a backslash before markdown, a
// zero-width space after @); a terminal formats nothing, so the console shows it as written.

const tmp = tempDir('console-user-text-');
const t = consoleTable(`${tmp.dir}/db.sqlite`);
afterAll(async () => {
  await t.store.close();
  tmp.cleanup();
});

test('a refused name is echoed as it was typed, without Discord escapes', async () => {
  await t.run('/game start faction:galactic-empire');
  const [refused] = await t.run('/join ship:x-wing name:**Luke**_@everyone');
  const shown = renderText(refused!);
  expect(shown).toContain('**Luke**_@everyone');
  expect(shown).not.toContain('\\*');
  expect(shown).not.toContain('@\u200b');
});
