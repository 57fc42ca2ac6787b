import { expect } from 'vitest';
import type { RngState } from '../../../src/core/random.ts';
import type { Decision } from '../../../src/core/system.ts';
import { evolveCampaign, type AbsCampaignEvent, type AbsCampaignState } from '../../../src/systems/abs/campaign.ts';
import { evolve, type AbsEvent } from '../../../src/systems/abs/events.ts';
import type { DiceFactory, DiceSource, DieRoll } from '../../../src/systems/abs/rules/dice.ts';
import { absEventSchema, absStateSchema } from '../../../src/systems/abs/schema.ts';
import type { AbsState } from '../../../src/systems/abs/state.ts';

// A stand-in for the core: it keeps a game's log as batches (one per command), applies
// a decision's events, undoes by replaying without the last batch, and checks every
// event and state against the schemas, as the core will.

/** "D6→5": the die asked for (its faces) and the value returned. */
export type Scripted = readonly (readonly [sides: number, value: number])[];

/** Stands in for the seeded generator: answers in order, failing if a different die is asked for. */
export class ScriptedDice implements DiceSource {
  private i = 0;
  readonly asked: number[] = [];
  constructor(
    private readonly script: Scripted,
    readonly state: RngState,
  ) {}
  roll(sides: number): DieRoll {
    this.asked.push(sides);
    const next = this.script[this.i++];
    if (!next) throw new Error(`unscripted D${sides} (asked so far: ${this.asked.map((s) => `D${s}`).join(', ')})`);
    expect(`D${sides}`, `die ${this.i} asked for`).toBe(`D${next[0]}`);
    return { sides, value: next[1], typed: false };
  }
  get left(): number {
    return this.script.length - this.i;
  }
}

type Decide<V> = (state: AbsState | null, source: DiceFactory) => Decision<AbsEvent, V>;

export class Table {
  readonly batches: AbsEvent[][] = [];
  state: AbsState | null = null;

  /** Runs one command. With a script, its dice must all be asked for, in order. */
  do<V>(decide: Decide<V>, script?: Scripted): Decision<AbsEvent, V> {
    let scripted: ScriptedDice | null = null;
    const source: DiceFactory = (rng) => {
      if (!script) throw new Error('a die was rolled but the test scripted none');
      scripted = new ScriptedDice(script, rng);
      return scripted;
    };
    const d = decide(this.state, source);
    if (script) expect((scripted as ScriptedDice | null)?.left ?? script.length, 'scripted dice left unused').toBe(0);
    if (!d.ok) return d;
    for (const e of d.events) {
      absEventSchema.parse(e);
      this.state = evolve(this.state, e);
    }
    absStateSchema.parse(this.state);
    if (d.events.length) this.batches.push([...d.events]);
    return d;
  }

  /** Like `do`, but the test expects success and gets the view. */
  ok<V>(decide: Decide<V>, script?: Scripted): V {
    const d = this.do(decide, script);
    if (!d.ok) throw new Error(`refused: ${d.code} ${JSON.stringify(d.params)}`);
    return d.view;
  }

  get events(): AbsEvent[] {
    return this.batches.flat();
  }

  /** The core's undo: the last command's events go, the state is the replay of the rest. */
  undo(): void {
    if (this.batches.length <= 1) throw new Error('nothing to undo');
    this.batches.pop();
    this.state = null;
    for (const e of this.events) this.state = evolve(this.state, e);
  }

  get s(): AbsState {
    if (!this.state) throw new Error('no game');
    return this.state;
  }
}

/** The campaign's own log, beside the game's (the core writes both in one transaction). */
export class CampaignLog {
  readonly events: AbsCampaignEvent[] = [];
  state: AbsCampaignState | null = null;
  apply(events: readonly AbsCampaignEvent[]): void {
    for (const e of events) {
      this.events.push(e);
      this.state = evolveCampaign(this.state, e);
    }
  }
}
