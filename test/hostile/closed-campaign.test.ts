import { afterAll, expect, test } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { ConsoleSession, type ConsoleOutput } from '../../src/console/session.ts';
import { tempDir, text } from '../helpers.ts';

// A campaign closed with /close (or set aside, or whose channel went) is kept as history: a
// moderator, or its owner, still reads its status, fleets and log and exports it, so the
// close can be undone by importing the export (ruling C103). Other members see none.

const tmp = tempDir('closed-campaign-');
const composed = composeApp(`${tmp.dir}/closed.sqlite`, silentLogger, {}, { pictures: false });
const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '42' });
afterAll(async () => {
  await composed.store.close();
  tmp.cleanup();
});
const run = (line: string) => session.run(line);
const say = async (line: string) => (await run(line)).map((o: ConsoleOutput) => text(o)).join('\n');

test('a closed campaign is read and exported by a moderator and by its owner, and imported again; not by others', async () => {
  // `you` holds Manage Channels in the console; @frank and @gina do not.
  expect(await say('#closed @frank /campaign start faction:rebel-alliance ai:galactic-empire')).not.toContain('⚠️');
  expect(await say('#closed /close what:campaign')).toContain("ended this channel's campaign");

  const status = await say('#closed /campaign status');
  expect(status).toContain("This channel's campaign was closed: here it is as it was kept");
  expect(status).toContain('Big Shed League');
  expect(await say('#closed @frank /campaign fleet')).not.toContain('There is no campaign');
  expect(await say('#closed @gina /campaign status')).toContain('There is no campaign in this channel');
  expect(await say('#closed @gina /campaign file export')).toContain('There is no campaign in this channel');

  const [exported] = await run('#closed /campaign file export');
  const file = exported?.payload.attachments?.[0];
  expect(file?.filename).toMatch(/^big-shed-league-\d+\.json$/);
  const saved = `${tmp.dir}/closed.json`;
  (await import('node:fs')).writeFileSync(saved, String(file?.content));
  // Its owner brings it back: the close is undone.
  expect(await say(`#closed @frank /campaign file import file:${saved}`)).not.toContain('⚠️');
  const back = await say('#closed @gina /campaign status');
  expect(back).toContain('Big Shed League');
  expect(back).not.toContain('was closed');
});

test('A Billion Suns: a closed campaign’s status is read by a moderator and its owner, not by others', async () => {
  expect(await say('#suns @frank /abs campaign start corp:Hutch Heavy')).toContain('Capital 10');
  expect(await say('#suns /close what:campaign')).toContain("ended this channel's campaign");
  expect(await say('#suns /abs campaign status')).toContain("This channel's campaign was closed");
  expect(await say('#suns @frank /abs campaign status')).toContain('Capital 10');
  expect(await say('#suns @gina /abs campaign status')).not.toContain('Capital 10');
});
