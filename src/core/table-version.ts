// A live table's version: its channel's game's and campaign's ids and versions, in that
// order. A later change in the channel never has a smaller one (ids grow with each new
// game or campaign, versions with each change), so a viewer that compares them never goes
// back to an older table. Imports nothing: the page's own script uses it too.

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
