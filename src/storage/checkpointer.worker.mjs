// Runs SQLite's WAL checkpoints on a thread of their own, so that no command waits
// for one (the bot's connection sets wal_autocheckpoint = 0). Plain JavaScript so it
// loads the same way under tsx and from the bundle.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { path, intervalMs } = workerData;
const db = new Database(path);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    // PASSIVE never blocks the writer; pages still read by an old snapshot wait for the next round.
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // busy: try again next time
  }
}, intervalMs);
parentPort?.on('message', (m) => {
  if (m === 'stop') {
    clearInterval(timer);
    db.close();
    parentPort?.close();
  }
});
