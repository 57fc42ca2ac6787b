import { renderActivationPicture } from './activation.ts';
import { renderApproachSheet } from './approach-sheet.ts';
import { SAMPLE_ACTIVATIONS, SAMPLE_SHEET } from './samples.ts';
import type { RenderOptions } from './types.ts';

export type RenderTiming = { n: number; p50: number; p99: number; max: number; bytes: number };

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/**
 * Renders n pictures of the sample inputs and returns wall times in milliseconds, for the benchmark. Only the
 * benchmark reads these: speed is never asserted by timed tests, which would fail on a busy machine.
 */
export function measureRender(n: number, what: 'activation' | 'sheet' = 'activation', options: RenderOptions = {}): RenderTiming {
  const times: number[] = [];
  let bytes = 0;
  // One untimed render first, so font and shader set-up is not counted as a render.
  if (what === 'activation') renderActivationPicture(SAMPLE_ACTIVATIONS[0]!, options);
  else renderApproachSheet(SAMPLE_SHEET, options);
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const png =
      what === 'activation' ? renderActivationPicture(SAMPLE_ACTIVATIONS[i % SAMPLE_ACTIVATIONS.length]!, options) : renderApproachSheet(SAMPLE_SHEET, options);
    times.push(performance.now() - start);
    bytes = Math.max(bytes, png.byteLength);
  }
  times.sort((a, b) => a - b);
  return { n, p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) ?? 0, bytes };
}
