// The bench's reference for the footprint: the resident memory of a process that loads only
// what the bot is built on, as the bot uses it, and none of the bot's own code or data: Node,
// discord.js's Client, better-sqlite3 with a database in WAL mode, zod, one idle worker thread
// (the bot's checkpointer is one) and Skia drawing one card. Run with the bot's Node flags;
// prints each step's RSS in MB as JSON. Plain CommonJS, so it loads the packages as they are.
const { readFileSync, mkdtempSync, rmSync } = require('node:fs');
const { join } = require('node:path');
const { tmpdir } = require('node:os');
const { Worker } = require('node:worker_threads');

const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
const steps = [['node', rss()]];
const { Client, GatewayIntentBits } = require('discord.js');
const client = new Client({ intents: [GatewayIntentBits.Guilds] });
steps.push(['discord.js Client', rss()]);
const dir = mkdtempSync(join(tmpdir(), 'stack-floor-'));
const db = new (require('better-sqlite3'))(join(dir, 'floor.sqlite'));
db.pragma('journal_mode = WAL');
db.exec('CREATE TABLE t (x TEXT)');
db.prepare('INSERT INTO t VALUES (?)').run('x');
steps.push(['better-sqlite3', rss()]);
require('zod')
  .z.object({ a: require('zod').z.string() })
  .parse({ a: 'x' });
steps.push(['zod', rss()]);
const worker = new Worker('setInterval(() => {}, 1e9)', { eval: true });
setTimeout(() => {
  steps.push(['a worker thread', rss()]);
  const { createCanvas } = require('@napi-rs/canvas');
  const canvas = createCanvas(600, 300);
  const g = canvas.getContext('2d');
  g.fillRect(0, 0, 600, 300);
  g.fillText('TIE-1', 10, 10);
  canvas.toBuffer('image/png');
  steps.push(['Skia, one card drawn', rss()]);
  process.stdout.write(JSON.stringify(steps.map(([step, mb]) => ({ step, mb: Math.round(mb * 10) / 10 }))));
  void client.destroy();
  db.close();
  rmSync(dir, { recursive: true, force: true });
  void worker.terminate().then(() => process.exit(0));
}, 1500);
