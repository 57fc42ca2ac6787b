import { buttonCodec } from '../../core/buttons.ts';

// A Billion Suns' buttons, on the core's codec. Every button names its game, so one from an
// earlier game in the channel is stale. Ids written before these codecs (`abs:scatter:3:IC2`)
// stay in channels across deploys and are read too.

/** What a button asks. */
export type AbsButton = { readonly game: number } & (
  | { readonly kind: 'scatter'; readonly ic: string }
  | { readonly kind: 'invalid'; readonly scatter: number }
  | { readonly kind: 'redraw' | 'keep' | 'exhaust' | 'notyet'; readonly contract: string }
  | { readonly kind: 'end'; readonly credits: number; readonly maxRevenue: number | null }
  | { readonly kind: 'stay' }
);

const whole = (s: string | undefined): number | null => (s !== undefined && /^-?\d{1,15}$/.test(s) ? Number(s) : null);

/** An id of the release before: `abs:<kind>:<game>:<fields…>`, read for the kinds `kinds`. */
function before<D>(
  kinds: readonly string[],
  read: (kind: string, game: number, args: readonly string[]) => D | null,
): { readonly route: string; read(parts: readonly string[]): D | null } {
  return {
    route: 'abs',
    read: ([kind = '', game, ...args]) => (kinds.includes(kind) && whole(game) !== null && whole(game)! >= 0 ? read(kind, whole(game)!, args) : null),
  };
}

/** "Scatter IC2" on an arrival card. */
const scatter = buttonCodec(
  'abs-scatter',
  1,
  { game: 'int', ic: 'text' },
  before(['scatter'], (_k, game, [ic, ...rest]) => (ic && !rest.length ? { game, ic } : null)),
);

/** "Spot invalid" on a scatter card: re-rolls scatter `scatter` only. */
const invalid = buttonCodec(
  'abs-invalid',
  1,
  { game: 'int', scatter: 'int' },
  before(['invalid'], (_k, game, [n, ...rest]) => (whole(n) !== null && !rest.length ? { game, scatter: whole(n)! } : null)),
);

/** A contract's question (A29's Redraw / Keep, A24's exhausted / not yet), and the answer pressed. */
const contractAnswer = buttonCodec(
  'abs-contract',
  1,
  { game: 'int', answer: 'text', contract: 'text' },
  before(['redraw', 'keep', 'exhaust', 'notyet'], (answer, game, [contract, ...rest]) => (contract && !rest.length ? { game, answer, contract } : null)),
);

/** `/abs end`'s confirmation: the credits and Max Revenue the preview showed (-1: none typed, the Margin's own). */
const end = buttonCodec(
  'abs-end',
  1,
  { game: 'int', credits: 'int', maxRevenue: 'int' },
  before(['end'], (_k, game, [credits, max, ...rest]) =>
    whole(credits) !== null && (max === '-' || (whole(max) ?? -1) >= 0) && !rest.length
      ? { game, credits: whole(credits)!, maxRevenue: max === '-' ? -1 : whole(max)! }
      : null,
  ),
);

/** `/abs end`'s "keep playing". */
const stay = buttonCodec(
  'abs-stay',
  1,
  { game: 'int' },
  before(['stay'], (_k, game, rest) => (rest.length ? null : { game })),
);

const ANSWERS = ['redraw', 'keep', 'exhaust', 'notyet'] as const;
const isAnswer = (a: string): a is (typeof ANSWERS)[number] => (ANSWERS as readonly string[]).includes(a);

/** Every route an A Billion Suns button comes back on (the legacy `abs` once). */
export const ABS_BUTTON_ROUTES: readonly string[] = [...new Set([scatter, invalid, contractAnswer, end, stay].flatMap((c) => c.routes))];

export function buttonId(b: AbsButton): string {
  switch (b.kind) {
    case 'scatter':
      return scatter.encode({ game: b.game, ic: b.ic });
    case 'invalid':
      return invalid.encode({ game: b.game, scatter: b.scatter });
    case 'end':
      return end.encode({ game: b.game, credits: b.credits, maxRevenue: b.maxRevenue ?? -1 });
    case 'stay':
      return stay.encode({ game: b.game });
    default:
      return contractAnswer.encode({ game: b.game, answer: b.kind, contract: b.contract });
  }
}

/** The button a custom id names, new or of the release before; null for anything else. */
export function parseButton(customId: string): AbsButton | null {
  const s = scatter.decode(customId);
  if (s) return /^IC\d+$/.test(s.ic) ? { game: s.game, kind: 'scatter', ic: s.ic } : null;
  const i = invalid.decode(customId);
  if (i) return i.scatter >= 0 ? { game: i.game, kind: 'invalid', scatter: i.scatter } : null;
  const c = contractAnswer.decode(customId);
  if (c) return isAnswer(c.answer) && /^C\d+$/.test(c.contract) ? { game: c.game, kind: c.answer, contract: c.contract } : null;
  const e = end.decode(customId);
  if (e) return e.maxRevenue >= -1 ? { game: e.game, kind: 'end', credits: e.credits, maxRevenue: e.maxRevenue === -1 ? null : e.maxRevenue } : null;
  const k = stay.decode(customId);
  return k ? { game: k.game, kind: 'stay' } : null;
}
