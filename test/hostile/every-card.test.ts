import { afterAll, describe, expect, test } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import type { Reply } from '../../src/core/command.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { toPayload } from '../../src/render/discord-payload.ts';
import { toV2Payload, v2Size } from '../../src/render/discord-v2.ts';
import type { Message } from '../../src/core/message.ts';
import { consoleTable, invocation, tempDir } from '../helpers.ts';
import { W1_BUYS } from '../systems/xwing/bsl/console-script.ts';
import { specProblems } from '../emulator/discord-spec.ts';

// The longest names each system takes, on every card it shows: every message stays within
// Discord's limits (its documentation: 2,000 characters of content, 10 embeds, 6,000
// characters of embed text, 4,096 a description, 1,024 a field value, 256 a title or field
// name, 25 fields; Components V2: 4,000 characters of text, 40 components), and the text a
// user wrote, where the bot takes markdown or mention characters in it (A Billion Suns'
// corporation, objectives and notes), shows as written and formats nothing.

const tmp = tempDir('every-card-');
const { dispatcher, store } = composeApp(`${tmp.dir}/every-card.sqlite`, silentLogger, {}, { pictures: false });
afterAll(async () => {
  await store.close();
  tmp.cleanup();
});

/** Discord's numbers, not the builder's constants. */
function withinLimits(r: Reply | Message, what: string): void {
  const p = toPayload(r);
  expect(p.content?.length ?? 0, what).toBeLessThanOrEqual(2000);
  expect(p.embeds.length, what).toBeLessThanOrEqual(10);
  let total = 0;
  for (const e of p.embeds) {
    expect(e.title?.length ?? 0, what).toBeLessThanOrEqual(256);
    expect(e.description?.length ?? 0, what).toBeLessThanOrEqual(4096);
    expect(e.fields?.length ?? 0, what).toBeLessThanOrEqual(25);
    for (const f of e.fields ?? []) {
      expect(f.name.length, what).toBeLessThanOrEqual(256);
      expect(f.value.length, what).toBeLessThanOrEqual(1024);
    }
    total += (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0);
    total += (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
  }
  expect(total, what).toBeLessThanOrEqual(6000);
  for (const row of p.components ?? []) for (const b of row.components) if ('label' in b) expect(b.label?.length ?? 0, what).toBeLessThanOrEqual(80);
  // And as an interaction's answer (its content has the lower limit), by Discord's own description of the route. Who
  // may be pinged is left out: the users here are the console's (@p0), not Discord's numeric ids.
  const answer = ({ allowed_mentions: _pings, ...data }: { allowed_mentions?: unknown }) =>
    specProblems('POST', '/interactions/1/token/callback', { type: 4, data }, false);
  expect(answer(p), what).toEqual([]);
  const v2 = toV2Payload(r);
  if (v2) {
    expect(answer(v2), what).toEqual([]);
    const size = v2Size(v2.components);
    expect(size.text, what).toBeLessThanOrEqual(4000);
    expect(size.components, what).toBeLessThanOrEqual(40);
  }
}

/** All the text a message shows. */
const shown = (r: Reply | Message) => JSON.stringify([toPayload(r), toV2Payload(r)]);

/** Runs `/command sub` with options in `channel`; the reply must not be a refusal. */
async function run(channel: string, line: string, options: Record<string, unknown> = {}, replies: Reply[] = []): Promise<Reply> {
  const [command = '', a = null, b = null] = line.split(' ');
  const group = b ? a : null;
  const subcommand = b ?? a;
  const r = await dispatcher.handle(invocation({ command, group, subcommand, channelId: channel, options, user: { id: 'u1', name: 'Wedge' } }));
  expect(r.ephemeral && r.content?.startsWith('⚠️') ? r.content : null, line).toBeNull();
  replies.push(r);
  return r;
}

describe('A Billion Suns', () => {
  // Backticks, spoiler bars, bold, a mention of everyone and of a user, a quote: each would format or ping.
  const hostile = (n: number) => '`||@everyone <@123>**x**>'.repeat(Math.ceil(n / 25)).slice(0, n);

  test('a corporation and notes with markdown and mentions in them, contracts, objectives and classes at their longest', async () => {
    const replies: Reply[] = [];
    const c = 'abs';
    await run(c, 'abs campaign start', { corp: hostile(60) }, replies);
    await run(c, 'abs new', { scale: 5, tables: 6, campaign: true, seed: 'long' }, replies);
    for (let i = 0; i < 6; i++) {
      // An objective is a name: no @ (it places the objective on a table), no markup (refused, as a contract's name is).
      const objectives = Array.from({ length: 12 }, (_, j) => `${String.fromCharCode(65 + i)}${j}${'Rock x '.repeat(6).trim()}`)
        .join(', ')
        .slice(0, 600);
      await run(
        c,
        'abs contract add',
        { name: `${String.fromCharCode(65 + i)}${'C'.repeat(59)}`, objectives: objectives.replace(/,[^,]*$/, ''), cards: 6 },
        replies,
      );
    }
    for (let i = 0; i < 6; i++) await run(c, 'abs jumppoint add', { table: (i % 6) + 1 }, replies);
    for (let i = 0; i < 8; i++) await run(c, 'abs class set', { name: `${String.fromCharCode(65 + i)}${'K'.repeat(59)}`, mass: 2, thrust: 4 }, replies);
    await run(c, 'abs credits', { add: 7, note: hostile(100) }, replies);
    await run(c, 'abs status', {}, replies);
    await run(c, 'abs campaign spend', { amount: 1, note: hostile(100) }, replies);
    await run(c, 'abs campaign status', {}, replies);
    for (const [i, r] of replies.entries()) {
      withinLimits(r, `reply ${i}`);
      const text = shown(r);
      expect(text, `reply ${i}`).not.toContain('@everyone');
      expect(text, `reply ${i}`).not.toContain('<@123>');
      expect(text, `reply ${i}`).not.toContain('`||');
      expect(text, `reply ${i}`).not.toMatch(/[^\\]\*\*x/);
    }
    expect(replies.map(shown).join('')).toContain('ˋ\\\\|\\\\|@\u200beveryone');
  });
});

describe('hex squadrons', () => {
  test('twenty-nine squadrons of two crafts, every name 32 characters: the roster, a craft’s stats, a squadron’s check', async () => {
    const replies: Reply[] = [];
    const c = 'hex';
    const craft = (i: number, j: number) => `${String(i).padStart(2, '0')}${j}${'N'.repeat(29)}`;
    const squadron = (i: number) => `${String(i).padStart(2, '0')}${'S'.repeat(30)}`;
    for (let i = 0; i < 29; i++)
      for (let j = 0; j < 2; j++)
        await run(c, 'hex craft add', { name: craft(i, j), space: 8, piloting: '5D+2', maneuverability: '3D', squadron: squadron(i) }, replies);
    const roster = await run(c, 'hex craft list', {}, replies);
    await run(c, 'hex stats', { craft: craft(0, 0) }, replies);
    await run(c, 'hex check', { craft: craft(0, 1), path: '3 L 3 R 2' }, replies);
    await run(c, 'hex squadron', { squadron: squadron(28), paths: `${craft(28, 0)}: 9; ${craft(28, 1)}: 3 L 5` }, replies);
    for (const [i, r] of replies.entries()) withinLimits(r, `reply ${i}`);
    // More squadrons than an embed has fields: none is dropped without a word, each is named.
    const listed = shown(roster);
    for (let i = 0; i < 29; i++) expect(listed, squadron(i)).toContain(squadron(i));
  });
});

/** A console table whose every reply and announcement is kept as the message the bot built. */
function recordingTable(name: string) {
  const t = consoleTable(`${tmp.dir}/${name}.sqlite`);
  const messages: (Reply | Message)[] = [];
  const handle = t.dispatcher.handle.bind(t.dispatcher);
  t.dispatcher.handle = async (inv) => {
    const r = await handle(inv);
    messages.push(r);
    return r;
  };
  const post = t.session.post.bind(t.session);
  t.session.post = async (channelId, message) => {
    messages.push(message);
    return post(channelId, message);
  };
  return { t, messages };
}

describe('X-Wing', () => {
  test('a game of eight players whose ships have 32-character names: join, round, an activation, status, log, the tracker', async () => {
    const { t, messages } = recordingTable('xwing');
    try {
      await t.run('/game start faction:galactic-empire');
      for (let i = 0; i < 8; i++) await t.run(`@p${i} /join ship:x-wing name:${String.fromCharCode(65 + i).repeat(32)}`);
      await t.advance();
      await t.run('/activate ship:TIE-1');
      await t.run('/game status');
      await t.run('/game log');
      expect(messages.length).toBeGreaterThan(12);
      expect(JSON.stringify(messages.map((m) => toPayload(m)))).toContain('H'.repeat(32));
      for (const [i, m] of messages.entries()) withinLimits(m, `message ${i}`);
    } finally {
      await t.store.close();
    }
  });

  test('a Big Shed League roster of 24-character callsigns: both fleets, status, ready, rest, the mission draw', async () => {
    const { t, messages } = recordingTable('bsl');
    try {
      await t.run('/campaign start faction:rebel-alliance ai:galactic-empire seed:bsl-3662');
      for (const type of ['standard', 'standard', 'recon', 'standard']) await t.run(`/campaign squadron type:${type}`);
      for (const [i, [card, chassis, pilot]] of W1_BUYS.entries())
        await t.run(`/campaign buy chassis:${chassis} pilot:${pilot} squadron:${card} callsign:${String.fromCharCode(66 + i).repeat(24)}`);
      for (const line of ['/campaign fleet', '/campaign fleet side:ai', '/campaign status', '/campaign ready', '/campaign rest', '/campaign draw'])
        await t.run(line);
      expect(JSON.stringify(messages.map((m) => toPayload(m)))).toContain('R'.repeat(24));
      for (const [i, m] of messages.entries()) withinLimits(m, `message ${i}`);
    } finally {
      await t.store.close();
    }
  });
});
