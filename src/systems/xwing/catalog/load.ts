import { CATALOG_DIR } from '../../../paths.ts';
import type { Catalog } from './catalog.ts';
import { Editions } from './editions.ts';
import type { EditionPin } from './schema.ts';

// The one place the catalogue is read from disk: the composition root (and the tools
// that run without it) make one Editions and pass it in; no rules module reads files.
export function loadEditions(dir: string = CATALOG_DIR): Editions {
  return new Editions(dir);
}

/** One edition's catalogue (default: the frozen 2.0), for tools and tests. */
export function loadCatalog(pin?: EditionPin | 'xwa', dir: string = CATALOG_DIR): Catalog {
  const editions = new Editions(dir);
  return editions.catalog(pin === 'xwa' ? editions.current('xwa') : pin);
}
