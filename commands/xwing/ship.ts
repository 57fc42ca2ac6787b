import { option } from '../../src/core/command-options.ts';
import type { OptionDeclared } from '../../src/core/declare.ts';
import { redActionTaken, redActionTakenV1 } from '../../src/systems/xwing/render/button-ids.ts';
import { z } from 'zod';
import { normaliseName, refuseNameProblem } from '../../src/core/names.ts';
import { move, type XwingContext } from './context.ts';
import type { Invocation, Reply } from '../../src/core/command.ts';
import {
  catalogOf,
  channelCatalog,
  actorOf,
  chassisChoices,
  chassisName,
  count,
  flag,
  missionCampaign,
  oneOf,
  parseOptions,
  pilotChoices,
  playMoves,
  refusalReply,
  say,
  shipChoices,
  shipName,
  UserError,
  toolsOf,
  xwingMoves,
  withExit,
  campaignsOf,
} from './options.ts';
import { addSoloShip } from '../../src/systems/xwing/play/joining.ts';
import { changeShip, rollAttitude, type ShipChange, type ShipChangeView } from '../../src/systems/xwing/play/ship-changes.ts';
import { type Decision, unknownShip } from '../../src/systems/xwing/play/decision.ts';
import { setOffline, setUpgradeCharges, type UpgradeChargesView } from '../../src/systems/xwing/play/charges.ts';
import { upgradeSuggestions } from '../../src/systems/xwing/play/devices.ts';
import { refuse } from '../../src/systems/xwing/play/refusal.ts';
import { ATTITUDES } from '../../src/systems/xwing/engine/types.ts';
import { findShip } from '../../src/systems/xwing/play/state.ts';
import { en } from '../../src/systems/xwing/strings/en.ts';
import { stringsFor } from '../../src/systems/xwing/strings/index.ts';
import { shipChangeText, shipLine } from '../../src/systems/xwing/render/game-cards.ts';
import { withTurnPing } from './turn-reply.ts';
import type { LayerWords } from '../../src/systems/xwing/play/mission.ts';
import { LEAVE_EDGES, type LeaveEdge } from '../../src/systems/xwing/play/state.ts';

const ATTITUDE_CHOICES = ATTITUDES.map((a) => ({ name: en.attitude(a), value: a }));

const withShip = z.object({ ship: shipName });
const NO_TARGET = ['', 'none', '-', 'nobody'];
/**
 * A lock's or tally marker's target: a ship's or a player's name, or an object the players name
 * ("the big asteroid"). It is shown on public cards, so it is checked as a name typed to `/join`
 * is (no mention, markdown, direction control or invisible-only text: ruling R76); "none" removes it.
 */
const target = z
  .string()
  .optional()
  .transform((s) => normaliseName(s ?? ''))
  .superRefine((s, ctx) => {
    if (!NO_TARGET.includes(s.toLowerCase())) refuseNameProblem(s, ctx, 40);
  })
  .transform((s) => (NO_TARGET.includes(s.toLowerCase()) ? null : s));

// `/ship fled edge: jump:` (big-shed-league.md §5.4): the edge and whether it jumped; only a campaign mission game reads them.
const exitOptions = withShip.extend({
  edge: z
    .string()
    .trim()
    .transform((x) => x.toUpperCase())
    .pipe(z.enum(LEAVE_EDGES, oneOf(LEAVE_EDGES)))
    .optional(),
  jump: flag.default(false),
});

type ExitView = { readonly left: LayerWords } | { readonly changed: ShipChangeView; readonly follow: LayerWords | null };

/**
 * `/ship destroyed` and `/ship fled`. In a game of the registered mission layer (a Big Shed League
 * mission game) the layer, handed the game's campaign read in the same transaction, says how a
 * ship leaves (by its edge, a jump) and what follows; elsewhere a ship simply flees or is destroyed.
 */
