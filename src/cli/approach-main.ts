// npm run -s approach -- …: the approach CLI's entry point (see approach.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../paths.ts';
import { loadEditions } from '../systems/xwing/catalog/load.ts';
import { loadPictureFonts } from '../systems/xwing/pictures/fonts.ts';
import { runApproach } from './approach.ts';

// `npm run -s approach -- --table | head` closes the pipe early: stop quietly, not with a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});
loadPictureFonts(join(PROJECT_ROOT, 'assets', 'fonts', 'xwing-miniatures'));
const editions = loadEditions();
process.exitCode = runApproach(process.argv.slice(2), {
  catalog: (edition) => editions.catalog(editions.current(edition)),
  out: (l) => console.log(l),
  err: (l) => console.error(l),
  writePng: (file, png) => writeFileSync(file, png),
});
