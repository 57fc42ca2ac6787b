import { z } from 'zod';
import { setClass } from '../../src/systems/abs/decisions.ts';
import { classCard } from '../../src/systems/abs/render.ts';
import { BOUNDS } from '../../src/systems/abs/rules/setup.ts';
import { move } from './context.ts';
import { absStep, c, int, intOption, LIMITS, optInt, textOption, nameValue } from './options.ts';

// /abs class set: the Mass (and Thrust) of a class, as players give it.

export const classMoves = [
  move({
    path: 'abs class set',
    description: c.classSet,
    options: [
      textOption('name', c.className, LIMITS.name, true, true),
      intOption('mass', c.mass, BOUNDS.mass, true),
      intOption('thrust', c.thrust, BOUNDS.thrust),
    ],
    parse: z.object({ name: nameValue, mass: int('mass'), thrust: optInt('thrust') }),
    run: absStep(
      (s, o) => setClass(s, { name: o.name, mass: o.mass, thrust: o.thrust ?? null }),
      (r, t) => ({ cards: [classCard(t, r.view)] }),
    ),
  }),
];