async function shipExit(ctx: XwingContext, inv: Invocation, kind: 'destroyed' | 'fled'): Promise<Reply> {
  const o = parseOptions(exitOptions, inv);
  const layer = ctx.mission;
  return playMoves(ctx).runWithCampaign(
    ctx.games,
    campaignsOf(ctx),
    inv,
    (x) => {
      const campaign = missionCampaign(x);
      const left =
        kind === 'fled'
          ? layer?.rules.leave(x.state, actorOf(inv), { ship: o.ship, edge: (o.edge ?? null) as LeaveEdge | null, jump: o.jump }, campaign)
          : null;
      if (left) return left.ok ? { ok: true, events: left.events, view: { left: left.view } as ExitView } : left;
      const d = changeShip(x.state, actorOf(inv), o.ship, { kind });
      if (!d.ok) return d;
      const f = x.state && layer ? layer.rules.afterExit(x.state, d.events, campaign) : null;
      return { ok: true, events: [...d.events, ...(f?.events ?? [])], view: { changed: d.view, follow: f?.words ?? null } as ExitView };
    },
    (r, t) => {
      const catalog = catalogOf(ctx, r);
      const v = r.view;
      const content =
        'left' in v ? v.left(r.locale, catalog).join('\n') : [shipChangeText(t, v.changed, catalog), ...(v.follow?.(r.locale, catalog) ?? [])].join('\n');
      return withTurnPing({ content }, r.before, r.state, inv.user.id, r.locale);
    },
  );
}

/** `/ship hull damage:` (big-shed-league.md §5.4): a campaign ship's damage cards now; `/campaign result` reads the last value. */
async function hull(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  const layer = ctx.mission?.rules;
  // Damage cards are the mission layer's: with none registered, /ship has no hull.
  if (!layer) throw new UserError(stringsFor(inv.locale).replies.useShip);
  const o = parseOptions(withShip.extend({ damage: count }), inv);
  return playMoves(ctx).run(
    ctx.games,
    inv,
    (c) => layer.setDamageCards(c.state, actorOf(inv), { ship: o.ship, cards: o.damage }),
    (r) => ({ ephemeral: true, content: r.view(inv.locale, catalogOf(ctx, r)).join('\n') }),
  );
}

const addOptions = z.object({
  chassis: chassisName,
  pilot: z.string().trim().min(1).max(60).optional(),
  upgrades: z.string().trim().max(200, say('longest', 200)).optional(),
  attitude: z.enum(ATTITUDES, oneOf(ATTITUDES)).optional(),
});

async function add(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(addOptions, inv);
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) => addSoloShip(c.state, o, toolsOf(ctx, c)),
    (r, t) => ({ content: t.change.soloAdded(shipLine(t, catalogOf(ctx, r), r.view.ship, r.state.ruleset)) }),
  );
}

const chargesOptions = withShip.extend({ count, upgrade: z.string().trim().min(1).max(60).optional() });

/** What `/ship charges` changed: one upgrade's charges, or the ship's ordnance total. */
type ChargesView = { readonly upgrade: UpgradeChargesView } | { readonly changed: ShipChangeView };

/** `/ship charges`: one upgrade's charges, or the ordnance total of a ship without tracked upgrades. */
async function charges(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(chargesOptions, inv);
  return xwingMoves.run(
    ctx.games,
    inv,
    (c): Decision<ChargesView> => {
      const ship = c.state ? findShip(c.state, o.ship) : undefined;
      const { catalog } = toolsOf(ctx, c);
      const charged = ship?.upgrades.filter((id) => catalog.upgrade(id)?.charges) ?? [];
      const upgrade = o.upgrade ?? (charged.length === 1 ? charged[0] : undefined);
      if (!upgrade && charged.length > 1)
        return refuse('bad-option', {
          option: 'upgrade',
          value: '',
          hint: 'say-which',
          upgrades: charged.map((id) => catalog.upgrade(id)?.name ?? id).join(', '),
        });
      if (upgrade) {
        const d = setUpgradeCharges(c.state, actorOf(inv), { ship: o.ship, upgrade, count: o.count }, catalog);
        return d.ok ? { ...d, view: { upgrade: d.view } } : d;
      }
      const d = changeShip(c.state, actorOf(inv), o.ship, { kind: 'charges', count: o.count });
      return d.ok ? { ...d, view: { changed: d.view } } : d;
    },
    (r, t) => {
      const v = r.view;
      return {
        content:
          'upgrade' in v
            ? t.change.upgradeCharges(v.upgrade.ship.name, v.upgrade.upgrade, v.upgrade.before, v.upgrade.after)
            : shipChangeText(t, v.changed, catalogOf(ctx, r)),
      };
    },
  );
}

