import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ATTITUDE_MARKERS } from '../../src/systems/xwing/engine/attitude.ts';
import { firstInOrder } from '../../src/systems/xwing/play/state.ts';
import { botSuite } from '../emulator/bot-suite.ts';
import { BotProcess } from '../emulator/bot-process.ts';
import { responseFlags, shownText, type EmuMessage, type InteractionResult, LateReplyError } from '../emulator/emulator.ts';
import { validateCommands } from '../emulator/validate-commands.ts';
import { childEnv, SPAWN_TIMEOUT_MS } from '../child-env.ts';
import { waitFor } from '../helpers.ts';

// The real bot process (src/main.ts, as `npm start` runs it) against the local emulator.

const root = join(import.meta.dirname, '..', '..');
const execFileAsync = promisify(execFile);

const ALICE = '4000000000000000001';
const BOB = '4000000000000000002';
const CAROL = '4000000000000000003';
const MOD = '4000000000000000004';
const CH1 = '3000000000000000001';
const CH2 = '3000000000000000002';
const CH3 = '3000000000000000003';

const suite = botSuite('solo-alpha-e2e-', (emu) => {
  emu.addUser({ id: ALICE, username: 'alice' });
  emu.addUser({ id: BOB, username: 'bob' });
  emu.addUser({ id: CAROL, username: 'carol' });
  emu.addUser({ id: MOD, username: 'mod', manageChannels: true });
  emu.addChannel({ id: CH2, guildId: emu.guildId, name: 'second-table' });
  emu.addChannel({ id: CH3, guildId: emu.guildId, name: 'third-table' });
});
const { emu, storedState } = suite;

const text = shownText;
const flags = responseFlags;
const embed = (r: InteractionResult) => ((r.data as { embeds?: EmuMessage['embeds'] }).embeds ?? [])[0];

/** `/round next`, confirmed with its button when the bot asks first (the round is not over: ruling R42). */
async function advance(user: string, channel: string): Promise<InteractionResult> {
  return emu.confirmRound(user, await emu.command(user, channel, 'round', {}, 'next'));
}

const MARKER_BY_NAME = Object.fromEntries(Object.entries(ATTITUDE_MARKERS).map(([k, v]) => [k[0]!.toUpperCase() + k.slice(1), v.rgb]));

/** Every activation card carries the dice, the entry, the maneuver and the marker colour. */
function expectActivationCard(r: InteractionResult): void {
  expect(flags(r)).toBe(0);
  const e = embed(r)!;
  const names = (e.fields ?? []).map((f) => f.name);
  expect(names).toEqual(expect.arrayContaining(['Dice', 'Maneuver', 'Action', 'Attitude']));
  expect(names.some((n) => n.startsWith('Chart: '))).toBe(true);
  const dice = e.fields!.find((f) => f.name === 'Dice')!.value;
  expect(dice).toMatch(/🟢 (Evade|Focus|Blank)  🔴 (Crit|Hit|Focus|Blank)|Ionized/);
  expect(e.fields!.find((f) => f.name === 'Maneuver')!.value).toMatch(/\*\*\d [a-z' ]+ \((white|blue|red|purple)\)\*\*/i);
  // v0.2 shows "before → **after**"; v0.1 only "**attitude** for this activation" (ruling R37).
  const after = /(?:→ )?\*\*(\w+)\*\*/.exec(e.fields!.find((f) => f.name === 'Attitude')!.value)![1]!;
  expect(e.color).toBe(MARKER_BY_NAME[after]);
  // The picture: a PNG attachment named for its ship that the embed shows, 600 × 340.
  expect(e.image?.url).toMatch(/^attachment:\/\/activation-[a-z0-9-]+\.png$/);
  const png = r.message!.attachments.find((a) => `attachment://${a.filename}` === e.image?.url)!.data;
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 340]);
  expect(png.length).toBeLessThan(100_000);
}

