// Admission: how much incoming work one process takes on at once. Discord wants a first
// response within 3 s; interactions that arrive faster than the process answers them wait
// in memory (each holds its interaction, its promises, its reply), and a large burst ran
// the process out of its heap. So at most `maxInFlight` interactions are worked
// on at once: the next are answered at once "busy, try again in N s", before anything is
// parsed, read or downloaded. Those answers are cheap but not free (a request each), so at
// most `maxShedding` of them are in flight; past that an interaction is dropped unanswered
// (Discord tells its user the bot did not respond), and the process lives.
// Pure: it counts, it does not time.

export interface AdmissionLimits {
  /** Interactions worked on at once: about what the process answers within Discord's 3 s under load. */
  readonly maxInFlight: number;
  /** "Busy" answers in flight at once. */
  readonly maxShedding: number;
}

/** Well inside what the bench's capacity answers in 3 s on two cores (docs/reliability.md), and small against the heap; MAX_IN_FLIGHT and MAX_BUSY_ANSWERS set them. */
export const ADMISSION_LIMITS: AdmissionLimits = { maxInFlight: 256, maxShedding: 1_024 };

/** The seconds a busy answer tells its user to wait: the time the work in flight takes to drain, at most. */
export const BUSY_RETRY_SECONDS = 3;

export type Admitted = 'admit' | 'shed' | 'drop';

export class Admission {
  private working = 0;
  private shedding = 0;
  /** The most interactions worked on at once so far (for tests and logs). */
  peak = 0;
  /** How many were answered busy, and dropped, so far. */
  shed = 0;
  dropped = 0;

  constructor(readonly limits: AdmissionLimits = ADMISSION_LIMITS) {}

  /** Decides for one incoming interaction; 'admit' and 'shed' must be followed by `done` with the same answer once finished. */
  enter(): Admitted {
    if (this.working < this.limits.maxInFlight) {
      this.working++;
      if (this.working > this.peak) this.peak = this.working;
      return 'admit';
    }
    if (this.shedding < this.limits.maxShedding) {
      this.shedding++;
      this.shed++;
      return 'shed';
    }
    this.dropped++;
    return 'drop';
  }

  done(how: Exclude<Admitted, 'drop'>): void {
    if (how === 'admit') this.working--;
    else this.shedding--;
  }

  get inFlight(): number {
    return this.working;
  }
}
