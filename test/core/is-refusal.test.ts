import { describe, expect, test } from 'vitest';
import { coreRefuse, isRefusal, refuse, type Refusal } from '../../src/core/refusal.ts';

// The one guard for a value-or-refusal: a refusal is told from any value, whatever its shape.
describe('isRefusal', () => {
  test('a refusal, from any maker, is one', () => {
    expect(isRefusal(refuse('unknown-ship', { ship: 'TIE-9' }))).toBe(true);
    expect(isRefusal(coreRefuse('no-game'))).toBe(true);
  });

  test('values are not, whatever they hold', () => {
    const values: unknown[] = [{ name: 'TIE-1' }, { ok: true, view: 1 }, { code: 'x' }, 0, '', null, undefined, [], { ok: 'false' }];
    for (const v of values) expect(isRefusal(v as object | Refusal)).toBe(false);
  });

  test('narrows the type on both branches', () => {
    const found = (name: string): { readonly name: string } | Refusal => (name ? { name } : refuse('no-name'));
    const x = found('TIE-1');
    // A compile error here if the guard did not narrow: `name` is not on Refusal.
    expect(isRefusal(x) ? x.code : x.name).toBe('TIE-1');
    const y = found('');
    expect(isRefusal(y) ? y.code : y.name).toBe('no-name');
  });
});
