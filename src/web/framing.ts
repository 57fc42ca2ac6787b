// Where the live table's pages may be shown in a frame: this server's own pages, and
// Discord's client and its activity proxy (the Activity shows the table there); nowhere else.
export const FRAME_ANCESTORS = ["'self'", 'https://discord.com', 'https://*.discord.com', 'https://*.discordsays.com'];
