import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { botSuite } from '../emulator/bot-suite.ts';
import { isTracker, messageButtons, responseFlags, shownText, type EmuMessage, type InteractionResult } from '../emulator/emulator.ts';
import { waitFor } from '../helpers.ts';

// The remote table: the real bot process runs a round through the emulator —
// phases, whose turn it is, pings, one live tracker — and nothing in a message can ping
// more people than it means to, and arrivals reach the players when the bot may not post.

const ALICE = '4100000000000000001';
const BOB = '4100000000000000002';
const CAROL = '4100000000000000003';
const EVERYONE = '4100000000000000004';
const BOLD = '4100000000000000005';
const ROUND = '3100000000000000001';
const NAMES = '3100000000000000002';
const MUTED = '3100000000000000003';
const RACE = '3100000000000000004';
const REFUSED = '3100000000000000005';
const PRESS = '3100000000000000006';
const TAPS = '3100000000000000007';

const suite = botSuite('solo-alpha-table-', (emu) => {
  emu.addUser({ id: ALICE, username: 'alice' });
  emu.addUser({ id: BOB, username: 'bob' });
  emu.addUser({ id: CAROL, username: 'carol' });
  emu.addUser({ id: EVERYONE, username: '@everyone' });
  emu.addUser({ id: BOLD, username: '**bold** <@&123>' });
  for (const [id, name] of [
    [ROUND, 'round'],
    [NAMES, 'names'],
    [MUTED, 'muted'],
    [RACE, 'race'],
    [REFUSED, 'refused'],
    [PRESS, 'press'],
    [TAPS, 'taps'],
  ] as const)
    emu.addChannel({ id, guildId: emu.guildId, name });
});
const { emu, dbPath, storedState } = suite;

// The buttons wherever they sit: rows of a classic message, or inside a V2 card's container.
const buttons = (m: EmuMessage | undefined) => messageButtons(m);

function tracker(channel: string): EmuMessage {
  const all = emu.trackers(channel);
  expect(all).toHaveLength(1);
  return all[0]!;
}

/** Waits until the live tracker shows `wanted` (it is edited just after the reply). */
async function trackerShows(channel: string, wanted: string): Promise<EmuMessage> {
  // Exactly one: a tracker posted anew replaces the old one, deleted just after.
  await waitFor(() => emu.trackers(channel).length === 1 && shownText(emu.trackers(channel)[0]!).includes(wanted));
  return tracker(channel);
}

async function press(user: string, message: EmuMessage, label: string): Promise<InteractionResult> {
  const b = buttons(message).find((x) => x.label === label);
  if (!b)
    throw new Error(
      `no button “${label}” on the message; it has ${buttons(message)
        .map((x) => x.label)
        .join(', ')}`,
    );
  return emu.click(user, message, b.id);
}

/** Every message body the bot sent (responses, follow-ups, posts, edits) with its allowed_mentions. */
function sentBodies(since: number): { path: string; allowed: { parse?: string[]; users?: string[] } | undefined; text: string }[] {
  return emu.requests.slice(since).flatMap((r) => {
    const body = r.body as { type?: number; data?: Record<string, unknown> } & Record<string, unknown>;
    if (!body || r.method === 'GET' || r.method === 'DELETE' || r.path.includes('/commands')) return [];
    const message = (r.path.startsWith('/interactions/') ? body.data : body) as Record<string, unknown> | undefined;
    if (!message || body.type === 8 || (r.path.startsWith('/interactions/') && !('content' in message || 'embeds' in message))) return [];
    return [{ path: r.path, allowed: message.allowed_mentions as never, text: shownText(message as never) }];
  });
}

