import { describe, expect, test } from 'vitest';
import { routeOf } from '../../../src/core/buttons.ts';
import { ABS_BUTTON_ROUTES, buttonId, parseButton, type AbsButton } from '../../../src/systems/abs/buttons.ts';

// A Billion Suns' buttons on the core's codec: every kind reads back what it wrote, and the
// ids today's release posted (`abs:kind:game:…`) read as the same buttons, so messages in
// channels keep working after a deploy.

const BUTTONS: readonly [AbsButton, string, string][] = [
  [{ game: 7, kind: 'scatter', ic: 'IC2' }, 'abs-scatter.1:7:IC2', 'abs:scatter:7:IC2'],
  [{ game: 7, kind: 'invalid', scatter: 3 }, 'abs-invalid.1:7:3', 'abs:invalid:7:3'],
  [{ game: 7, kind: 'redraw', contract: 'C3' }, 'abs-contract.1:7:redraw:C3', 'abs:redraw:7:C3'],
  [{ game: 7, kind: 'keep', contract: 'C3' }, 'abs-contract.1:7:keep:C3', 'abs:keep:7:C3'],
  [{ game: 7, kind: 'exhaust', contract: 'C1' }, 'abs-contract.1:7:exhaust:C1', 'abs:exhaust:7:C1'],
  [{ game: 7, kind: 'notyet', contract: 'C1' }, 'abs-contract.1:7:notyet:C1', 'abs:notyet:7:C1'],
  [{ game: 7, kind: 'end', credits: -3, maxRevenue: null }, 'abs-end.1:7:-3:-1', 'abs:end:7:-3:-'],
  [{ game: 7, kind: 'end', credits: 9, maxRevenue: 46 }, 'abs-end.1:7:9:46', 'abs:end:7:9:46'],
  [{ game: 7, kind: 'stay' }, 'abs-stay.1:7', 'abs:stay:7'],
];

describe('A Billion Suns’ button ids', () => {
  test.each(BUTTONS)('%o is written as %s and read back; the release before’s %s reads the same', (button, id, legacy) => {
    expect(buttonId(button)).toBe(id);
    expect(parseButton(id)).toEqual(button);
    expect(parseButton(legacy)).toEqual(button);
    expect(ABS_BUTTON_ROUTES).toContain(routeOf(id));
    expect(ABS_BUTTON_ROUTES).toContain(routeOf(legacy));
  });

  test('ids that are not a Billion Suns button, or tampered, are not read', () => {
    for (const id of [
      'abs:keep:7:IC1',
      'abs:keep:7:C1:extra',
      'abs:scatter:x:IC1',
      'abs:stay:7:1',
      'abs:end:7:9',
      'abs-contract.1:7:jump:C1',
      'abs-contract.2:7:keep:C1',
      'abs-scatter.1:7:C1',
      'abs-end.1:7:9:-2',
      'turn:act:7:TIE-1',
    ])
      expect(parseButton(id), id).toBeNull();
  });
});
