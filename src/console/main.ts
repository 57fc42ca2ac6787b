// npm run console [-- --seed N] [--db PATH] [--json] [--user NAME] [--locale fr] [--images DIR] [--files DIR] [--help]
import { loadDotenv } from '../env.ts';
import { runConsole } from './run.ts';

loadDotenv();
runConsole(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
