import { refuser, type NoParams, type Refusal } from '../../../core/refusal.ts';
import type { NameProblem } from '../../../core/names.ts';
import type { FactionId } from '../catalog/schema.ts';
import type { Phase, Side } from './model.ts';

// The Big Shed League's refusals, each with the parameters it carries: names and ids from
// the campaign (callsigns, card names, squadron cards), numbers and codes, never words.
// strings/en.ts and fr.ts word each code; those both share with X-Wing are X-Wing's words.

/** Names joined by commas (callsigns, upgrade ids, squadron cards): a list from the campaign, not prose. */
type Names = string;

export type PlainProblem =
  'second-creation' | 'creation-not-made' | 'before-creation' | 'after-end' | 'for-the-ai' | 'not-as-made' | 'no-game' | 'end-outside-postgame' | 'no-replay';

/**
 * Why an event is not one the rules could have written: the `problem` of an
 * `import-bad-event` refusal, with its data; each language words it.
 */
export type ImportProblem =
  | { readonly problem: PlainProblem }
  | { readonly problem: 'callsign'; readonly name: NameProblem; readonly max: number }
  /** The live command refuses it: its refusal, worded as the command's own. */
  | { readonly problem: 'refused'; readonly rule: Refusal }
  | { readonly problem: 'fp-below-zero'; readonly side: Side }
  | { readonly problem: 'unknown-ship'; readonly side: Side; readonly chassis: string; readonly pilot: string };

/** The codes `import-bad-event`'s problem takes: the rules' (above) and the file's own shape's (export.ts). */
export type ImportProblemCode = ImportProblem['problem'] | 'order' | 'undo-of-nothing' | 'not-an-event' | 'no-creation' | 'invalid';

/** `import-bad-event`: event `seq` (of type `event`), its problem's code and data; a live rule's refusal as `rule` and `rule.<param>`. */
export type ImportBadEventParams = {
  seq: number;
  event?: string;
  problem: ImportProblemCode;
  name?: NameProblem;
  max?: number;
  side?: Side;
  chassis?: string;
  pilot?: string;
  rule?: string;
  [ruleParam: `rule.${string}`]: string | number;
};

/** Each refusal this system words, with its parameters. */
export type BslWordedParams = {
  'not-commander': NoParams;
  /** The user's id, shown as a mention. */
  'not-a-commander': { user: string };
  'last-commander': NoParams;
  'not-now': { phase: Phase };
  'unknown-chassis': { chassis: string; faction: FactionId };
  'unknown-pilot': { pilot: string; chassis: string };
  'unknown-upgrade': { upgrade: string };
  /** On a pilot (its name), or for a fleet of a faction (inventory upgrades). */
  'upgrade-restricted': { upgrade: string; pilot: string } | { upgrade: string; faction: FactionId };
  'no-slot': { upgrade: string; slot: string; pilot: string };
  /** C97: a ship given no Additional Supplies munition this round; a card that is not a torpedo, missile or device. */
  'no-supply': { ship: string };
  'not-a-munition': { upgrade: string };
  /** C98: a ship with no Squadron Limited upgrade; a ship not in this round's game (not drawn, or MIA). */
  'no-squadron-limited': { ship: string };
  'not-in-this-game': { ship: string };
  'limited-owned': { name: string };
  'name-assigned': { ship: string };
  'kia-name': { name: string };
  'no-squadron': { card: string };
  'callsign-taken': { callsign: string };
  'not-enough-fp': { cost: number; fp: number };
  'bound-upgrade': { upgrade: string };
  'modifications-full': { ship: string; upgrade: string; fitted: Names; first: string };
  'replace-not-full': { ship: string; upgrade: string };
  'not-replaceable': { replace: string; ship: string; fitted: Names };
  'needs-hyperdrive': { upgrade: string; ship: string };
  'nine-squadrons': NoParams;
  'unknown-entry': { ship: string };
  /** `problems`: roster problem codes (roster.ts), space-separated; `force`, `ends`: 1 when set. */
  'roster-invalid': { problems: string; force?: 1; ends?: 1 };
  'muster-fails': { low: number; high: number };
  'rest-two': NoParams;
  'rest-leaves-no-draw': { cards: Names };
  rested: { card: string };
  'draw-needs': NoParams;
  /** `type`: the Drawn Squadron's type as its card prints it (STANDARD…); `allowed`: mission numbers and `open`, as typed. */
  'mission-not-allowed': { mission: number; allowed: string; type: string };
  'assets-two': NoParams;
  'no-asset': { card: string };
  'not-candidate': { ship: string; candidates: Names };
  'picks-needed': { squadrons: Names };
  'no-offer': NoParams;
  'not-offered': { asset: string; offer: Names };
  'assets-full': NoParams;
  'no-elite': { ship: string };
  'no-promotion': { ship: string };
  'no-promotion-to': { pilot: string };
  'bound-misfit': { upgrade: string; pilot: string };
  'not-mia': { ship: string };
  'offer-open': { assets: Names };
  'no-linked-game': NoParams;
  'game-running': { round: number; players: number; ai: number };
  /** A step no undo takes back (C49): the campaign's creation, a linked mission game, a confirmed result. */
  'undo-blocked': { step: UndoBlockedStep };
  /** `/campaign undo` with every step already taken back. */
  'nothing-to-undo': NoParams;
  'reinforce-round': NoParams;
  'no-choice': { what: 'exchange' | 'disrupt' };
  'bad-exchange': { out: string; inn: string };
  'hidden-now': NoParams;
  'bad-lost': { what: string; upgrades: Names };
  'bad-ships': { what: string; ships: Names };
  'import-unreadable': { name: string };
  'import-not-json': NoParams;
  /** `where`: the path in the file (`log.3.event`), or '' for the whole file. */
  'import-not-export': { where: string };
  'import-foreign': { system: string };
  'import-newer': { version: number; ours: number };
  'import-bad-event': ImportBadEventParams;
  'import-not-commander': NoParams;
  'import-too-large': { kb: number };
};

export type BslRefusalCode = keyof BslWordedParams;

export const UNDO_BLOCKED_STEPS = ['campaign-created', 'game-linked', 'result-confirmed'] as const;
export type UndoBlockedStep = (typeof UNDO_BLOCKED_STEPS)[number];

/** The refusals the campaign shares with X-Wing's words (src/systems/xwing/strings), with X-Wing's parameters. */
type BslSharedParams = {
  'pilot-not-in-edition': { pilot: string; chassis: string; edition: string; pilots: Names };
};

export type BslRefusalParams = BslWordedParams & BslSharedParams;

/** A campaign refusal: each code takes exactly its parameters. */
export const refuseBsl = refuser<BslRefusalParams>();
