import { describe, expect, test } from 'vitest';
import { botSuite } from '../emulator/bot-suite.ts';
import { responseFlags, shownText, type EmuMessage, type InteractionResult } from '../emulator/emulator.ts';

// The Big Shed League through the real bot process against the local Discord emulator: a
// campaign set up, the AI's build, the Active Fleet, a mission game; cards within Discord's
// limits, refusals ephemeral, and the campaign still there after a restart.

const ALICE = '4100000000000000001';
const BOB = '4100000000000000002';
const CH = '3100000000000000001';
const CH2 = '3100000000000000002';
const CH3 = '3100000000000000003';

const suite = botSuite('bsl-e2e-', (emu) => {
  emu.addUser({ id: ALICE, username: 'alice' });
  emu.addUser({ id: BOB, username: 'bob' });
  emu.addChannel({ id: CH, guildId: emu.guildId, name: 'campaign-table' });
  emu.addChannel({ id: CH2, guildId: emu.guildId, name: 'new-table' });
  emu.addChannel({ id: CH3, guildId: emu.guildId, name: 'empty-table' });
});
const { emu } = suite;

const embeds = (r: InteractionResult) => (r.data as { embeds?: EmuMessage['embeds'] }).embeds ?? [];
const campaign = (user: string, sub: string, options: Record<string, string | number | boolean> = {}) => emu.command(user, CH, 'campaign', options, sub);

describe('/campaign on Discord (emulated)', () => {
  test('set-up, the AI build and round 1; refusals are ephemeral; cards stay within limits', async () => {
    const start = await campaign(ALICE, 'start', { faction: 'rebel-alliance', ai: 'galactic-empire', seed: 'e2e-bsl' });
    expect(embeds(start)[0]?.title).toBe('Big Shed League — round 0');
    // Bob is not a commander yet: an ephemeral refusal saying how to become one.
    const refused = await campaign(BOB, 'squadron', { type: 'standard' });
    expect(responseFlags(refused)).toBe(64);
    expect(shownText(refused)).toContain('/campaign commander');
    await emu.command(ALICE, CH, 'campaign', { user: BOB }, 'add', 'commander');
    await campaign(BOB, 'squadron', { type: 'standard' });
    await campaign(ALICE, 'squadron', { type: 'standard' });
    for (const [card, chassis, pilot] of [
      ['2', 't65xwing', 'redsquadronveteran'],
      ['2', 't65xwing', 'redsquadronveteran'],
      ['2', 'asf01bwing', 'bladesquadronveteran'],
      ['3', 't65xwing', 'bluesquadronescort'],
      ['3', 't65xwing', 'bluesquadronescort'],
      ['3', 'btla4ywing', 'graysquadronbomber'],
      ['3', 'z95af4headhunter', 'banditsquadronpilot'],
    ] as const) {
      const r = await campaign(ALICE, 'buy', { chassis, pilot, squadron: card });
      expect(responseFlags(r)).toBe(0);
    }
    await campaign(ALICE, 'owner', { ship: 'P1', user: BOB });
    const ready = await campaign(ALICE, 'ready');
    expect(embeds(ready).map((e) => e.title)).toEqual(['Big Shed League — round 1', 'AI fleet — Galactic Empire']);
    for (const e of embeds(ready)) for (const f of e.fields ?? []) expect(f.value.length).toBeLessThanOrEqual(1024);
    expect(shownText(ready)).toMatch(/Active: \*\*(Players|AI)\*\*/);
  });

  test('the campaign survives a restart of the bot', async () => {
    await suite.restart('SIGKILL');
    const status = await campaign(ALICE, 'status');
    expect(embeds(status)[0]?.title).toBe('Big Shed League — round 1');
    const fleet = await campaign(ALICE, 'fleet');
    expect(shownText(fleet)).toContain('Red Squadron Veteran');
    expect(shownText(fleet)).toContain(`<@${BOB}>`);
  });

  test('/campaign file export, then /campaign file import of its file as an attachment in another channel (C80)', async () => {
    const exported = await emu.command(ALICE, CH, 'campaign', {}, 'export', 'file');
    expect(responseFlags(exported)).toBe(64);
    const file = exported.message?.attachments[0];
    expect(file?.filename).toMatch(/^big-shed-league-\d+\.json$/);
    const upload = { filename: file!.filename, content: file!.content };
    // Bob is a commander of the campaign in the file: he may import it.
    const imported = await emu.command(BOB, CH2, 'campaign', { file: upload }, 'import', 'file');
    expect(responseFlags(imported)).toBe(0);
    expect(shownText(imported)).toContain(`Imported the campaign from ${file!.filename}`);
    expect(embeds(imported)[0]?.title).toBe('Big Shed League — round 1');
    const fleet = await emu.command(ALICE, CH2, 'campaign', {}, 'fleet');
    expect(shownText(fleet)).toContain('Red Squadron Veteran');
    // Again in a channel that now has a campaign (refused before the file is read), and a file that is no export in an empty channel: ephemeral refusals.
    const again = await emu.command(BOB, CH2, 'campaign', { file: upload }, 'import', 'file');
    expect(responseFlags(again)).toBe(64);
    expect(shownText(again)).toContain('already has a campaign');
    const junk = await emu.command(ALICE, CH3, 'campaign', { file: { filename: 'notes.txt', content: 'hello' } }, 'import', 'file');
    expect(responseFlags(junk)).toBe(64);
    expect(shownText(junk)).toContain('not a campaign export');
  });
});
