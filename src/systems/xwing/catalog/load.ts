import { readFileSync } from 'node:fs';
import { CATALOG_PATH } from '../../../paths.ts';
import { Catalog } from './catalog.ts';
import { catalogSchema } from './schema.ts';

// The one place the catalogue is read from disk: the composition root (and the tools
// that run without it) load it once and pass it in; no rules module reads files.
export function loadCatalog(file: string = CATALOG_PATH): Catalog {
  return new Catalog(catalogSchema.parse(JSON.parse(readFileSync(file, 'utf8'))));
}
