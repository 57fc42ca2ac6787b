// A live table's version: its game's and campaign's ids and versions. A later change never has a
// smaller one, so a viewer comparing them never goes back. Imports nothing: the page's script uses it.

export type TableVersion = readonly [game: number, gameVersion: number, campaign: number, campaignVersion: number];

/** Whether `a` is later than `b`. */
export function laterVersion(a: TableVersion, b: TableVersion): boolean {
  for (let i = 0; i < 4; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

export const versionText = (v: TableVersion): string => v.join('.');

export function parseVersion(text: string | undefined | null): TableVersion | null {
  const parts = (text ?? '').split('.').map((p) => (/^\d{1,15}$/.test(p) ? Number(p) : NaN));
  return parts.length === 4 && parts.every((n) => Number.isSafeInteger(n)) ? (parts as unknown as TableVersion) : null;
}
