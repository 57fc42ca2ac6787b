import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buttonCodec, CUSTOM_ID_MAX, routeOf } from '../../src/core/buttons.ts';

// One typed codec writes and reads every button id: what it writes it reads back exactly,
// whatever the names hold; ids of other buttons, other versions or tampered fields are not
// read; ids written before versions existed go through the codec's legacy reader.

const codec = buttonCodec(
  'x-act',
  2,
  { game: 'int', ship: 'text' },
  { route: 'x', read: ([what, game, ...ship]) => (what === 'act' ? { game: Number(game), ship: ship.join(':') } : null) },
);

describe('the button codec', () => {
  test('reads back what it wrote, whatever the name holds (colons and percent signs included), or refuses an id too long', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.string({ maxLength: 40, unit: fc.constantFrom('a', 'Z', '-', ':', '%', '3', 'A', 'é', ' ') }),
        (game, ship) => {
          const escaped = ship.replace(/%/g, '%25').replace(/:/g, '%3A');
          if (`x-act.2:${game}:${escaped}`.length > CUSTOM_ID_MAX) expect(() => codec.encode({ game, ship })).toThrow(/over Discord/);
          else expect(codec.decode(codec.encode({ game, ship }))).toEqual({ game, ship });
        },
      ),
    );
    for (const ship of ['TIE:1', '100%', '%3A', 'a:b:%25']) expect(codec.decode(codec.encode({ game: 1, ship }))).toEqual({ game: 1, ship });
  });

  test('routes on the part before the version; refuses other versions, other routes and bad fields', () => {
    const id = codec.encode({ game: 12, ship: 'TIE-1' });
    expect(id).toBe('x-act.2:12:TIE-1');
    expect(routeOf(id)).toBe('x-act');
    expect(routeOf('turn:act:1:TIE-1')).toBe('turn');
    expect(codec.decode('x-act.1:12:TIE-1')).toBeNull();
    expect(codec.decode('y-act.2:12:TIE-1')).toBeNull();
    expect(codec.decode('x-act.2:twelve:TIE-1')).toBeNull();
    expect(codec.decode('x-act.2:12')).toBeNull();
    expect(codec.decode('x-act.2:12:TIE-1:extra')).toBeNull();
    expect(codec.decode(`x-act.2:12:${'a'.repeat(CUSTOM_ID_MAX)}`)).toBeNull();
  });

  test('reads the ids of the release before through its legacy reader', () => {
    expect(codec.routes).toEqual(['x-act', 'x']);
    expect(codec.decode('x:act:7:TIE:1')).toEqual({ game: 7, ship: 'TIE:1' });
    expect(codec.decode('x:other:7')).toBeNull();
  });

  test('refuses to write an id over Discord’s 100 characters, or a field that is not whole', () => {
    expect(() => codec.encode({ game: 1, ship: 'a'.repeat(95) })).toThrow(/over Discord/);
    expect(() => codec.encode({ game: 1.5, ship: 'a' })).toThrow(/whole number/);
  });

  test('R55: a count bounded like its typed form is read only within its bounds, and never written outside them', () => {
    const damage = buttonCodec('x-dmg', 1, { game: 'int', damage: { min: 0, max: 20 } });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 999_999_999_999_999 }), (n) => {
        const id = `x-dmg.1:7:${n}`;
        if (n >= 0 && n <= 20) expect(damage.decode(id)).toEqual({ game: 7, damage: n });
        else {
          expect(damage.decode(id)).toBeNull();
          expect(() => damage.encode({ game: 7, damage: n })).toThrow(/from 0 to 20/);
        }
      }),
    );
  });
});
