// The layering, checked by `npm test` (npm run lint). Imports flow one way:
//   entry points (src/main.ts, src/compose.ts, …) → adapters → commands → systems → core
// and storage implements the core's store interface. A game system never imports
// another system, storage, an adapter or a command; the core imports no system. Delivery
// (src/core/delivery/) is handed changes by the unit of work and announcers by the adapters.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'No import cycles.', from: {}, to: { circular: true } },
    {
      name: 'core-knows-no-system',
      severity: 'error',
      comment: 'The core is generic: it imports no game system, command, adapter or storage engine.',
      from: { path: '^src/core/' },
      to: { path: '^(src/systems|commands|src/discord|src/console|src/storage|src/cli|src/compose)' },
    },
    {
      name: 'delivery-knows-no-platform',
      severity: 'error',
      comment:
        "Delivery (src/core/delivery/) decides what the bot posts and edits by itself and when; the adapters do the posting through its Announcer. Beyond what the whole core may not import (core-knows-no-system, rules-are-pure-libs), it knows neither Discord's types nor the payload renderer.",
      from: { path: '^src/core/delivery/' },
      to: { path: ['node_modules/discord-api-types', '^src/render'] },
    },
    {
      name: 'delivery-is-handed-changes',
      severity: 'error',
      comment:
        'The unit of work (unit-of-work.ts) hands delivery what a change produced; delivery reads games through its DeliverySource, never the app, and nothing else in the core reaches into it.',
      from: { path: '^src/core/', pathNot: '^src/core/(unit-of-work\\.ts|delivery/)' },
      to: { path: '^src/core/delivery/' },
    },
    {
      name: 'delivery-does-not-call-the-app',
      severity: 'error',
      from: { path: '^src/core/delivery/' },
      to: { path: '^src/core/(app|unit-of-work|games|campaigns)\\.ts$' },
    },
    {
      name: 'adapters-talk-to-delivery',
      severity: 'error',
      comment:
        "The adapters see invocations and replies (the dispatcher) and deliver the bot's own messages through delivery: they never reach the unit of work, let alone write its fields.",
      from: { path: '^src/(discord|console)/' },
      to: { path: '^src/core/(app|unit-of-work|games|campaigns)\\.ts$' },
    },
    {
      name: 'systems-stay-apart',
      severity: 'error',
      comment: 'A game system imports only the core and itself.',
      from: { path: '^src/systems/([^/]+)/' },
      to: { path: '^(src/systems/|commands|src/discord|src/console|src/storage|src/cli|src/compose)', pathNot: '^src/systems/$1/' },
    },
    {
      name: 'xwing-hosts-its-campaign',
      severity: 'error',
      comment:
        'The Big Shed League is layered on X-Wing: its mission part plugs into play/ through play/mission.ts, so nothing of X-Wing outside bsl/ imports it (the composition root wires it in).',
      from: { path: '^src/systems/xwing/', pathNot: '^src/systems/xwing/bsl/' },
      to: { path: '^src/systems/xwing/bsl/' },
    },
    {
      name: 'xwing-commands-host-the-campaign',
      severity: 'error',
      comment:
        "X-Wing's own commands reach the mission layer only through their context (ctx.mission, registered once by the composition root): none imports the Big Shed League. Its own commands (commands/xwing/bsl/) are the layer's moves.",
      from: { path: '^commands/xwing/', pathNot: '^commands/xwing/bsl/' },
      to: { path: '^src/systems/xwing/bsl/' },
    },
    {
      name: 'xwing-commands-list-the-campaign-once',
      severity: 'error',
      comment: "Of X-Wing's own commands only the list of them all (index.ts) names the Big Shed League's commands.",
      from: { path: '^commands/xwing/', pathNot: '^commands/xwing/(bsl/|index\\.ts$)' },
      to: { path: '^commands/xwing/bsl/' },
    },
    {
      name: 'systems-are-pure',
      severity: 'error',
      comment:
        'Every folder of a system is pure (no node built-ins: no files, clock or network) except the adapters named here: the pictures (a canvas, fonts) and the catalogue loader.',
      from: { path: '^src/systems/', pathNot: '^src/systems/xwing/(pictures|catalog)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'rules-are-pure-libs',
      severity: 'error',
      from: { path: '^src/(systems|core)/' },
      to: { path: 'node_modules/(discord\\.js|@discordjs|better-sqlite3|pg|dotenv)' },
    },
    {
      name: 'commands-use-the-core',
      severity: 'error',
      comment: 'Commands parse, call the app and render: no storage, no adapter, no composition root.',
      from: { path: '^commands/' },
      to: { path: '^(src/storage|src/discord|src/console|src/compose|src/main)' },
    },
    {
      name: 'commands-of-one-system',
      severity: 'error',
      comment: "A system's commands use that system (and the core), not another's.",
      from: { path: '^commands/([^/]+)/' },
      to: { path: '^(commands/|src/systems/)', pathNot: ['^commands/$1/', '^src/systems/$1/'] },
    },
    {
      name: 'adapters-know-no-system',
      severity: 'error',
      comment: 'The Discord and console adapters see invocations, replies and messages only.',
      from: { path: '^src/(discord|console)/' },
      to: { path: '^(src/systems|commands|src/storage)' },
    },
    {
      name: 'web-shows-views',
      comment:
        "The live table's web adapter (src/web/) shows the views the core reads (core/table.ts) as HTML: it knows no system, command, storage, Discord or console, and reaches the app only through what the entry points hand it.",
      from: { path: '^src/web/' },
      to: {
        path: [
          '^(src/systems|commands|src/storage|src/discord|src/console|src/compose|src/render)',
          '^src/core/(app|unit-of-work|games|campaigns)\\.ts$',
          'node_modules/(discord\\.js|@discordjs|discord-api-types)',
        ],
      },
    },
    {
      name: 'web-client-stands-alone',
      comment: "The page's script runs in the browser: it bundles only what it imports, so it imports nothing of the server's.",
      from: { path: '^src/web/client/' },
      to: { path: '^src/', pathNot: ['^src/web/client/', '^src/core/table-version\\.ts$'] },
    },
    {
      name: 'storage-knows-no-system',
      severity: 'error',
      from: { path: '^src/storage/' },
      to: { path: '^(src/systems|commands|src/discord|src/console)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js'] },
  },
};
