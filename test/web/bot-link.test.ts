import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import { ConsoleSession, renderText } from '../../src/console/session.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { en } from '../../src/systems/xwing/strings/en.ts';
import { fr } from '../../src/systems/xwing/strings/fr.ts';
import { BotProcess } from '../emulator/bot-process.ts';
import { everyBodyValid } from '../emulator/bodies-checked.ts';
import { DiscordEmulator, messageButtons, shownText, type EmuMessage } from '../emulator/emulator.ts';
import { tempDir, waitFor } from '../helpers.ts';

// The live table from Discord: the real bot process with HTTP_PORT set serves the page,
// `/game board` answers the asker alone with its link, and the live tracker carries it as a
// link button (a body Discord accepts: every body is checked against its API description).
// With the application's OAuth2 secret, a tracker button launches the same page as an
// Activity. Without HTTP_PORT, `/game board` says so, in the asker's language.

const ALICE = '4300000000000000001';
const CHANNEL = '3300000000000000001';
const tmp = tempDir('live-table-bot-');
const emu = new DiscordEmulator();
let bot: BotProcess;
everyBodyValid(emu);

beforeAll(async () => {
  emu.addUser({ id: ALICE, username: 'alice' });
  emu.addChannel({ id: CHANNEL, guildId: emu.guildId, name: 'live' });
  await emu.start();
  // With the application's id and OAuth2 secret, the table is also served as an Activity (the emulator's application).
  bot = new BotProcess(emu, join(tmp.dir, 'bot.sqlite'), {
    HTTP_PORT: '0',
    PUBLIC_URL: '',
    DISCORD_CLIENT_ID: '1000000000000000001',
    DISCORD_CLIENT_SECRET: 'secret',
  });
  await bot.start();
});

afterAll(async () => {
  await bot?.kill('SIGTERM');
  await emu.stop();
  tmp.cleanup();
});

/** Every link button (type 2, style 5) on a message, wherever it sits. */
function linkButtons(m: EmuMessage | undefined): { label: string; url: string }[] {
  const out: { label: string; url: string }[] = [];
  const walk = (list: readonly unknown[]) => {
    for (const c of list as { type?: number; style?: number; url?: string; label?: string; components?: unknown[] }[]) {
      if (c.type === 2 && c.style === 5 && c.url) out.push({ label: c.label ?? '', url: c.url });
      if (c.components) walk(c.components);
    }
  };
  walk(m?.components ?? []);
  return out;
}

describe('the live table served by the bot (HTTP_PORT)', () => {
  test('/game board answers the asker alone with a link that opens the game; the tracker links to it with a link button', async () => {
    await emu.command(ALICE, CHANNEL, 'game', { faction: 'galactic-empire' }, 'start');
    const board = await emu.command(ALICE, CHANNEL, 'game', {}, 'board');
    expect(((board.data?.flags as number | undefined) ?? 0) & 64).toBe(64);
    const url = /https?:\/\/\S+\/table\/\S+/.exec(shownText(board))?.[0];
    expect(url, shownText(board)).toBeDefined();
    const page = await fetch(url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('TIE-1');
    await waitFor(() => linkButtons(emu.trackers(CHANNEL).at(-1)).length > 0);
    const [link] = linkButtons(emu.trackers(CHANNEL).at(-1));
    expect(link!.label).toBe('Live table');
    expect(new URL(link!.url).origin).toBe(new URL(url!).origin);
    expect((await fetch(link!.url)).status).toBe(200);
  });

  test("the tracker's “Live table in Discord” button launches the Activity (Discord's launch-activity response)", async () => {
    const tracker = emu.trackers(CHANNEL).at(-1)!;
    const button = messageButtons(tracker).find((b) => b.label === en.live.openInDiscord);
    expect(button, JSON.stringify(messageButtons(tracker))).toBeDefined();
    const pressed = await emu.click(ALICE, tracker, button!.id);
    expect(pressed.type).toBe(12);
  });
});

describe('/game board without HTTP_PORT', () => {
  test('says the table is not served here, in the asker’s language', async () => {
    const composed = composeApp(join(tmp.dir, 'console.sqlite'), silentLogger);
    await composed.store.ready;
    try {
      for (const [locale, words] of [
        ['en', en],
        ['fr', fr],
      ] as const) {
        const session = new ConsoleSession(composed.delivery, composed.dispatcher, { seed: '1', locale });
        const [reply] = await session.run('/game board');
        expect(renderText(reply!, locale)).toContain(words.live.notServed);
      }
    } finally {
      await composed.store.close();
    }
  });
});
