import type { Locale } from '../core/locale.ts';
import type { TableSnapshot } from '../core/table.ts';
import { versionText } from '../core/table-version.ts';
import type { TableRow, TableView } from '../core/table-view.ts';
import { en, type WebStrings } from './strings/en.ts';
import { fr } from './strings/fr.ts';

// The live table as HTML, from a channel's snapshot: pure, the same for every viewer of
// it (one rendering per change, however many are watching). No inline script or style
// (the page's Content-Security-Policy forbids them): colours and shapes are classes.

export const webStrings = (locale: Locale): WebStrings => (locale === 'fr' ? fr : en);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const MARK_SYMBOL = { done: '✓', next: '▶', waiting: '·', out: '✕' } as const;

function row(r: TableRow): string {
  const mark = r.mark ? `<span class="mark" aria-hidden="true">${MARK_SYMBOL[r.mark]}</span>` : '';
  const markName = r.markName ? ` <span class="mark-name">${esc(r.markName)}</span>` : '';
  const marker = r.marker
    ? `<span class="marker m-${r.marker.colour} s-${r.marker.shape}" role="img" aria-label="${esc(r.marker.name)}" title="${esc(r.marker.name)}"></span>`
    : '';
  const detail = r.detail?.length ? `<ul class="detail">${r.detail.map((d) => `<li>${esc(d)}</li>`).join('')}</ul>` : '';
  return `<li class="row${r.mark ? ` is-${r.mark}` : ''}"><p class="line">${mark}${marker}<span class="text">${esc(r.text)}</span>${markName}</p>${detail}</li>`;
}

function view(v: TableView): string {
  const sections = v.sections
    .map((s) => `<section class="part"><h3>${esc(s.heading)}</h3><ul class="rows">${s.rows.map(row).join('')}</ul></section>`)
    .join('');
  return `<article class="view"><h2>${esc(v.title)}</h2>${v.subtitle ? `<p class="sub">${esc(v.subtitle)}</p>` : ''}${sections}</article>`;
}

/** The table itself: what a change replaces on the page. */
export function tableFragment(snapshot: TableSnapshot): string {
  if (snapshot.views.length === 0) return `<p class="empty">${esc(webStrings(snapshot.locale).noGame)}</p>`;
  return snapshot.views.map(view).join('');
}

/** The whole page; `events`: where it follows the table's changes. */
export function tablePage(snapshot: TableSnapshot, events: string, assets: string): string {
  const t = webStrings(snapshot.locale);
  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>${esc(snapshot.views[0]?.title ?? t.title)} · ${esc(t.title)}</title>
<link rel="stylesheet" href="${esc(assets)}/table.css">
<script src="${esc(assets)}/table.js" defer></script>
</head>
<body data-events="${esc(events)}" data-version="${versionText(snapshot.version)}" data-live="${esc(t.live)}" data-reconnecting="${esc(t.reconnecting)}">
<header><h1>${esc(t.title)}</h1><p id="status" role="status">${esc(t.live)}</p></header>
<main id="table">${tableFragment(snapshot)}</main>
</body>
</html>
`;
}

/** A page that says only that the link is not valid: no game data. */
export function refusalPage(locale: Locale, assets: string): string {
  const t = webStrings(locale);
  return `<!doctype html>
<html lang="${t.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${esc(t.title)}</title><link rel="stylesheet" href="${esc(assets)}/table.css"></head>
<body><header><h1>${esc(t.title)}</h1></header><main><p class="empty">${esc(t.forbidden)}</p></main></body>
</html>
`;
}
