import { afterAll, describe, expect, test } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { ConsoleSession, renderText, type ConsoleOutput } from '../../src/console/session.ts';
import { tempDir } from '../helpers.ts';

// The text console shows each channel's live tracker as Discord keeps its message: printed
// after every change that alters it, its buttons pressed with `click tN`, a press's update
// shown once (the tracker itself), never followed by the same tracker again.

const tmp = tempDir();
afterAll(() => tmp.cleanup());

function session(name: string, tracker: boolean) {
  const { delivery, dispatcher } = composeApp(
    `${tmp.dir}/${name}.sqlite`,
    silentLogger,
    {},
    { pictures: false, delivery: { trackerEveryMs: 0, trackerEditsPerSecond: Infinity } },
  );
  return new ConsoleSession(delivery, dispatcher, { seed: '7', tracker });
}

const trackers = (outs: ConsoleOutput[]) => outs.filter((o) => o.type === 'tracker').map((o) => renderText(o));

describe('the console’s live tracker', () => {
  test('printed after each change that alters it; its buttons pressed with click tN; a press shows the tracker once', async () => {
    const s = session('tracker', true);
    expect(trackers(await s.run('/game start faction:galactic-empire'))).toEqual([expect.stringContaining('Round 1 · Planning Phase')]);
    const joined = trackers(await s.run('/join ship:t65xwing name:Luke'));
    expect(joined).toHaveLength(1);
    expect(joined[0]).toContain('👤 Luke · I1');
    expect(joined[0]).toContain('[t1] Dial set');
    // Nothing changed: no tracker again.
    expect(trackers(await s.run('/game status'))).toEqual([]);
    const pressed = await s.run('click t1');
    expect(pressed.map((o) => o.type)).toEqual(['tracker']);
    expect(renderText(pressed[0]!)).toContain('▶️ Luke · I1');
    const done = await s.run('click t1');
    expect(done.map((o) => o.type)).toEqual(['tracker']);
    expect(renderText(done[0]!)).toContain('[t1] Activate TIE-1');
    const activated = await s.run('/activate ship:TIE-1 arc:bullseye obstacle:left');
    expect(activated.map((o) => o.type)).toEqual(['reply', 'tracker']);
    expect(trackers(activated)[0]).toContain('▶️ TIE-2');
  });

  test('a session without it (--json, scripts) shows none', async () => {
    const s = session('no-tracker', false);
    await s.run('/game start faction:galactic-empire');
    expect((await s.run('/join ship:t65xwing name:Luke')).map((o) => o.type)).toEqual(['reply']);
  });
});
