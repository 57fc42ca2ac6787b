import { afterAll, describe, expect, test } from 'vitest';
import { vetRerollUsed } from '../../../../src/systems/xwing/render/button-ids.ts';
import { tempDir, text } from '../../../helpers.ts';
import { missionTable } from './mission-game.ts';

// Ruling R55 (its last gap): the "VET reroll used" button of a campaign solo ship's activation card
// (§5.4, C6) is bound to its game and the round its card was shown in, as the red action's is: a
// press in a later round or in another game uses nothing; the release before's ids (the ship alone)
// still read, and are refused as stale.

const tmp = tempDir('bsl-vet-button-');
afterAll(() => tmp.cleanup());

type Table = Awaited<ReturnType<typeof missionTable>>;
const ids = (o: { payload: { components?: { components: unknown[] }[] } }) =>
  (o.payload.components ?? []).flatMap((r) => r.components as { label?: string; custom_id?: string }[]);
const reroll = async (t: Table, name: string) => (await t.state())!.ships.find((s) => s.name === name)!.vetReroll;

/** A mission game whose ELITE A1 (a VET reroll, C6) has activated: its card and the button's id. */
async function a1Card() {
  const t = await missionTable(tmp.dir, { mission: 4, active: 'players', draws: { players: ['2'], ai: ['2'] } });
  const card = await t.run('/activate ship:A1 arc:bullseye roll:blank focus');
  const id = card.flatMap(ids).find((b) => b.label === 'VET reroll used')?.custom_id;
  if (!id) throw new Error(`no VET reroll button: ${card.map(text).join('\n')}`);
  return { t, id };
}

describe('R55: the VET reroll button is bound to its game and its round', () => {
  test('the button carries the game and the round; pressed in its round, it records the reroll once', async () => {
    const { t, id } = await a1Card();
    try {
      const game = (await t.game())!.id;
      expect(vetRerollUsed.decode(id)).toEqual({ game, round: 1, ship: 'A1' });
      expect(await t.run(`click ${id}`).then((o) => o.map(text).join('\n'))).toContain('VET reroll used for this game: A1');
      expect(await reroll(t, 'A1')).toBe(false);
    } finally {
      await t.store.close();
    }
  });

  test('pressed in a later round: stale, the reroll is still unused', async () => {
    const { t, id } = await a1Card();
    try {
      await t.advance();
      expect((await t.state())!.round).toBe(2);
      expect((await t.run(`click ${id}`)).map(text).join('\n')).toContain('That question about A1 was already answered or has moved on');
      expect(await reroll(t, 'A1')).toBe(true);
    } finally {
      await t.store.close();
    }
  });

  test('a button of another game (an earlier one in the channel): stale, the reroll is still unused', async () => {
    const { t } = await a1Card();
    try {
      const other = vetRerollUsed.encode({ game: (await t.game())!.id + 1, round: 1, ship: 'A1' });
      expect((await t.run(`click ${other}`)).map(text).join('\n')).toContain('That question about A1 was already answered or has moved on');
      expect(await reroll(t, 'A1')).toBe(true);
    } finally {
      await t.store.close();
    }
  });

  test.each([['vet-reroll.1:A1'], ['mission:vetreroll:A1']])('the release before’s id %s (bound to no game) reads, and is refused as stale', async (old) => {
    const { t } = await a1Card();
    try {
      expect((await t.run(`click ${old}`)).map(text).join('\n')).toContain('That question about A1 was already answered or has moved on');
      expect(await reroll(t, 'A1')).toBe(true);
    } finally {
      await t.store.close();
    }
  });
});
