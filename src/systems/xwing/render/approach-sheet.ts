import type { ResolvedApproach } from '../engine/approach.ts';
import type { Ruleset } from '../engine/ruleset.ts';
import type { ApproachCell, ApproachSheet, AttackFace, Chart, DefenseFace } from '../pictures/types.ts';

/**
 * A ship's whole approach sheet as the picture's plain input: each of the 48 resolved
 * cells (chart × defense × attack) with its maneuver, and for entries read "towards /
 * away from" their object, so a player at the table can mirror the picture.
 */
export function approachSheetOf(title: string, rules: Ruleset, results: readonly ResolvedApproach[]): ApproachSheet {
  const cells = {} as Record<Chart, Record<DefenseFace, Record<AttackFace, ApproachCell>>>;
  for (const r of results) {
    const roll = r.roll ?? { defense: 'blank', attack: 'blank' };
    const last = r.entriesRead.at(-1);
    const direction = last ? rules.charts[r.chart][last.defense][last.attack].direction : null;
    const notes = [
      ...r.changes.map((c) => `${c.from} to ${c.to}`),
      ...(r.fallback === 'slowest-straight' ? ['slowest straight'] : r.fallback === 'ion' ? ['ion'] : []),
    ];
    const cell: ApproachCell = {
      maneuver: { speed: r.maneuver.speed, bearing: r.maneuver.bearing, direction: r.maneuver.direction, difficulty: r.maneuver.difficulty },
      ...(direction && r.maneuver.direction ? { relative: { sense: direction.relation, object: direction.object } } : {}),
      ...(notes.length ? { note: notes.join(', ') } : {}),
    };
    cells[r.chart] ??= {} as Record<DefenseFace, Record<AttackFace, ApproachCell>>;
    cells[r.chart][roll.defense] ??= {} as Record<AttackFace, ApproachCell>;
    cells[r.chart][roll.defense][roll.attack] = cell;
  }
  return { title, cells };
}
