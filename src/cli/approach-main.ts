// npm run -s approach -- …: the approach CLI's entry point (see approach.ts).
import { loadCatalog } from '../systems/xwing/catalog/load.ts';
import { runApproach } from './approach.ts';

process.exitCode = runApproach(process.argv.slice(2), { catalog: loadCatalog(), out: (l) => console.log(l), err: (l) => console.error(l) });