describe('the bot against the emulator', () => {
  test('three players play the introductory scenario to round 7: cards, arrivals posted by the bot, status', async () => {
    const start = await emu.command(ALICE, CH1, 'game', { faction: 'galactic-empire', seed: 'e2e-1' }, 'start');
    expect(text(start)).toContain('Introductory scenario vs Galactic Empire');
    await emu.command(BOB, CH1, 'join', { ship: 't65xwing', pilot: 'redsquadronveteran', name: 'Luke' });
    await emu.command(CAROL, CH1, 'join', { ship: 't65xwing', pilot: 'cavernangelszealot', name: 'Wedge' });
    const players = [ALICE, BOB, CAROL];
    const arcs = ['front-left', 'rear-right', 'left', 'bullseye', 'front-right', 'right', 'rear-left'] as const;
    let turn = 0;
    for (let round = 1; round <= 7; round++) {
      const state = storedState(CH1)!;
      expect(state.round).toBe(round);
      // The dials, then every ship in initiative order (R54): a player's ship is done by its owner, a solo ship activates.
      for (const player of [BOB, CAROL]) await emu.command(player, CH1, 'done', {});
      for (let up = firstInOrder(storedState(CH1)!, 'activation'); up; up = firstInOrder(storedState(CH1)!, 'activation')) {
        if (up.side === 'player') {
          await emu.command(up.owner!, CH1, 'done', { ship: up.name });
          continue;
        }
        const r = await emu.command(players[turn % 3]!, CH1, 'activate', {
          ship: up.name,
          arc: arcs[turn % arcs.length]!,
          obstacle: turn % 2 ? 'left' : 'right',
        });
        turn++;
        expectActivationCard(r);
      }
      if (round === 2) await emu.command(ALICE, CH1, 'ship', { ship: 'TIE-1' }, 'destroyed');
      if (round < 7) {
        const before = emu.announcements(CH1).length;
        const next = await advance(players[round % 3]!, CH1);
        expect(text(next)).toContain(`Round ${round + 1} begins`);
        if (round + 1 === 4 || round + 1 === 7) {
          await waitFor(() => emu.announcements(CH1).length === before + 1);
          const post = emu.announcements(CH1).at(-1)!;
          expect(text(post)).toContain(`Round ${round + 1}: enemy arrivals`);
          expect(post.embeds[0]!.color).toBe(ATTITUDE_MARKERS.offensive.rgb);
        }
      }
    }
    const posts = emu.announcements(CH1).map((m) => text(m));
    // One live tracker, edited in place; posted anew below the cards when it scrolled away (the old one deleted).
    await waitFor(() => emu.trackers(CH1).length === 1);
    await waitFor(() => emu.requests.some((r) => r.method === 'DELETE' && r.path.startsWith(`/channels/${CH1}/messages/`)));
    expect(posts).toHaveLength(2);
    expect(posts[0]).toContain('A Patrol ship has been destroyed: 1 Patrol ship and 1 Reinforcement ship arrive.');
    expect(posts[1]).toContain('Reinforcements arrive.');
    const status = await emu.command(BOB, CH1, 'game', {}, 'status');
    const state = storedState(CH1)!;
    expect(text(status)).toContain('round 7');
    for (const s of state.ships) {
      if (s.side === 'solo') expect(text(status)).toContain(`**${s.name}** · `);
      if (s.side === 'solo' && s.status === 'active')
        expect(text(status)).toMatch(new RegExp(`\\*\\*${s.name}\\*\\* · [^\\n]* · ${s.attitude[0]!.toUpperCase()}${s.attitude.slice(1)}`));
    }
  });

  test('two channels run two games at once without touching each other', async () => {
    const [a, b] = await Promise.all([
      emu.command(ALICE, CH2, 'game', { faction: 'rebel-alliance', seed: 'two-a' }, 'start'),
      emu.command(BOB, CH3, 'game', { faction: 'first-order', seed: 'two-b', ruleset: 'v0.1' }, 'start'),
    ]);
    expect(text(a)).toContain('vs Rebel Alliance');
    expect(text(b)).toContain('vs First Order');
    await Promise.all([
      emu.command(ALICE, CH2, 'activate', { ship: 'Z95-1', arc: 'bullseye', roll: 'blank blank' }),
      emu.command(BOB, CH3, 'activate', { ship: 'FO-1', arc: 'bullseye', roll: 'evade hit' }),
    ]);
    const s2 = storedState(CH2)!;
    const s3 = storedState(CH3)!;
    expect(s2.ships.map((s) => s.name)).toEqual(['Z95-1', 'Z95-2']);
    expect(s3.ships.map((s) => s.name)).toEqual(['FO-1', 'FO-2']);
    expect(s2.ships[0]!.attitude).toBe('offensive');
    expect(s3.ships[0]!.attitude).toBe('defensive');
    expect(s3.ruleset).toBe('v0.1');
    expect(storedState(CH1)!.faction).toBe('galactic-empire');
  });

  test('a roll that needs the tally side asks with buttons; the click completes the card; a second click changes nothing', async () => {
    // Front-arc evade/hit is "fastest turn, towards tally": without the tally's position the card asks.
    const ask = await emu.command(CAROL, CH2, 'activate', { ship: 'Z95-2', roll: 'evade hit' });
    expect(flags(ask)).toBe(0);
    expect(text(ask)).toContain("Where is Z95-2's tally?");
    const buttons = ask
      .message!.components.flatMap((row) => row.components)
      .map((b) => ({ label: 'label' in b ? b.label : '', custom_id: 'custom_id' in b ? b.custom_id : '' }));
    // R56: each arc with the nearest obstacle's side, both questions in one tap.
    expect(buttons.map((b) => b.label)).toEqual(
      ['Bullseye', 'Front left', 'Front right', 'Left side', 'Right side', 'Rear left', 'Rear right'].flatMap((a) => [
        `${a} · obstacle ◀`,
        `${a} · obstacle ▶`,
      ]),
    );
    const frontLeft = buttons.find((b) => b.label === 'Front left · obstacle ◀')!;
    const customId = frontLeft.custom_id;
    const done = await emu.click(BOB, ask.message!, customId);
    expect(done.type).toBe(7); // the card updates itself
    expectActivationCard(done);
    expect(text(done)).toContain('fastest turn, towards tally');
    expect(text(done)).toMatch(/left turn/);
    // The question's buttons are gone; only the red-action button (R36) may remain.
    const left = ask.message!.components.flatMap((row) => row.components).map((b) => ('custom_id' in b ? b.custom_id : ''));
    expect(left.filter((id) => !id.startsWith('red-action.'))).toEqual([]);
    const before = storedState(CH2);
    const again = await emu.click(CAROL, ask.message!, customId);
    expect(again.type).toBe(4);
    expect(flags(again)).toBe(64);
    expect(text(again)).toContain('already answered');
    expect(storedState(CH2)).toEqual(before);
  });

  test('autocomplete returns at most 25 matches, only from this channel', async () => {
    const ch2 = await emu.autocomplete(ALICE, CH2, 'activate', { ship: '' }, 'ship');
    const choices = (ch2.data as { choices: { name: string; value: string }[] }).choices;
    expect(choices.map((c) => c.value).sort()).toEqual(['Z95-1', 'Z95-2']);
    expect(choices.every((c) => !c.value.startsWith('TIE') && !c.value.startsWith('FO'))).toBe(true);
    const chassis = await emu.autocomplete(ALICE, CH2, 'join', { ship: '' }, 'ship');
    expect((chassis.data as { choices: unknown[] }).choices.length).toBe(25);
    const x = await emu.autocomplete(ALICE, CH2, 'join', { ship: 'x-w' }, 'ship');
    expect((x.data as { choices: { value: string }[] }).choices.map((c) => c.value)).toContain('t65xwing');
  });
});

