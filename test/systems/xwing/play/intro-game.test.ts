import { describe, expect, test } from 'vitest';
import { text } from '../../../helpers.ts';
import { tablePerTest } from '../table.ts';

const { table, cleanup } = tablePerTest();

describe('the introductory scenario through the console adapter', () => {
  test('no Patrol lost by round 4 (2 Patrols arrive); 3 lost by round 7 (Reinforcement + extra Patrol); the game notices its end', async () => {
    const t = table();
    const start = await t.reply('/game start faction:galactic-empire');
    expect(text(start)).toContain('TIE-1 — TIE/ln Fighter (Academy Pilot, I1)');
    expect(text(start)).toContain('TIE-2 — TIE/ln Fighter (Academy Pilot, I1)');
    expect((await t.state())!.ships.map((s) => [s.name, s.attitude, s.role])).toEqual([
      ['TIE-1', 'balanced', 'patrol'],
      ['TIE-2', 'balanced', 'patrol'],
    ]);
    // The players fly the Rebel Alliance (R57): a Y-wing, its lowest pilot I2.
    await t.reply('/join ship:btla4ywing');
    await t.reply('@bob /join ship:x-wing pilot:redsquadronveteran name:Luke');

    const a1 = await t.reply('/activate ship:TIE-1 arc:front-left obstacle:right roll:evade hit');
    expect(a1.payload.embeds[0]!.color).toBe(0xdc2626); // Defensive: red marker
    expect(text(a1)).toContain('3 left turn (white)');
    expect(text(a1)).toContain('“fastest turn, towards tally”');
    const a2 = await t.reply('/activate ship:TIE-2 arc:bullseye roll:blank blank');
    expect(text(a2)).toContain('5 straight (white)');
    expect(text(a2)).toContain('Balanced → Offensive');
    // Attacks come once every ship has activated (R49).
    await t.run('/done');
    await t.run('@bob /done');
    const attack = await t.reply('/attack attacker:TIE-1 defender:Luke damage:1');
    expect(text(attack)).toContain('Weapons of TIE-1, in order: 1. primary (front arc), attack 2');
    expect(text(attack)).toContain('2. otherwise the enemy against which it can use the most abilities');
    expect((await t.state())!.ships[0]!.attitude).toBe('balanced'); // dealt damage: towards Offensive
    const back = await t.reply('@bob /attack attacker:Luke defender:TIE-2 damage:0');
    expect(text(back)).not.toContain('weapons, in order'); // a player attacker gets no priority list
    expect(text(back)).toContain('Defending: TIE-2');

    const r2 = await t.advanceReply();
    expect(text(r2)).toContain('TIE-1: Balanced → Offensive (did not defend)');
    await t.advanceReply();
    const round4 = await t.advance();
    const ann4 = round4.filter((o) => o.type === 'announcement');
    expect(ann4).toHaveLength(1);
    expect(text(ann4[0]!)).toContain('No Patrol ship has been destroyed: 2 Patrol ships arrive.');
    expect(text(ann4[0]!)).toMatch(/TIE-3 — TIE\/ln Fighter \(Black Squadron Ace, I3\): hyperspace marker [AB]/);
    expect(text(ann4[0]!)).toContain('TIE-4');
    expect((await t.state())!.ships.filter((s) => s.name === 'TIE-3' || s.name === 'TIE-4').map((s) => s.attitude)).toEqual(['offensive', 'offensive']);

    for (const s of ['TIE-1', 'TIE-2', 'TIE-3']) await t.reply(`/ship destroyed ship:${s}`);
    await t.advanceReply();
    await t.advanceReply();
    const round7 = await t.advance();
    const ann7 = round7.filter((o) => o.type === 'announcement');
    expect(ann7).toHaveLength(1);
    expect(text(ann7[0]!)).toContain('3 or more solo ships have been destroyed');
    expect(text(ann7[0]!)).toContain('INT-1 — TIE/in Interceptor (Saber Squadron Ace, I4)');
    expect(text(ann7[0]!)).toContain('TIE-5 — TIE/ln Fighter (Black Squadron Ace, I3)');

    const status = await t.reply('/game status');
    expect(text(status)).toContain('round 7');
    expect(text(status)).toContain('Next to activate: you'); // I2 player first
    expect(text(status)).toMatch(/🔵 INT-1 · TIE\/in Interceptor/);

    await t.reply('/ship destroyed ship:TIE-4');
    await t.reply('/ship destroyed ship:INT-1');
    const last = await t.run('/ship destroyed ship:TIE-5');
    const end = last.filter((o) => o.type === 'announcement');
    expect(end).toHaveLength(1);
    expect(text(end[0]!)).toContain('All solo ships have been destroyed');
    expect((await t.state())!.ended).toEqual({ reason: 'solo-destroyed', round: 7 });
    const after = await t.reply('/activate ship:TIE-4');
    expect(after.payload.flags).toBe(64);

    // The stored state is exactly the replay of the stored log.
    const game = (await t.game('table'))!;
    expect(t.replay(await t.log(game.id))).toEqual(game.state);
    // Every announcement was posted exactly once.
    expect(t.all.filter((o) => o.type === 'announcement')).toHaveLength(3);
    expect(await t.store.dueAnnouncements(Date.now() + 1e9, 10)).toEqual([]);
    await t.store.close();
  });

  test('a Patrol lost before round 4 brings a Patrol and a Reinforcement; fewer than 3 lost: no extra Patrol in round 7; all players gone ends it', async () => {
    const t = table();
    await t.reply('#b /game start faction:galactic-empire seed:7');
    await t.reply('#b /join ship:btla4ywing');
    await t.reply('#b @bob /join ship:x-wing name:Luke');
    await t.reply('#b /ship destroyed ship:TIE-1');
    await t.advance('#b ');
    await t.advance('#b ');
    const round4 = await t.advance('#b ');
    const ann4 = round4.filter((o) => o.type === 'announcement');
    expect(ann4.map((o) => o.channel)).toEqual(['b']);
    expect(text(ann4[0]!)).toContain('1 Patrol ship and 1 Reinforcement ship arrive');
    expect(text(ann4[0]!)).toContain('TIE-3');
    expect(text(ann4[0]!)).toContain('INT-1');
    await t.advance('#b ');
    await t.advance('#b ');
    const round7 = await t.advance('#b ');
    const ann7 = round7.filter((o) => o.type === 'announcement');
    expect(text(ann7[0]!)).toContain('Reinforcements arrive.');
    expect(text(ann7[0]!)).toContain('INT-2');
    expect(text(ann7[0]!)).not.toContain('TIE-4');
    await t.reply('#b @bob /ship fled ship:Luke');
    const end = (await t.run('#b /ship destroyed ship:you')).filter((o) => o.type === 'announcement');
    expect(text(end[0]!)).toContain('All player ships have fled or been destroyed.');
    expect(text(end[0]!)).toContain('Fled (pilots safe if by the player edge): Luke');
    expect((await t.state('b'))!.ended?.reason).toBe('players-gone');
    await t.store.close();
  });

  test('the same seed plays the same game', async () => {
    const play = async () => {
      const t = table();
      const lines = [
        '/game start faction:rebel-alliance',
        '/join ship:tie advanced',
        '/activate ship:Z95-1 arc:front-right obstacle:left',
        '/activate ship:Z95-2 arc:rear-left obstacle:left',
        '/round next',
        '/activate ship:Z95-1 arc:left obstacle:right',
      ];
      const out = [];
      for (const l of lines) out.push(text(await t.reply(l)));
      await t.store.close();
      cleanup();
      return out;
    };
    expect(await play()).toEqual(await play());
  });
});
