import { afterAll, describe, expect, test } from 'vitest';
import { ConsoleSession } from '../../../../src/console/session.ts';
import { consoleTable, plain, tempDir } from '../../../helpers.ts';

// Ruling R74: a player's or ship's name never stands as a verb's subject in the bot's words,
// since a name may be anything, "you" at the console included ("you is up", "you has set
// their dials"); a refusal's object stands where English puts it ("mark Luke done"); the board
// says who is next to activate in words that fit the End Phase too.

const tmp = tempDir('grammar-');
const t = consoleTable(`${tmp.dir}/grammar.sqlite`);
afterAll(async () => {
  await t.store.close();
  tmp.cleanup();
});
const say = async (line: string) => (await t.run(line)).map(plain).join('\n');

describe('the console’s “you” reads as a name (ruling R74)', () => {
  test('joining, turns, pings and the log never say “you is”, “you has” or “you moves”', async () => {
    await say('/game start faction:galactic-empire scenario:custom');
    await say('/ship add chassis:tielnfighter');
    await say('/join ship:x-wing');
    await say('@bob /join ship:x-wing name:Luke');
    let all = await say('/done');
    all += await say('@bob /done');
    all += await say('/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit');
    all += await say('/game pings off');
    all += (await t.run('/game log')).map((o) => [plain(o), ...(o.payload.attachments ?? []).map((a) => String(a.content))].join('\n')).join('\n');
    expect(all).toContain('your turn with **you**');
    expect(all).toContain('Dials set: you.');
    expect(all).not.toMatch(/\byou (is|has|moves|engages|turns|leaves)\b/);
    // A typed turn out of order (R54) names who is next without making the name a subject.
    expect(all).toContain('next in initiative order is **you**');
  });

  test('a refusal to mark another’s ship done says “mark Luke done”', async () => {
    expect(await say('@carol /done ship:Luke')).toContain('can mark Luke done.');
  });

  test('in the End Phase the board’s next to activate is nobody, and says the End Phase is next', async () => {
    // The activation's end, then every ship's engagement.
    // In initiative order (R54): activation ascending (players first at equal initiative), engagement descending.
    for (const line of [
      '/done ship:you',
      '/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit',
      '@bob /done ship:Luke',
      '@bob /done ship:Luke',
      '/done ship:you',
      '/done ship:TIE-1',
    ])
      await say(line);
    const status = await say('/game status');
    expect(status).toContain('Next to activate: nobody — every ship has activated and engaged; `/round next` for the End Phase and round 2.');
    expect(status).not.toContain('Everyone has activated: engage');
  });

  test('in French too: “vous” at the console reads as a name (« Cadrans réglés : vous. », never « vous a réglé »)', async () => {
    const fr = new ConsoleSession(t.delivery, t.dispatcher, { seed: '3', locale: 'fr', defaultUser: 'vous' });
    const dire = async (line: string) => (await fr.run(`#fr ${line}`)).map(plain).join('\n');
    await dire('/game start faction:galactic-empire scenario:custom');
    await dire('/ship add chassis:tielnfighter');
    await dire('/join ship:x-wing');
    let all = await dire('/done');
    all += await dire('/activate ship:TIE-1 arc:bullseye obstacle:left roll:focus hit');
    all += await dire('/done');
    all += (await fr.run('#fr /game log')).flatMap((o) => (o.payload.attachments ?? []).map((a) => String(a.content))).join('\n');
    expect(all).toContain('Cadrans réglés : vous.');
    expect(all).not.toMatch(/\bvous (a|se déplace|engage|quitte|coupe|réactive) /);
  });
});
