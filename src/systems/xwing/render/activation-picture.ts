import type { Picture } from '../../../core/message.ts';
import type { ActionPlan } from '../engine/actions.ts';
import type { ResolvedApproach } from '../engine/approach.ts';
import { cachedActivationPicture } from '../pictures/activation.ts';
import type { ActivationPicture } from '../pictures/types.ts';
import type { Strings } from '../strings/en.ts';

/** An activation's result as the picture's plain input: the dice as rolled, the maneuver, the marker, the first action line. */
export function activationPictureOf(r: ResolvedApproach, plan: ActionPlan | null): ActivationPicture {
  // The picture shows the line the card leads with; the card's text gives the fallbacks.
  const first = plan && !plan.none ? plan.steps[0] : undefined;
  return {
    defense: r.roll?.defense ?? null,
    attack: r.roll?.attack ?? null,
    maneuver: { speed: r.maneuver.speed, bearing: r.maneuver.bearing, direction: r.maneuver.direction, difficulty: r.maneuver.difficulty },
    marker: r.attitude.after,
    actions: (first?.options ?? []).slice(0, 2).map((o) => ({
      name: o.type,
      red: o.red,
      ...(o.linked ? { linked: { name: o.linked.type, red: o.linked.red } } : {}),
    })),
  };
}

/** The picture a card shows; its alt text repeats what the card says, for screen readers and the console. */
export function activationPicture(t: Strings, r: ResolvedApproach, plan: ActionPlan | null): Picture {
  const alt = [
    r.roll ? t.picture.dice(t.defenseFace(r.roll.defense), t.attackFace(r.roll.attack)) : t.picture.noRoll,
    t.maneuver(r.maneuver),
    t.marker(r.marker),
  ].join('; ');
  return { name: 'activation.png', png: cachedActivationPicture(activationPictureOf(r, plan)), alt };
}
