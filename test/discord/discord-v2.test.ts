import { describe, expect, test } from 'vitest';
import type { Message } from '../../src/core/message.ts';
import { toV2Payload, v2Size, V2_LIMITS } from '../../src/render/discord-v2.ts';
import { loadCatalog } from '../../src/systems/xwing/catalog/load.ts';
import { evolve, type GameEvent } from '../../src/systems/xwing/play/events.ts';
import { trackerMessage } from '../../src/systems/xwing/render/tracker.ts';
import { en } from '../../src/systems/xwing/strings/en.ts';
import { componentsProblem, IS_COMPONENTS_V2 } from '../emulator/components-v2.ts';

// The tracker as one Components V2 card, within the limits Discord's documentation gives for V2 messages (at most
// 40 components nested ones included, 4,000 characters of text, no content or embeds beside them); what does not
// fit falls back to the classic embed (null here). The emulator's check is Discord's side of the same rules.

const button = (n: number) => ({ id: `b:${n}`, label: `Button ${n}`, style: 'primary' as const });

describe('toV2Payload', () => {
  test("a game's tracker: one container with the words and its buttons inside, the V2 flag, nothing Discord refuses", () => {
    const started: GameEvent = {
      t: 'started',
      channelId: 'c',
      guildId: 'g',
      owner: 'o',
      ruleset: 'v0.2',
      scenario: 'custom',
      faction: 'galactic-empire',
      seed: 's',
      rng: [1, 2, 3, 4],
    };
    const state = evolve(null, started);
    const payload = toV2Payload(trackerMessage(en, loadCatalog(), state, 7))!;
    expect(payload.flags & IS_COMPONENTS_V2).toBe(IS_COMPONENTS_V2);
    expect(payload).not.toHaveProperty('content');
    expect(payload).not.toHaveProperty('embeds');
    expect(payload.components).toHaveLength(1);
    expect(payload.components[0]!.type).toBe(17);
    expect(componentsProblem(payload as unknown as Record<string, unknown>)).toBeNull();
    expect(JSON.stringify(payload)).toContain('### Round 1 · Planning Phase');
  });

  test('content and pings: the text on top, only the pinged users allowed', () => {
    const payload = toV2Payload({ content: '🎯 <@42>: your turn', pings: ['42'], buttons: [[button(1)]] })!;
    expect(payload.components.map((c) => c.type)).toEqual([10, 1]);
    expect(payload.allowed_mentions).toEqual({ parse: [], users: ['42'] });
    expect(componentsProblem(payload as unknown as Record<string, unknown>)).toBeNull();
  });

  test('a message past a V2 limit is left to the classic embed: text, components, a row, a picture', () => {
    const long: Message = { cards: [{ title: 'T', fields: [{ name: 'n', value: 'x'.repeat(V2_LIMITS.text) }] }] };
    expect(toV2Payload(long)).toBeNull();
    // 8 rows of 5 buttons: 40 buttons + 8 rows + the container and its text > 40.
    const many: Message = { cards: [{ title: 'T', fields: [] }], buttons: Array.from({ length: 8 }, (_, r) => [1, 2, 3, 4, 5].map((b) => button(r * 5 + b))) };
    expect(toV2Payload(many)).toBeNull();
    expect(toV2Payload({ cards: [{ title: 'T', fields: [] }], buttons: [[1, 2, 3, 4, 5, 6].map(button)] })).toBeNull();
    const picture = { name: 'p.png', png: new Uint8Array(1), alt: '' };
    expect(toV2Payload({ cards: [{ title: 'T', fields: [], picture }] })).toBeNull();
    // Just inside: 30 buttons in 6 rows, a container and its text = 38 components.
    const fits: Message = { cards: [{ title: 'T', fields: [] }], buttons: Array.from({ length: 6 }, (_, r) => [1, 2, 3, 4, 5].map((b) => button(r * 5 + b))) };
    const payload = toV2Payload(fits)!;
    expect(v2Size(payload.components).components).toBe(38);
    expect(componentsProblem(payload as unknown as Record<string, unknown>)).toBeNull();
  });
});

describe('the emulator refuses what Discord refuses with IS_COMPONENTS_V2', () => {
  const text = (content: string) => ({ type: 10, content });
  test.for([
    ['content beside components', { flags: IS_COMPONENTS_V2, content: 'hi', components: [text('a')] }, null, /content/],
    ['embeds beside components', { flags: IS_COMPONENTS_V2, embeds: [{ title: 't' }], components: [text('a')] }, null, /embeds/],
    ['41 components', { flags: IS_COMPONENTS_V2, components: [{ type: 17, components: Array.from({ length: 40 }, () => text('a')) }] }, null, /41 components/],
    ['4,001 characters', { flags: IS_COMPONENTS_V2, components: [text('x'.repeat(4001))] }, null, /4001 characters/],
    ['a row of 6 buttons', { flags: IS_COMPONENTS_V2, components: [{ type: 1, components: Array.from({ length: 6 }, () => ({ type: 2 })) }] }, null, /1 to 5/],
    ['the flag dropped by an edit', { flags: 0, content: 'back' }, IS_COMPONENTS_V2, /cannot be removed/],
    ['a container without the flag', { components: [{ type: 17, components: [text('a')] }] }, null, /needs the IS_COMPONENTS_V2 flag/],
  ] as const)('%s', ([, body, existing, problem]) => {
    expect(componentsProblem(body as Record<string, unknown>, existing)).toMatch(problem);
  });
});
