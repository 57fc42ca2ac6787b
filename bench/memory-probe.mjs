// Loaded into the bot process by the bench (`node --import`), never by `npm start`: on
// SIGUSR2 it writes what the process itself knows of its memory to MEMORY_PROBE_FILE, for
// the footprint's breakdown. Plain JavaScript: Node loads it before the bundle.
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;
if (file)
  process.on('SIGUSR2', () => {
    const report = process.report.getReport();
    writeFileSync(
      file,
      JSON.stringify({
        usage: process.memoryUsage(),
        heap: v8.getHeapStatistics(),
        spaces: v8.getHeapSpaceStatistics().map((s) => ({ name: s.space_name, size: s.space_size, used: s.space_used_size, physical: s.physical_space_size })),
        sharedObjects: report.sharedObjects,
        handles: report.libuv.length,
        workers: report.workers?.length ?? 0,
      }),
    );
    // Diagnostics by hand: MEMORY_PROBE_SNAPSHOT=DIR also writes a heap snapshot there.
    if (process.env.MEMORY_PROBE_SNAPSHOT) v8.writeHeapSnapshot(`${process.env.MEMORY_PROBE_SNAPSHOT}/bot-${Date.now()}.heapsnapshot`);
  });