describe('the remote table', () => {
  test('a scripted round with two players and four solo ships: Planning → Activation → Engagement → End, the right “next” at every step, each player pinged once, one tracker edited in place', async () => {
    await emu.command(CAROL, ROUND, 'game', { faction: 'galactic-empire', scenario: 'custom', seed: 'table' }, 'start');
    for (const pilot of ['academypilot', 'obsidiansquadronpilot', 'blacksquadronace', 'delmeeko'])
      await emu.command(CAROL, ROUND, 'ship', { chassis: 'tielnfighter', pilot }, 'add');
    await emu.command(ALICE, ROUND, 'join', { ship: 't65xwing', pilot: 'bluesquadronescort', name: 'Luke' });
    await emu.command(BOB, ROUND, 'join', { ship: 't65xwing', pilot: 'redsquadronveteran', name: 'Wedge' });
    expect(storedState(ROUND)!.ships.map((s) => `${s.name}:I${s.initiative}`)).toEqual(['TIE-1:I1', 'TIE-2:I2', 'TIE-3:I3', 'TIE-4:I4', 'Luke:I2', 'Wedge:I3']);
    const earlier = new Set(emu.messages.map((m) => m.id));
    const requestsMark = emu.requests.length;

    // Planning: the ready check. Each press edits the tracker in place.
    let t = await trackerShows(ROUND, `Waiting for <@${ALICE}>, <@${BOB}>`);
    expect(shownText(t)).toContain('Round 1 · Planning Phase');
    const trackerId = t.id;
    const aliceReady = await press(ALICE, t, 'Dial set');
    expect(aliceReady.type).toBe(7);
    t = await trackerShows(ROUND, `Waiting for <@${BOB}>.`);
    const bobReady = await press(BOB, t, 'Dial set');
    expect(bobReady.type).toBe(7);

    // Activation: ascending initiative, player ships first at equal initiative.
    t = await trackerShows(ROUND, 'Round 1 · Activation Phase');
    expect(shownText(t).replace(/\*\*/g, '')).toMatch(
      /TIE-1 · I1[^\n]*\n[^\n]*Luke · I2[^\n]*\n[^\n]*TIE-2 · I2[^\n]*\n[^\n]*Wedge · I3[^\n]*\n[^\n]*TIE-3 · I3[^\n]*\n[^\n]*TIE-4 · I4/,
    );
    expect(buttons(t).map((b) => b.label)).toEqual(['Activate TIE-1']);
    const tie1 = await emu.command(CAROL, ROUND, 'activate', { ship: 'TIE-1', arc: 'bullseye', obstacle: 'left', roll: 'blank blank' });
    expect(responseFlags(tie1)).toBe(0);
    expect(shownText(tie1)).toContain(`🎯 <@${ALICE}>: your turn with **Luke**`);
    t = await trackerShows(ROUND, '▶️ **Luke**');
    expect(buttons(t).map((b) => b.label)).toEqual(['Done: Luke']);

    const lukeDone = await emu.command(ALICE, ROUND, 'done', {});
    expect(responseFlags(lukeDone)).toBe(64); // the next ship is a solo ship: nobody to ping, nothing public
    expect(shownText(lukeDone)).toContain('Done (activation): **Luke**');
    t = await trackerShows(ROUND, '▶️ **TIE-2**');
    const tie2 = await emu.command(CAROL, ROUND, 'activate', { ship: 'TIE-2', arc: 'front-left', obstacle: 'right', roll: 'focus hit' });
    expect(shownText(tie2)).toContain(`🎯 <@${BOB}>: your turn with **Wedge**`);
    t = await trackerShows(ROUND, '▶️ **Wedge**');
    expect((await press(BOB, t, 'Done: Wedge')).type).toBe(7);

    // A solo ship from the tracker's button: the card asks the tally's arc with buttons.
    t = await trackerShows(ROUND, '▶️ **TIE-3**');
    let card = await press(CAROL, t, 'Activate TIE-3');
    expect(responseFlags(card)).toBe(0);
    const cardMessage = card.message!;
    for (let i = 0; i < 3 && buttons(cardMessage).length; i++) card = await emu.click(CAROL, cardMessage, buttons(cardMessage)[0]!.id);
    expect(buttons(cardMessage)).toEqual([]);
    expect(shownText(cardMessage)).toContain('Maneuver');
    t = await trackerShows(ROUND, '▶️ **TIE-4**');
    await emu.command(CAROL, ROUND, 'activate', { ship: 'TIE-4', arc: 'rear-left', obstacle: 'left', roll: 'evade crit' });

    // Engagement: descending initiative, the first player's ships first at equal initiative.
    t = await trackerShows(ROUND, 'Round 1 · Engagement Phase');
    expect(shownText(t).replace(/\*\*/g, '')).toMatch(
      /TIE-4 · I4[^\n]*\n[^\n]*Wedge · I3[^\n]*\n[^\n]*TIE-3 · I3[^\n]*\n[^\n]*Luke · I2[^\n]*\n[^\n]*TIE-2 · I2[^\n]*\n[^\n]*TIE-1 · I1/,
    );
    // A press that hands the turn to another player's ship answers with a message pinging them (R51); the others edit the tracker.
    const engagement: [string, string, string | null][] = [
      ['TIE-4', CAROL, `🎯 <@${BOB}>: your turn to engage with **Wedge** (I3)`],
      ['Wedge', BOB, null],
      ['TIE-3', CAROL, `🎯 <@${ALICE}>: your turn to engage with **Luke** (I2)`],
      ['Luke', ALICE, null],
      ['TIE-2', CAROL, null],
      ['TIE-1', CAROL, null],
    ];
    for (const [ship, user, ping] of engagement) {
      t = await trackerShows(ROUND, `▶️ **${ship}**`);
      expect(buttons(t).map((b) => b.label)).toEqual([`Attack: ${ship}`, `Done: ${ship}`]);
      const r = await press(user, t, `Done: ${ship}`);
      if (ping) expect(shownText(r)).toContain(ping);
      else expect(r.type).toBe(7);
    }

    // End: the round is over; two players advance at once and the round moves once.
    t = await trackerShows(ROUND, 'Round 1 · End Phase');
    expect(buttons(t).map((b) => b.label)).toEqual(['Start round 2']);
    const [a, b] = await Promise.all([emu.command(ALICE, ROUND, 'round', {}, 'next'), emu.command(BOB, ROUND, 'round', {}, 'next')]);
    const cards = [a, b].filter((r) => shownText(r).includes('Round 2 begins'));
    expect(cards).toHaveLength(1);
    // The new round's Planning pings the player who did not start it, to set their dials.
    const starter = cards[0] === a ? ALICE : BOB;
    const otherPlayer = starter === ALICE ? BOB : ALICE;
    expect(shownText(cards[0]!)).toContain(`🎯 <@${otherPlayer}>: round 2, set your dials`);
    // The other one either found the round moved on inside its transaction, or (read after the first committed) asks about round 2.
    const other = [a, b].find((r) => !cards.includes(r))!;
    expect(responseFlags(other)).toBe(64);
    expect(shownText(other)).toMatch(/already in round 2|Round 2 is not over/);
    expect(storedState(ROUND)!.round).toBe(2);
    t = await trackerShows(ROUND, 'Round 2 · Planning Phase');
    // Edited in place, posted anew at most once: the round's public messages (the pings among them) scroll it away (R44).
    const reposts = emu.requests.slice(requestsMark).filter((r) => r.method === 'POST' && r.path === `/channels/${ROUND}/messages`).length;
    expect(reposts).toBeLessThanOrEqual(1);
    if (reposts === 0) expect(t.id).toBe(trackerId);

    // Public messages in the round: the activation cards, the pings handing Engagement turns to players and the round card.
    const publicMessages = emu.messages.filter((m) => !earlier.has(m.id) && m.channel_id === ROUND && !(m.flags & 64));
    expect(
      publicMessages
        .filter((m) => !isTracker(m))
        .map(
          (m) =>
            m.embeds[0]?.title ??
            m.content
              .split('\n')
              .at(-1)!
              .replace(/ \(I\d\).*/, ''),
        ),
    ).toEqual([
      'TIE-1 — TIE/ln Fighter (Academy Pilot, I1)',
      'TIE-2 — TIE/ln Fighter (Obsidian Squadron Pilot, I2)',
      'TIE-3 — TIE/ln Fighter (Black Squadron Ace, I3)',
      'TIE-4 — TIE/ln Fighter (Del Meeko, I4)',
      `🎯 <@${BOB}>: your turn to engage with **Wedge**`,
      `🎯 <@${ALICE}>: your turn to engage with **Luke**`,
      'Round 2 begins',
    ]);
    expect(
      emu.requests.slice(requestsMark).filter((r) => r.method === 'PATCH' && r.path === `/channels/${ROUND}/messages/${trackerId}`).length,
    ).toBeGreaterThan(5);

    // Each player was pinged once per step they act in (their activation, their engagement, the next round's dials);
    // every message parsed no mention at all.
    const sent = sentBodies(requestsMark);
    expect(sent.every((s) => s.allowed !== undefined && (s.allowed.parse ?? []).length === 0)).toBe(true);
    expect(sent.flatMap((s) => s.allowed?.users ?? [])).toEqual([ALICE, BOB, BOB, ALICE, otherPlayer]);
  });

  test('a player named "@everyone" (or with markdown in their name) is shown as a name: nothing in a message can ping the server', async () => {
    const since = emu.requests.length;
    await emu.command(CAROL, NAMES, 'game', { faction: 'galactic-empire', seed: 'names' }, 'start');
    const joined = await emu.command(EVERYONE, NAMES, 'join', { ship: 't65xwing' });
    await emu.command(BOLD, NAMES, 'join', { ship: 't65xwing' });
    expect(
      storedState(NAMES)!
        .ships.filter((s) => s.side === 'player')
        .map((s) => s.name),
    ).toEqual(['everyone', 'bold &123']);
    expect(shownText(joined)).toContain('**everyone**');
    const destroyed = await emu.command(CAROL, NAMES, 'ship', { ship: 'everyone' }, 'destroyed');
    expect(shownText(destroyed)).toBe('💥 Destroyed: everyone.');
    const status = await emu.command(CAROL, NAMES, 'game', {}, 'status');
    expect(shownText(status)).toContain('bold &123');
    const sent = sentBodies(since);
    expect(sent.length).toBeGreaterThan(4);
    for (const s of sent) {
      expect(s.allowed, s.path).toEqual({ parse: [], users: expect.any(Array) });
      expect(s.text).not.toMatch(/@everyone|@here|<@&/);
    }
    // A typed name may not hold mention or markdown characters either.
    const bad = await emu.command(ALICE, NAMES, 'join', { ship: 't65xwing', name: '@here' });
    expect(responseFlags(bad)).toBe(64);
    expect(shownText(bad)).toContain('Bad `name`');
  });

  test('/undo marks the card it took back: greyed, titled so, its buttons gone', async () => {
    const card = await emu.command(ALICE, NAMES, 'activate', { ship: 'TIE-1', arc: 'bullseye', roll: 'focus focus' });
    expect(shownText(card)).toContain('Maneuver');
    const undo = await emu.command(CAROL, NAMES, 'undo', {});
    expect(shownText(undo)).toContain("Took back TIE-1's activation");
    await waitFor(() => card.message!.content.includes('Taken back'));
    expect(card.message!.content).toContain(`↩️ **Taken back** by <@${CAROL}> with \`/undo\`.`);
    expect(card.message!.embeds[0]!.title).toMatch(/^↩️ TIE-1 — /);
    expect(card.message!.components).toEqual([]);
    expect(storedState(NAMES)!.ships.find((s) => s.name === 'TIE-1')!.activated).toBe(false);
  });

  test('waves reach the players when the bot may not post in the channel (403 / 50013), the owner is told what is missing, and nothing retries forever', async () => {
    emu.denyPosting(MUTED);
    await emu.command(CAROL, MUTED, 'game', { faction: 'galactic-empire', seed: 'muted' }, 'start');
    await emu.command(ALICE, MUTED, 'join', { ship: 't65xwing', name: 'Luke' });
    let card: InteractionResult | undefined;
    for (let round = 1; round <= 3; round++) {
      // The round is not over: the bot asks first, and the click confirms.
      const asked = await emu.command(ALICE, MUTED, 'round', {}, 'next');
      const confirm = buttons(asked.message).find((b) => b.label === `Start round ${round + 1}`);
      card = confirm ? await emu.click(ALICE, asked.message!, confirm.id) : asked;
      expect(shownText(card)).toContain(`Round ${round + 1} begins`);
    }
    // The arrivals come as a follow-up to the click that brought them, pinging the owner only.
    await waitFor(() => emu.channelMessages(MUTED).some((m) => m.interaction && shownText(m).includes('Round 4: enemy arrivals')));
    const followUp = emu.channelMessages(MUTED).find((m) => shownText(m).includes('Round 4: enemy arrivals'))!;
    expect(followUp.flags & 64).toBe(0);
    expect(followUp.content).toContain(`<@${CAROL}>, I can't post in this channel by myself (missing permission: Send Messages`);
    const request = emu.requests.find((r) => r.method === 'POST' && r.path.startsWith('/webhooks/') && shownText(r.body as never).includes('enemy arrivals'))!;
    expect((request.body as { allowed_mentions: unknown }).allowed_mentions).toEqual({ parse: [], users: [CAROL] });
    expect(emu.botPosts(MUTED)).toEqual([]);
    // Nothing is left to retry: the periodic flush (every 5 s) does not knock on the channel again.
    const unposted = () => {
      const db = new Database(dbPath, { readonly: true });
      try {
        return db.prepare("SELECT count(*) FROM outbox WHERE channel_id = ? AND posted_at IS NULL AND kind != 'tracker'").pluck().get(MUTED);
      } finally {
        db.close();
      }
    };
    await waitFor(() => unposted() === 0); // marked posted right after the follow-up went out
    // The arrivals are not posted again (the tracker, which cannot exist here, is tried once per change, never retried).
    const attempts = () => emu.requests.filter((r) => r.path.startsWith(`/channels/${MUTED}/messages`) && !isTracker(r.body as never)).length;
    const before = attempts();
    await new Promise((r) => setTimeout(r, 5600));
    expect(attempts()).toBe(before);
    expect(shownText(card!)).toContain('(listed in the arrivals message)'); // not "announced in the channel"
    emu.denyPosting(MUTED, false);
  });

  test('without Send Messages the bot tries to post the tracker once per game, and again when a command shows the permission is back', async () => {
    emu.denyPosting(REFUSED);
    const trackerPosts = () =>
      emu.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${REFUSED}/messages` && isTracker(r.body as never)).length;
    await emu.command(CAROL, REFUSED, 'game', { faction: 'galactic-empire', seed: 'refused' }, 'start');
    await emu.command(ALICE, REFUSED, 'join', { ship: 't65xwing', name: 'Luke' });
    await waitFor(() => trackerPosts() === 1);
    // Every command below changes the game, so each marks its tracker due.
    for (const ship of ['TIE-1', 'TIE-2']) await emu.command(CAROL, REFUSED, 'activate', { ship, arc: 'bullseye', obstacle: 'left', roll: 'focus hit' });
    await emu.command(ALICE, REFUSED, 'done', {});
    await emu.command(ALICE, REFUSED, 'round', {}, 'next');
    await new Promise((r) => setTimeout(r, 1500)); // past the tracker's edit interval, had one been put off
    expect(trackerPosts()).toBe(1);
    // Granted again: the next command carries the permission, and the tracker is posted.
    emu.denyPosting(REFUSED, false);
    await emu.command(ALICE, REFUSED, 'game', {}, 'status');
    await waitFor(() => emu.trackers(REFUSED).length === 1);
    expect(trackerPosts()).toBe(2);
  });

  test('a press on the tracker updates it once: no edit of the same tracker follows it', async () => {
    await emu.command(CAROL, PRESS, 'game', { faction: 'galactic-empire', seed: 'press' }, 'start');
    await emu.command(ALICE, PRESS, 'join', { ship: 't65xwing', name: 'Luke' });
    const t = await trackerShows(PRESS, `Waiting for <@${ALICE}>`);
    const edits = () => emu.requests.filter((r) => r.method === 'PATCH' && r.path === `/channels/${PRESS}/messages/${t.id}`).length;
    await new Promise((r) => setTimeout(r, 1200)); // the join's edit, put off by the edit interval, is made
    const before = edits();
    const pressed = await press(ALICE, t, 'Dial set');
    expect(pressed.type).toBe(7);
    expect(shownText(pressed)).toContain('Round 1 · Activation Phase');
    // Longer than the tracker's edit interval: its own edit would have come by now.
    await new Promise((r) => setTimeout(r, 2500));
    expect(edits()).toBe(before);
    // The next change still edits it.
    // Luke (I1, the players first at equal initiative) is up (R54).
    await emu.command(ALICE, PRESS, 'done', {});
    await trackerShows(PRESS, '✅ Luke');
    expect(edits()).toBe(before + 1);
  });

  test('a whole round by taps alone after /game start and the /joins: at most two presses a step, no typed argument, on one Components V2 card', async () => {
    await emu.command(CAROL, TAPS, 'game', { faction: 'galactic-empire', seed: 'taps' }, 'start');
    await emu.command(ALICE, TAPS, 'join', { ship: 't65xwing', name: 'Luke' });
    await emu.command(BOB, TAPS, 'join', { ship: 't65xwing', name: 'Wedge' });
    const owner: Record<string, string> = { Luke: ALICE, Wedge: BOB };
    const steps: { step: string; presses: number }[] = [];
    const tap = async (step: string, user: string, message: EmuMessage, label: string): Promise<InteractionResult> => {
      const b = buttons(message).find((x) => x.label === label);
      if (!b)
        throw new Error(
          `no “${label}” for ${step}; there are: ${buttons(message)
            .map((x) => x.label)
            .join(', ')}`,
        );
      const last = steps.at(-1);
      if (last?.step === step) last.presses++;
      else steps.push({ step, presses: 1 });
      const r = await emu.click(user, message, b.id);
      expect(r.type === 4 || r.type === 7, `${step}: answered`).toBe(true);
      return r;
    };
    const current = () => {
      const all = emu.trackers(TAPS);
      return all.at(-1)!;
    };
    await waitFor(() => emu.trackers(TAPS).length === 1 && shownText(current()).includes(`Waiting for <@${ALICE}>, <@${BOB}>`));
    for (let guard = 0; guard < 40; guard++) {
      const t = current();
      const text = shownText(t);
      if (text.includes('Round 2 · Planning Phase')) break;
      // The tracker is one V2 card: no content, no embed; the solo ships' markers are on it.
      expect(t.flags & (1 << 15)).not.toBe(0);
      expect(t.embeds).toEqual([]);
      expect(text.replace(/\*\*/g, '')).toMatch(/TIE-1 · I1 · (?:(?:🟡|🔴|🔵) )?(?:Balanced|Offensive|Defensive|Recovery)/);
      const labels = buttons(t).map((b) => b.label);
      const first = labels[0]!;
      if (first === 'Dial set') {
        const waiting = /Waiting for <@(\d+)>/.exec(text)![1]!;
        await tap(`dials of ${waiting}`, waiting, t, 'Dial set');
      } else if (first.startsWith('Activate ')) {
        const ship = first.slice('Activate '.length);
        const card = await tap(`activation of ${ship}`, CAROL, t, first);
        // R56: the card asks the tally's arc and the nearest obstacle's side in one tap, so an activation
        // that needs both questions is still two taps: every answer counts in the same step.
        expect(buttons(card.message)[0]!.label).toBe('Bullseye · obstacle ◀');
        for (let q = 0; q < 3 && buttons(card.message).some((b) => !b.id.startsWith('red-action.')); q++)
          await tap(`activation of ${ship}`, CAROL, card.message!, buttons(card.message)[0]!.label);
        expect(shownText(card.message!)).toContain('Maneuver');
      } else if (first.startsWith('Attack: ')) {
        const ship = first.slice('Attack: '.length);
        const by = owner[ship] ?? CAROL;
        const prompt = await tap(`${ship} attacks`, by, t, first);
        expect(responseFlags(prompt)).toBe(64);
        // R56: the defender and its damage in one tap: an attack is two taps.
        const oneOnFirst = buttons(prompt.message).find((b) => / 1$/.test(b.label))!.label;
        const recorded = await tap(`${ship} attacks`, by, prompt.message!, oneOnFirst);
        expect(shownText(recorded)).toContain('1 damage card');
        // The attack is the attacker's engagement: recording it hands the turn on, no Done to press.
      } else if (first.startsWith('Done: ')) {
        const ship = first.slice('Done: '.length);
        await tap(`${ship} done`, owner[ship] ?? CAROL, t, first);
      } else if (first === 'Start round 2') {
        await tap('end of round 1', CAROL, t, first);
      } else throw new Error(`unexpected button “${first}”`);
      await waitFor(() => shownText(current()) !== text);
    }
    expect(storedState(TAPS)!.round).toBe(2);
    expect(storedState(TAPS)!.phase).toBe('planning');
    // Every step: at most two presses, and no command typed after the joins.
    expect(steps.filter((s) => s.presses > 2)).toEqual([]);
    expect(steps.map((s) => s.step)).toEqual(
      expect.arrayContaining(['activation of TIE-1', 'activation of TIE-2', 'Luke attacks', 'TIE-1 attacks', 'end of round 1']),
    );
    expect([...emu.interactions.values()].filter((i) => i.kind === 'command' && i.dispatchedAt > 0 && i.channelId === TAPS).length).toBe(3);
  });

  test('two /round next at once, with the round not over, advance nothing: each asks first', async () => {
    await emu.command(CAROL, RACE, 'game', { faction: 'galactic-empire', seed: 'race' }, 'start');
    await emu.command(ALICE, RACE, 'join', { ship: 't65xwing', name: 'Luke' });
    const [a, b] = await Promise.all([emu.command(ALICE, RACE, 'round', {}, 'next'), emu.command(CAROL, RACE, 'round', {}, 'next')]);
    expect(storedState(RACE)!.round).toBe(1);
    for (const r of [a, b]) {
      expect(responseFlags(r)).toBe(64);
      expect(shownText(r)).toContain('Round 1 is not over. Not activated yet: TIE-1, TIE-2, Luke.');
    }
    // Both confirm: the round moves once, from round 1 to 2.
    const [x, y] = await Promise.all([press(ALICE, a.message!, 'Start round 2'), press(CAROL, b.message!, 'Start round 2')]);
    expect(storedState(RACE)!.round).toBe(2);
    expect([x, y].filter((r) => shownText(r).includes('Round 2 begins'))).toHaveLength(1);
    expect([x, y].filter((r) => shownText(r).includes('already in round 2'))).toHaveLength(1);
  });
});
