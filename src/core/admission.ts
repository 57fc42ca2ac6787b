// Admission: how much incoming work one process takes on at once. Interactions that arrive
// faster than they are answered wait in memory, each holding its reply, so at most
// `maxInFlight` are worked on at once and the next are answered "busy, try again" before
// anything is parsed or read. Those answers cost a request each, so past `maxShedding` of
// them an interaction is dropped unanswered, and the process lives. Pure: it counts, it does not time.

export interface AdmissionLimits {
  /** Interactions worked on at once: what the process answers within Discord's deadline under load. */
  readonly maxInFlight: number;
  readonly maxShedding: number;
}

/** Sized in docs/reliability.md; MAX_IN_FLIGHT and MAX_BUSY_ANSWERS set them. */
export const ADMISSION_LIMITS: AdmissionLimits = { maxInFlight: 256, maxShedding: 1_024 };

/** The seconds a busy answer tells its user to wait: the time the work in flight takes to drain, at most. */
export const BUSY_RETRY_SECONDS = 3;

export type Admitted = 'admit' | 'shed' | 'drop';

export class Admission {
  private working = 0;
  private shedding = 0;
  peak = 0;
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
