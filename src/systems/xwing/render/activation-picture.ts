import type { Picture } from '../../../core/message.ts';
import type { ActionPlan } from '../engine/actions.ts';
import type { ResolvedApproach } from '../engine/approach.ts';
import { cachedActivationPicture } from '../pictures/activation.ts';
import type { ActionPicture, ActivationPicture } from '../pictures/types.ts';
import type { Strings } from '../strings/en.ts';
import { actionLines } from './approach-card.ts';

/**
 * An activation's result as the picture's plain input: the dice the chart was read with (and the rolled face when a
 * change made them differ), the maneuver, the marker, and every action line the card gives, with its branch.
 */
export function activationPictureOf(
  r: ResolvedApproach,
  plan: ActionPlan | null,
  name?: string,
  labels?: ActivationPicture['branchLabels'],
): ActivationPicture {
  const lines = plan && !plan.none ? plan.steps.map((s) => lineOf(s.options)) : [];
  const rolled = r.roll?.defense;
  const read = r.final?.defense ?? null;
  // Assigned field by field, not spread from conditional objects: V8 clones those slowly, and this runs on every activation.
  const picture: Mutable<ActivationPicture> = {
    defense: read,
    attack: r.final?.attack ?? null,
    maneuver: maneuverOf(r.maneuver),
    marker: r.attitude.after,
    actions: lines[0] ?? [],
  };
  if (name) picture.name = name;
  if (rolled && read && rolled !== read) picture.rolledDefense = rolled;
  if (lines.length > 1) {
    picture.otherwise = lines.slice(1);
    if (labels) picture.branchLabels = labels;
  }
  return picture;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const maneuverOf = (m: ResolvedApproach['maneuver']): ActivationPicture['maneuver'] => ({
  speed: m.speed,
  bearing: m.bearing,
  direction: m.direction,
  difficulty: m.difficulty,
});

/** One line's alternatives; Recovery's repair line (R27) names no action of the bar: the card's own, an "ask" mark. */
function lineOf(options: ActionPlan['steps'][number]['options']): ActionPicture[] {
  if (options.length === 0) return [{ name: 'damage-card-action', red: false }];
  return options.map((o) => ({ name: o.type, red: o.red, ...(o.linked ? { linked: { name: o.linked.type, red: o.linked.red } } : {}) }));
}

/**
 * The picture a card shows, named for its ship so pictures of several cards never share a file name; its alt text
 * repeats what the card says, for screen readers and the console.
 */
export function activationPicture(t: Strings, r: ResolvedApproach, plan: ActionPlan | null, ship: string): Picture {
  const read = r.final ?? r.roll;
  const alt = [
    ship,
    read ? t.picture.dice(t.defenseFace(read.defense), t.attackFace(read.attack)) : t.picture.noRoll,
    t.maneuver(r.maneuver),
    t.marker(r.marker),
    ...(plan ? [actionLines(t, plan).replace(/\*\*/g, '').replace(/\n/g, ', ')] : []),
  ].join('; ');
  const labels = { when: t.picture.when, otherwise: t.picture.otherwise };
  return { name: `activation-${fileSafe(ship)}.png`, png: cachedActivationPicture(activationPictureOf(r, plan, ship, labels)), alt };
}

/** A ship's name as an attachment's file name: Discord keeps letters, digits, dot, dash and underscore. */
function fileSafe(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'ship'
  );
}
