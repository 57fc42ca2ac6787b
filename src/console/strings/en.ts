// What the console itself prints (not the commands' replies, which come in the user's
// language from the systems' tables): its banner, usage, refusals of a line it cannot
// parse, and the labels around each message. French beside it in fr.ts.

export const consoleEn = {
  banner:
    'Solo Alpha console. Type slash commands, e.g. /game start faction:galactic-empire — "@name /…" speaks as another player, "click N" presses a button, Ctrl-D quits.',
  usage: [
    'Usage: npm run console -- [--seed N] [--db PATH] [--json] [--user NAME] [--locale fr] [--images DIR] [--files DIR]',
    '  --seed N       the seed of every new game (repeatable dice)',
    '  --db PATH      the database: a SQLite file or a postgres:// URL (default: DATABASE_URL, else DATABASE_PATH)',
    '  --json         one JSON object per message (for scripts)',
    '  --user NAME    who you are at the table (default: you)',
    '  --locale fr    French: this console, your replies and new games',
    '  --images DIR   write the pictures of cards to DIR, one file per card',
    '  --files DIR    where the files replies carry go (/game log, /campaign export; default: data/files)',
    '  --help         this help',
    'Then type lines: /command sub option:value …; "@name /…" speaks as another player, "#channel /…" acts in another channel,',
    '"?command … option:text" lists autocomplete choices, "click N" presses a button of the last message with buttons,',
    '"click tN" one of the live tracker\'s (printed again whenever a change alters it).',
  ].join('\n'),
  /** After a field's name on a card, and after who speaks. */
  colon: ':',
  /** Who types at this console unless --user says (a player name, shown in every reply). */
  defaultUser: 'you',
  /** `npm start` without a token, on a terminal: it opens this console. */
  openedByStart: 'No DISCORD_TOKEN set (see .env.example): opening the local console instead.',
  /** `npm start` without a token and without a terminal. */
  noTokenNoTerminal: 'No DISCORD_TOKEN set and no terminal to open the console on. Set DISCORD_TOKEN in .env (see .env.example), or run `npm run console`.',
  badArguments: (problem: string) => `console: ${problem} (npm run console -- --help lists the options)`,
  /** HTTP_PORT set: where the live table is served (and, with PUBLIC_URL, where its links point). */
  tableServed: (url: string, linksAt: string | null) =>
    `🌐 Live table served at ${url}${linksAt ? ` (its links point to ${linksAt})` : ''}: /game board gives a channel's link.`,
  /** The live table's port is taken. */
  portInUse: (host: string, port: number) =>
    `console: the live table cannot listen on ${host}:${port}: that port is in use (another console or bot?). Set HTTP_PORT to a free port, or unset it to play without the page.`,
  /** The live table cannot listen there for another reason (a port it may not take, an address not this machine's). */
  cannotListen: (host: string, port: number, why: string) =>
    `console: the live table cannot listen on ${host}:${port} (${why}). Check HTTP_PORT and HTTP_HOST, or unset HTTP_PORT to play without the page.`,
  unknownArgument: (arg: string) => `unknown option ${arg}`,
  argumentNeedsValue: (arg: string) => `${arg} needs a value`,
  argumentTakesNoValue: (arg: string) => `${arg} takes no value`,
  unexpectedArgument: (arg: string) => `unexpected argument ${arg}`,
  noButton: (want: string) => `No button “${want}” on the last message with buttons here.`,
  noTrackerButton: (want: string) => `No button “${want}” on this channel’s tracker (its buttons are t1, t2…).`,
  typeSlash: 'Type a slash command, e.g. `/game start faction:galactic-empire` (or `click 1` for a button).',
  unknownCommand: (name: string, commands: string) => `I don't know \`/${name}\`. Commands: ${commands}.`,
  needsSubcommand: (command: string, choices: string) => `\`/${command}\` needs one of: ${choices}.`,
  unknownOption: (option: string, command: string, names: string) => `Unknown option \`${option}\` for /${command}. Options: ${names || 'none'}.`,
  optionTwice: (option: string) => `\`${option}\` is given twice: give each option once.`,
  writeOptions: (example: string, before: string) => `Write options as name:value, e.g. ${example || '(this command takes none)'}; “${before}” is not one.`,
  cannotRead: (path: string) => `I cannot read the file “${path}” (give its path, e.g. file:campaign.json).`,
  announcementFrom: (channel: string) => `📣 [#${channel}] bot`,
  replyTo: (channel: string, user: string) => `[#${channel}] bot → ${user}`,
  choices: '  choices',
  onlyYou: ' (only you can see this)',
  updatedCard: ' (updated the card)',
  typeClick: '   (type: click N)',
  typeClickTracker: '   (type: click tN)',
  trackerIn: (channel: string) => `📋 [#${channel}] tracker`,
  textFile: (name: string, lines: number) => `📎 ${name} (${lines} ${lines === 1 ? 'line' : 'lines'})`,
  savedAs: (path: string) => ` → saved as ${path}`,
  picture: (name: string, bytes: number) => `🖼️ ${name} (${bytes} bytes)`,
};

export type ConsoleStrings = typeof consoleEn;