/** The activation card's "red action" button: it carries the stress the ship had, so a second press changes nothing. */
async function redAction(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  const id = inv.customId ?? '';
  const pressed = redActionTaken.decode(id);
  // The release before's button is bound to no game or round (R55): it could add stress in a later round or another game.
  const old = pressed ? null : redActionTakenV1.decode(id);
  if (!pressed) return refusalReply(refuse('stale-button', old ? { ship: old.ship } : { subject: 'game' }), inv);
  const name = pressed.ship;
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) => {
      const ship = c.state ? findShip(c.state, name) : undefined;
      if (!c.state || !ship || c.state.round !== pressed.round || !ship.activated || ship.stress !== pressed.stress)
        return refuse('stale-button', { ship: name });
      return changeShip(c.state, actorOf(inv), name, { kind: 'stress', count: ship.stress + 1 });
    },
    (r, t) => ({ content: t.change.redAction(shipChangeText(t, r.view, catalogOf(ctx, r))) }),
    { pressedIn: pressed.game, stale: refuse('stale-button', { ship: name }) },
  );
}

const offlineOptions = withShip.extend({ upgrade: z.string().trim().min(1).max(60), offline: flag.default(true) });

/** `/ship offline` (ruling R60): an upgrade flipped to its Offline side, or back; only the asker sees it, the card reads it. */
async function offline(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(offlineOptions, inv);
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) => setOffline(c.state, actorOf(inv), o, toolsOf(ctx, c).catalog),
    (r) => ({ ephemeral: true, content: stringsFor(inv.locale).change.offline(r.view.ship.name, r.view.upgrade, r.view.offline) }),
  );
}

/** `/ship roll` (ruling R58): a defense die for a solo ship's attitude outside its activation; public, the table acts on it. */
async function attitudeDie(ctx: XwingContext, inv: Invocation): Promise<Reply> {
  const o = parseOptions(withShip, inv);
  return xwingMoves.run(
    ctx.games,
    inv,
    (c) => rollAttitude(c.state, o.ship),
    (r, t) => {
      const v = r.view;
      // v0.1 keeps no attitude between activations: no marker to keep.
      const kept = r.state.ruleset === 'v0.1' ? null : t.attitude(v.ship.attitude);
      return { content: t.change.attitudeRoll(v.ship.name, t.defenseFace(v.face), t.attitude(v.attitude), kept) };
    },
  );
}

/** `/ship stress|ion|lock|tally|damage|attitude`: a correction only its user sees, unless the ship leaves play. */
async function tokens(ctx: XwingContext, inv: Invocation, ship: string, wanted: ShipChange): Promise<Reply> {
  return playMoves(ctx).runWithCampaign(
    ctx.games,
    campaignsOf(ctx),
    inv,
    (x) => {
      const d = changeShip(x.state, actorOf(inv), ship, wanted, toolsOf(ctx, x).catalog);
      if (!d.ok) return d;
      const e = withExit(ctx, x, d);
      return { ok: true, events: e.events, view: { changed: d.view, follow: e.follow } };
    },
    (r) => {
      const v = r.view.changed;
      // The tracker shows the change; only a ship leaving play is news for the whole table.
      const news = v.change.kind === 'destroyed' || v.change.kind === 'fled' || v.destroyed === true;
      const catalog = catalogOf(ctx, r);
      // News is public (the game's language); a correction only the user sees is in theirs.
      const locale = news ? r.locale : inv.locale;
      const content = [shipChangeText(stringsFor(locale), v, catalog), ...(r.view.follow?.(locale, catalog) ?? [])].join('\n');
      return withTurnPing({ content, ...(news ? {} : { ephemeral: true }) }, r.before, r.state, inv.user.id, r.locale);
    },
  );
}

function suggest(ctx: XwingContext, inv: Invocation) {
  if (inv.focused === 'chassis') return chassisChoices(ctx, inv);
  if (inv.focused === 'pilot') return pilotChoices(ctx, inv, 'chassis');
  if (inv.focused === 'upgrades' || inv.focused === 'upgrade')
    return channelCatalog(ctx, inv).then((catalog) => upgradeSuggestions(catalog, String(inv.options[inv.focused ?? ''] ?? '')));
  return shipChoices(ctx, inv, (s) => s.status === 'active');
}

