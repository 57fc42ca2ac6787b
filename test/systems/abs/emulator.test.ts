import { describe, expect, test } from 'vitest';
import { absCommand } from '../../../commands/abs/index.ts';
import { responseFlags, shownText, type EmuMessage, type InteractionResult } from '../../emulator/emulator.ts';
import { inProcessBotSuite } from '../../emulator/in-process-bot.ts';
import { validateCommands } from '../../emulator/validate-commands.ts';

// A whole solo game through the Discord adapter (discord.js, the real bot class) and
// the local Discord emulator, with the bot restarted mid-game on the same database.
// The bot runs in this process, wired by the composition root.

const HUTCH = '4000000000000000011';
const CH = '3000000000000000001';

const suite = inProcessBotSuite('abs-emulator-', (emu) => emu.addUser({ id: HUTCH, username: 'hutch' }), { checkBodies: true });
const { emu } = suite;

/** `/abs contract add …` as Discord sends it: the subcommand inside its group. */
function command(line: string, options: Record<string, string | number | boolean>): Promise<InteractionResult> {
  const [group, subcommand] = line.includes(' ') ? line.split(' ') : [undefined, line];
  return emu.command(HUTCH, CH, 'abs', options, subcommand, group);
}

/** A public answer: what it shows. */
async function abs(line: string, options: Record<string, string | number | boolean> = {}): Promise<InteractionResult> {
  const r = await command(line, options);
  expect(responseFlags(r), shownText(r)).toBe(0);
  return r;
}

const buttons = (m: EmuMessage | undefined) => (m?.components ?? []).flatMap((row) => row.components);
const customIds = (m: EmuMessage | undefined) => buttons(m).map((b) => ('custom_id' in b ? b.custom_id : ''));

describe('/abs against the Discord emulator', () => {
  test('the definition registers under Discord’s rules', () => {
    expect(validateCommands([absCommand.definition])).toEqual([]);
  });

  test('a whole solo game: set-up, three rounds with jump-ins, activations, Claim Jump, Margin, across a restart', async () => {
    expect(shownText(await abs('new', { scale: 5, tables: 2, seed: 'emulated' }))).toContain('Scale 5 · 2 tables');
    expect(shownText(await abs('contract add', { name: 'Mining', objectives: 'Rock A, Rock B@1', cards: 5 }))).toContain('Contract C1: Mining');
    const patrol = await abs('contract add', { name: 'Patrol Contract', objectives: 'Beacon@2' });
    const keep = customIds(patrol.message).find((id) => id.includes(':keep:'))!;
    const kept = await emu.click(HUTCH, patrol.message!, keep);
    expect(shownText(kept)).toContain('C2 Patrol Contract is kept.');
    await abs('jumppoint add', { table: 1 });
    await abs('jumppoint add', { table: 2 });

    for (let round = 1; round <= 3; round++) {
      if (round === 2) {
        // Restart mid-game: the game, its dice cursor and its buttons carry on.
        await suite.restart();
      }
      if (round > 1) {
        const r = await abs('round next');
        expect(shownText(r)).toContain(`Round ${round} — Jump Phase`);
        expect(shownText(r)).not.toContain('Light Utility');
      }
      const arrival = await abs('jumpin', { class: 'Frigate', jumppoint: 'JP1', ...(round === 1 ? { mass: 2 } : {}) });
      expect(shownText(arrival)).toMatch(/IC\d+ arrives: \d+ × /);
      // Scatter from the arrival card's button, then one Spot invalid.
      const scatterId = customIds(arrival.message).find((id) => id.startsWith('abs-scatter.'))!;
      const scattered = await emu.click(HUTCH, arrival.message!, scatterId);
      expect(shownText(scattered)).toMatch(/Scatter IC\d+: 3" [NESW]{1,2} /);
      const invalidId = customIds(scattered.message).find((id) => id.startsWith('abs-invalid.'))!;
      const rerolled = await emu.click(HUTCH, scattered.message!, invalidId);
      expect(shownText(rerolled)).toContain('already invalid');

      await abs('tactical', { seize: 1 });
      const activation = await abs('ic activate');
      expect(shownText(activation)).toContain('Every IC has activated.');
      expect(shownText(await abs('ic damage', { id: 'IC1', tokens: 1 }))).toContain('IC1: +1 damage token');

      expect(shownText(await abs('endphase'))).toContain('End Phase: Claim Jump');
      await abs('claim', { contract: 'C1', ic_mass: 3, friendly_mass: 2 });
      const claimed = await abs('claim', { contract: 'C2', ic_mass: 0, friendly_mass: 2 });
      expect(shownText(claimed)).toContain('Earn revenue as if two CEOs were playing');
      await abs('credits', { add: 6, note: `round ${round}` });
    }
    expect(shownText(await abs('status'))).toContain('round 3, End Phase');

    const preview = await emu.command(HUTCH, CH, 'abs', {}, 'end');
    expect(responseFlags(preview)).toBe(64);
    expect(shownText(preview)).toContain('40.0%');
    const confirm = customIds(preview.message).find((id) => id.startsWith('abs-end.'))!;
    const ended = await emu.click(HUTCH, preview.message!, confirm);
    expect(shownText(ended)).toContain('Resounding success');
    expect(shownText(ended)).toContain('Capital gained: 10');
    expect(shownText(await abs('status'))).toContain('game over');
  });

  test('refusals are ephemeral and say how to write it', async () => {
    const r = await emu.command(HUTCH, CH, 'abs', { class: 'Frigate', jumppoint: 'JP1', dice: 'five' }, 'jumpin');
    expect(responseFlags(r)).toBe(64);
    expect(shownText(r)).toContain('write the dice as numbers in order');
  });
});