describe('refusals, restarts, Discord errors and registration', () => {
  test('bad input and forbidden actions get ephemeral replies and change nothing', async () => {
    await emu.command(CAROL, CH1, 'join', { ship: 'x-wing', name: 'Biggs' }).catch(() => null);
    const cases: [string, string, Record<string, string | number>, string | undefined, RegExp][] = [
      [BOB, 'game', {}, 'end', /Only the game's owner or someone with Manage Channels can end/],
      [CAROL, 'undo', {}, undefined, /Only the game's owner or someone with Manage Channels can undo/],
      [BOB, 'ship', { ship: 'Wedge', count: 2 }, 'stress', /Only the ship's owner.* can change Wedge\./],
      [BOB, 'activate', { ship: 'NOPE-1' }, undefined, /no ship called “NOPE-1”/],
      [BOB, 'activate', { ship: 'INT-2', roll: 'zap zap' }, undefined, /Bad `roll`/],
      [BOB, 'activate', { ship: 'TIE-1' }, undefined, /Destroyed already: TIE-1/],
      [BOB, 'game', { faction: 'galactic-empire' }, 'start', /already has a game/],
    ];
    for (const [user, name, options, sub, message] of cases) {
      const before = storedState(CH1);
      const r = await emu.command(user, CH1, name, options, sub);
      expect(flags(r), `${name} ${sub ?? ''}`).toBe(64);
      expect(text(r)).toMatch(message);
      expect(storedState(CH1)).toEqual(before);
    }
    // Someone with Manage Channels may undo another owner's game.
    const undo = await emu.command(MOD, CH1, 'undo', {});
    expect(flags(undo)).toBe(0);
    expect(text(undo)).toContain('Took back');
  });

  test('the bot killed mid-game (SIGKILL) and started again on the same database continues where it was', async () => {
    const before = storedState(CH3)!;
    expect(before.ships.find((s) => s.name === 'FO-1')!.activated).toBe(true);
    expect(suite.bot.output).not.toMatch(/"level":"error"/); // the first process ran clean
    await suite.restart('SIGKILL');
    expect(storedState(CH3)).toEqual(before);
    const again = await emu.command(BOB, CH3, 'activate', { ship: 'FO-1' });
    expect(text(again)).toContain('Already activated in round 1');
    const next = await emu.command(BOB, CH3, 'activate', { ship: 'FO-2', arc: 'rear-left', obstacle: 'left' });
    expectActivationCard(next);
    const after = storedState(CH3)!;
    expect(after.step).toBe(before.step + 1);
    expect(after.rng).not.toEqual(before.rng); // the dice went on from the stored generator state
  });

  test('a reply answered with 429, and one with 500, still reaches the player', async () => {
    const callback = (method: string, path: string) => method === 'POST' && path.startsWith('/interactions/');
    emu.failNext(callback, 429, { message: 'You are being rate limited.', retry_after: 0.2, global: false }, 1, {
      'retry-after': '0.2',
      'x-ratelimit-scope': 'user',
    });
    const limited = await emu.command(ALICE, CH2, 'game', {}, 'status');
    expect(text(limited)).toContain('Introductory scenario');
    emu.failNext(callback, 500, { message: '500: Internal Server Error', code: 0 });
    const failed = await emu.command(ALICE, CH2, 'game', {}, 'status');
    expect(text(failed)).toContain('Introductory scenario');
    const statuses = emu.requests
      .filter((r) => r.method === 'POST' && r.path.startsWith('/interactions/'))
      .slice(-4)
      .map((r) => r.status);
    expect(statuses).toEqual([429, 204, 500, 204]);
  });

  test("npm run deploy-commands registers every command within Discord's limits", async () => {
    // Asynchronously: the emulator answers from this process.
    const r = await execFileAsync(process.execPath, ['--import', 'tsx', join(root, 'src', 'deploy-commands.ts')], {
      cwd: root,
      encoding: 'utf8',
      env: childEnv({ DISCORD_TOKEN: emu.token, DISCORD_API_URL: emu.apiUrl, DISCORD_GUILD_ID: emu.guildId }),
      timeout: SPAWN_TIMEOUT_MS,
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('Registered 16 commands (guild)');
    const registered = emu.commands.get(emu.guildId)!;
    expect(registered.map((c) => c.name).sort()).toEqual([
      'abs',
      'activate',
      'attack',
      'campaign',
      'close',
      'done',
      'game',
      'help',
      'hex',
      'join',
      'leave',
      'mission',
      'round',
      'rules',
      'ship',
      'undo',
    ]);
    expect(emu.commandProblems).toEqual([]);
    // Every command for server and user installs, in servers, the bot's DM and group DMs (/close too: an owner closes their
    // own, ruling C101; a command for moderators only would stay in servers). Factions by name, dice as choices, lengths
    // limited where the handlers limit them.
    for (const c of registered) expect([c.name, c.integration_types, c.contexts]).toEqual([c.name, [0, 1], [0, 1, 2]]);
    const options = (name: string) =>
      registered.find((c) => c.name === name)!.options as { name: string; max_length?: number; choices?: { name: string }[]; options?: unknown[] }[];
    const start = (options('game').find((o) => o.name === 'start')!.options as { name: string; choices?: { name: string }[] }[]).find(
      (o) => o.name === 'faction',
    )!;
    expect(start.choices!.map((c) => c.name)).toContain('Galactic Empire');
    expect(start.choices!.map((c) => c.name)).toContain('Scum and Villainy');
    expect(
      options('activate')
        .find((o) => o.name === 'defense')!
        .choices!.map((c) => c.name),
    ).toEqual(['Evade', 'Focus', 'Blank']);
    expect(options('join').find((o) => o.name === 'pilot')!.max_length).toBe(60);
    expect(validateCommands(registered)).toEqual([]);
  });

  test('a late reply gets 10062 and a second acknowledgement 40060: the bot notes both quietly and goes on', async () => {
    const deadline = emu.deadlineMs;
    emu.deadlineMs = 0;
    await expect(emu.command(ALICE, CH2, 'game', {}, 'status')).rejects.toBeInstanceOf(LateReplyError);
    emu.deadlineMs = deadline;
    const lateRequest = emu.requests.filter((r) => r.path.startsWith('/interactions/')).at(-1)!;
    expect(lateRequest.status).toBe(404);

    const before = storedState(CH2)!;
    const twice = await emu.commandTwice(ALICE, CH2, 'ship', { ship: 'Z95-1', count: 1 }, 'stress');
    expect(text(twice)).toContain('stress 0 → 1');
    await waitFor(() => emu.requests.some((r) => r.status === 400 && r.path.startsWith('/interactions/')));
    expect(storedState(CH2)!.step).toBe(before.step + 1); // applied once
    await waitFor(() => suite.bot.output.includes('"code":40060'));
    expect(suite.bot.output).toContain('"code":10062');
    expect(suite.bot.output).not.toMatch(/"level":"error"/);
    const ok = await emu.command(ALICE, CH2, 'game', {}, 'status');
    expect(text(ok)).toContain('Introductory scenario');
  });

  test('the logs hold neither the bot token nor interaction tokens', () => {
    expect(suite.bot.output.length).toBeGreaterThan(0);
    expect(suite.bot.output).not.toContain(emu.token);
    expect(suite.bot.output).not.toMatch(/itoken-/);
  });

  test('a modal submit the bot has no form for gets an ephemeral notice', async () => {
    const r = await emu.modalSubmit(BOB, CH2, 'old-form', { note: 'hello' });
    expect(flags(r)).toBe(64);
    expect(text(r)).toContain('no longer in use');
  });

  test("the emulator's command check rejects what Discord rejects", () => {
    expect(validateCommands([{ name: 'Bad Name', description: 'x' }])).toHaveLength(1);
    expect(validateCommands([{ name: 'ok', description: '' }])[0]).toMatch(/description must be 1-100/);
    const many = Array.from({ length: 26 }, (_, i) => ({ type: 3, name: `o${i}`, description: 'd' }));
    expect(validateCommands([{ name: 'ok', description: 'd', options: many }])[0]).toMatch(/at most 25 options/);
    expect(
      validateCommands([
        {
          name: 'ok',
          description: 'd',
          options: [
            { type: 3, name: 'a', description: 'd' },
            { type: 3, name: 'b', description: 'd', required: true },
          ],
        },
      ])[0],
    ).toMatch(/required options must come before/);
  });
});

describe('a host who copied .env.example', () => {
  test('its empty SHARD_COUNT= and SHARD_IDS= start one ordinary process (discord.js would read the empty count as 0 shards)', async () => {
    await suite.bot.kill('SIGTERM');
    suite.bot = new BotProcess(emu, suite.dbPath, { SHARD_COUNT: '', SHARD_IDS: '', SHARDS: '' });
    await suite.bot.start();
    expect(text(await emu.command(ALICE, CH2, 'help', {}))).toContain('/game start');
  });
});