const shipOption = option.text('ship', { required: true, autocomplete: true, max_length: 40 });
const countOption = option.int('count', { required: true, min_value: 0, max_value: 20 });
const targetOption = option.text('target', { autocomplete: true, max_length: 40 });
/** A move on one ship of the game: its ship first, then its own options. */
const onShip = (name: string, run: (ctx: XwingContext, inv: Invocation) => Promise<Reply>, options: readonly OptionDeclared[] = []) =>
  move({ path: `ship ${name}`, options: [shipOption, ...options], run, autocomplete: suggest });
/** A correction of one ship's tokens or attitude (`tokens`): its options' schema, and the change they ask for. */
const correction = <O extends { readonly ship: string }>(
  name: string,
  options: readonly OptionDeclared[],
  parse: z.ZodType<O>,
  wanted: (o: O, inv: Invocation) => ShipChange,
) =>
  move({
    path: `ship ${name}`,
    options: [shipOption, ...options],
    parse,
    run: (ctx, inv, o) => tokens(ctx, inv, o.ship, wanted(o, inv)),
    autocomplete: suggest,
  });
const counted = withShip.extend({ count });
const targeted = withShip.extend({ target });

export const shipMoves = [
  correction('stress', [countOption], counted, (o) => ({ kind: 'stress', count: o.count })),
  correction('ion', [countOption], counted, (o) => ({ kind: 'ion', count: o.count })),
  correction('lock', [targetOption], targeted, (o) => ({ kind: 'lock', target: o.target })),
  correction('tally', [targetOption], targeted, (o) => ({ kind: 'tally', target: o.target })),
  correction(
    'damage',
    [option.int('cards', { min_value: 0, max_value: 20 }), option.flag('action-header')],
    withShip.extend({ 'action-header': flag.optional(), cards: count.optional() }),
    (o, inv) => {
      if (o['action-header'] === undefined && o.cards === undefined) throw new UserError(stringsFor(inv.locale).replies.damageWhat);
      return { kind: 'damage', actionHeader: o['action-header'], cards: o.cards };
    },
  ),
  onShip('charges', charges, [countOption, option.text('upgrade', { autocomplete: true })]),
  correction(
    'attitude',
    [option.text('attitude', { required: true, choices: ATTITUDE_CHOICES })],
    withShip.extend({ attitude: z.enum(ATTITUDES, oneOf(ATTITUDES)) }),
    (o) => ({ kind: 'attitude', attitude: o.attitude }),
  ),
  onShip('hull', hull, [option.int('damage', { required: true, min_value: 0, max_value: 20 })]),
  onShip('offline', offline, [option.text('upgrade', { required: true, autocomplete: true, max_length: 60 }), option.flag('offline')]),
  onShip('roll', attitudeDie),
  // A look-up: one ship's line of the status card, only the asker sees it, in their language.
  move({
    path: 'ship show',
    options: [shipOption],
    parse: withShip,
    run: (ctx, inv, o) =>
      xwingMoves.read(ctx.games, inv, (game) => {
        const ship = findShip(game.state, o.ship);
        if (!ship) return refusalReply(unknownShip(game.state, o.ship), inv);
        return { ephemeral: true, content: shipLine(stringsFor(inv.locale), catalogOf(ctx, game), ship, game.state.ruleset, game.state) };
      }),
    autocomplete: suggest,
  }),
  onShip('destroyed', (ctx, inv) => shipExit(ctx, inv, 'destroyed')),
  onShip('fled', (ctx, inv) => shipExit(ctx, inv, 'fled'), [option.text('edge', { choices: LEAVE_EDGES }), option.flag('jump')]),
  move({
    path: 'ship add',
    options: [
      option.text('chassis', { required: true, autocomplete: true, max_length: 60 }),
      option.text('pilot', { autocomplete: true, max_length: 60 }),
      option.text('attitude', { choices: ATTITUDE_CHOICES }),
      option.text('upgrades', { autocomplete: true, max_length: 200 }),
    ],
    run: add,
    autocomplete: suggest,
  }),
  /** The activation card's red action button. */
  move({ path: 'ship', buttons: { routes: [...new Set([...redActionTaken.routes, ...redActionTakenV1.routes])], run: redAction } }),
];
