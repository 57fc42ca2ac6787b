import { laterVersion, parseVersion } from '../../core/table-version.ts';

// The live table page's script (bundled for the browser by scripts/build.mjs): it follows
// the table's server-sent events and replaces the table with each later version. The
// browser's EventSource reconnects by itself after a cut and sends the last event's id
// (Last-Event-ID), so the server sends the table as it is now if it changed meanwhile; a
// version not later than the one shown is ignored, so the page never goes back.

// The few browser objects it uses, typed here: the project's type check has no DOM library.
interface Element {
  dataset: Record<string, string | undefined>;
  innerHTML: string;
  textContent: string | null;
  classList: { toggle(name: string, on: boolean): void };
}
declare const document: { body: Element; getElementById(id: string): Element | null };
declare class EventSource {
  constructor(url: string);
  onopen: (() => void) | null;
  onerror: (() => void) | null;
  addEventListener(type: string, listener: (event: { data: string }) => void): void;
}

const body = document.body;
const table = document.getElementById('table');
const status = document.getElementById('status');
let shown = parseVersion(body.dataset.version);

function setLive(live: boolean): void {
  body.classList.toggle('offline', !live);
  if (status) status.textContent = (live ? body.dataset.live : body.dataset.reconnecting) ?? '';
}

if (table && body.dataset.events) {
  const source = new EventSource(`${body.dataset.events}?since=${encodeURIComponent(body.dataset.version ?? '')}`);
  source.addEventListener('table', (event) => {
    const frame = JSON.parse(event.data) as { v: string; html: string };
    const version = parseVersion(frame.v);
    if (!version || (shown && !laterVersion(version, shown))) return;
    table.innerHTML = frame.html;
    shown = version;
    body.dataset.version = frame.v;
  });
  source.onopen = () => setLive(true);
  source.onerror = () => setLive(false);
}
