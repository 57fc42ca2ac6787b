import { expect, test, vi } from 'vitest';
import { Admission } from '../../src/core/admission.ts';
import type { Reply } from '../../src/core/command.ts';
import { inProcessBotSuite } from '../emulator/in-process-bot.ts';

// More interactions than the process can answer in time are answered "busy" at once, before
// their options are read or their files downloaded: the work in flight, and the memory it
// holds, stay bounded whatever comes in. The work is held by the test, not timed.

const CH = '3000000000000000051';
const USERS = Array.from({ length: 7 }, (_, n) => `400000000000000005${n}`);
const suite = inProcessBotSuite(
  'admission-',
  (emu) => {
    for (const id of USERS) emu.addUser({ id, username: `pilot${id.slice(-1)}`, locale: id.endsWith('6') ? 'fr' : 'en-US' });
    emu.addChannel({ id: CH, guildId: emu.guildId, name: 'table' });
  },
  { deferAfterMs: 600_000, admission: { maxInFlight: 2, maxShedding: 100 } },
);
const { emu } = suite;

test('past the work in flight, interactions are answered busy at once, and none of them is handled', async () => {
  const dispatcher = suite.running.composed.dispatcher;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const real = dispatcher.handle.bind(dispatcher);
  const handle = vi.spyOn(dispatcher, 'handle').mockImplementation(async (inv): Promise<Reply> => {
    await held;
    return real(inv);
  });
  const labels = vi.spyOn(dispatcher, 'optionLabels');
  const first = [emu.command(USERS[0]!, CH, 'help'), emu.command(USERS[1]!, CH, 'help')];
  await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(2));
  const rest = USERS.slice(2).map((id) => emu.command(id, CH, 'help'));
  const busy = await Promise.all(rest);
  for (const r of busy) expect(r.message?.flags).toBe(64);
  expect(busy.slice(0, 4).map((r) => r.message?.content)).toEqual(busy.slice(0, 4).map(() => "⏳ I'm busy right now, so nothing was done. Try again in 3 s."));
  expect(busy[4]!.message?.content).toBe('⏳ Je suis occupé pour l’instant : rien n’a été fait. Réessayez dans 3 s.');
  expect(handle).toHaveBeenCalledTimes(2);
  expect(labels).toHaveBeenCalledTimes(2);
  release();
  const answered = await Promise.all(first);
  for (const r of answered) expect(r.message?.content ?? '').not.toContain('busy');
  expect(suite.running.bot.admission.peak).toBe(2);
  await vi.waitFor(() => expect(suite.running.bot.admission.inFlight).toBe(0));
  // Free again: the next is worked on.
  expect((await emu.command(USERS[2]!, CH, 'help')).message?.content ?? '').not.toContain('busy');
  handle.mockRestore();
});

test('past the busy answers in flight, an interaction is dropped', () => {
  const a = new Admission({ maxInFlight: 1, maxShedding: 1 });
  expect([a.enter(), a.enter(), a.enter()]).toEqual(['admit', 'shed', 'drop']);
  a.done('shed');
  expect(a.enter()).toBe('shed');
  a.done('admit');
  expect(a.enter()).toBe('admit');
  expect({ shed: a.shed, dropped: a.dropped, inFlight: a.inFlight }).toEqual({ shed: 2, dropped: 1, inFlight: 1 });
});
