import { afterAll, describe, expect, test } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import { silentLogger } from '../../src/core/logger.ts';
import { nameFromDisplayName } from '../../src/core/names.ts';
import { mimicsSoloName } from '../../src/systems/xwing/play/ship-names.ts';
import { invocation, tempDir } from '../helpers.ts';

// Ruling R79: a ship named after its player's display name (`/join` without `name:`) keeps the name rules
// a typed name meets: what they refuse is taken out, and `Pilot` is used when nothing usable is left.

describe('nameFromDisplayName', () => {
  test.each([
    ['Luke', 'Luke'],
    ['ev\u202eil', 'evil'],
    ['\u2066Wedge\u2069', 'Wedge'],
    ['\u200b', 'Pilot'],
    ['\u200b\u3164 \u2800', 'Pilot'],
    ['Han\u200b\u0007 Solo', 'Han Solo'],
    ['**@everyone**', 'everyone'],
    ['***', 'Pilot'],
    ['ТІЕ-3', 'Pilot'],
    ['Fanny \u2728', 'Fanny \u2728'],
    ['x'.repeat(40), 'x'.repeat(32)],
  ])('%j → %j', (display, name) => {
    expect(nameFromDisplayName(display, 32, 'Pilot', mimicsSoloName)).toBe(name);
  });
});

describe('/join without name:', () => {
  const tmp = tempDir('display-names-');
  const { dispatcher, store } = composeApp(`${tmp.dir}/names.sqlite`, silentLogger, {}, { pictures: false });
  afterAll(async () => {
    await store.close();
    tmp.cleanup();
  });

  test('a display name with a direction control or of nothing visible gives a ship name the rules allow, in either language', async () => {
    await dispatcher.handle(invocation({ command: 'game', subcommand: 'start', channelId: 'dn', options: { faction: 'galactic-empire' } }));
    const join = (id: string, name: string, locale: 'en' | 'fr' = 'en') =>
      dispatcher.handle(invocation({ command: 'join', channelId: 'dn', locale, user: { id, name }, options: { ship: 't-65' } }));
    const evil = JSON.stringify(await join('u-evil', 'ev\u202eil'));
    expect(evil).not.toContain('\u202e');
    expect(evil).toContain('evil');
    const blank = JSON.stringify(await join('u-blank', '\u200b', 'fr'));
    expect(blank).not.toContain('\u200b');
    expect(blank).toContain('Pilot');
    const status = JSON.stringify(await dispatcher.handle(invocation({ command: 'game', subcommand: 'status', channelId: 'dn' })));
    expect(status).not.toMatch(/[\u202e\u200b]/u);
  });
});
