// npm run console [-- --seed N] [--db PATH] [--json]
import 'dotenv/config';
import { runConsole } from './run.ts';

runConsole(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
