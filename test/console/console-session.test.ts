import { afterAll, describe, expect, test } from 'vitest';
import { renderText, type ConsoleOutput } from '../../src/console/session.ts';
import { consoleTable, tempDir } from '../helpers.ts';

// The console session: the text console shows each channel's live tracker as Discord keeps its message: printed
// after every change that alters it, its buttons pressed with `click tN`, a press's update
// shown once (the tracker itself), never followed by the same tracker again.

const tmp = tempDir();
afterAll(() => tmp.cleanup());

const session = (name: string, tracker: boolean) => consoleTable(`${tmp.dir}/${name}.sqlite`, '7', { tracker }).session;

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
    expect((await s.run('click t9'))[0]!.payload.content).toBe('No button “t9” on this channel’s tracker (its buttons are t1, t2…).');
    const pressed = await s.run('click t1');
    expect(pressed.map((o) => o.type)).toEqual(['tracker']);
    expect(renderText(pressed[0]!)).toContain('▶️ Luke · I1');
    const done = await s.run('click t1');
    expect(done.map((o) => o.type)).toEqual(['tracker']);
    expect(renderText(done[0]!)).toContain('[t1] Activate TIE-1');
    // A stress token is not on the tracker: the reply, and no tracker again.
    expect((await s.run('/ship stress ship:TIE-2 count:1')).map((o) => o.type)).toEqual(['reply']);
    const activated = await s.run('/activate ship:TIE-1 arc:bullseye obstacle:left');
    expect(activated.map((o) => o.type)).toEqual(['reply', 'tracker']);
    expect(trackers(activated)[0]).toContain('▶️ TIE-2');
  });

  test('a console started again on the same database presses the tracker’s buttons before any change has shown it', async () => {
    const first = session('again', true);
    await first.run('/game start faction:galactic-empire');
    await first.run('/join ship:t65xwing name:Luke');
    const again = session('again', true);
    const pressed = await again.run('click t1');
    expect(pressed.map((o) => o.type)).toEqual(['tracker']);
    expect(renderText(pressed[0]!)).toContain('Round 1 · Activation Phase');
  });

  test('a session without it (--json, scripts) shows none', async () => {
    const s = session('no-tracker', false);
    await s.run('/game start faction:galactic-empire');
    expect((await s.run('/join ship:t65xwing name:Luke')).map((o) => o.type)).toEqual(['reply']);
  });
});

describe('the console’s options', () => {
  test('an option typed twice is refused, in the reader’s language; nothing is done', async () => {
    const s = session('twice', false);
    await s.run('/game start faction:galactic-empire scenario:custom');
    const [refused] = await s.run('/ship add chassis:tielnfighter chassis:tieininterceptor');
    expect(refused!.type).toBe('error');
    expect(refused!.payload.content).toBe('`chassis` is given twice: give each option once.');
    expect((await s.run('/game status')).map((o) => renderText(o)).join('\n')).not.toContain('TIE-1');
  });

  test('a user option names a console user with or without @, as Discord sends their id', async () => {
    const s = session('users', false);
    await s.run('/campaign start faction:rebel-alliance');
    for (const typed of ['bob', '@carol']) expect(renderText((await s.run(`/campaign commander add user:${typed}`))[0]!)).not.toContain('⚠️');
    const listed = (await s.run('/campaign commander list')).map((o) => renderText(o)).join('\n');
    expect(listed).toContain('Commanders: @you, @bob, @carol.');
  });
});
