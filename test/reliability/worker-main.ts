import './lazy-intl.ts';
import { startupSnapshot } from 'node:v8';
import { runJob, type ScriptJob, type StreamJob } from './worker.ts';

// The fault suite's child process (bundled by harness.ts). Node can save it, every module
// loaded, as a startup snapshot: a child restored from one skips loading the bot's code,
// which was about two thirds of a crash child's CPU. The job is the last argument.
function main(): void {
  runJob(JSON.parse(process.argv.at(-1)!) as ScriptJob | StreamJob).catch((err: unknown) => {
    process.stderr.write(String(err instanceof Error ? err.stack : err) + '\n');
    process.exit(1);
  });
}

if (startupSnapshot.isBuildingSnapshot()) startupSnapshot.setDeserializeMainFunction(main);
else main();
