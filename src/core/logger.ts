// A small structured logger: one JSON line per entry on stderr. It masks anything
// that looks like a Discord token or an interaction token, wherever it appears.

export type LogLevel = 'error' | 'warn' | 'info' | 'debug';
const ORDER: Record<LogLevel, number> = { error: 0, warn: 1, info: 2, debug: 3 };

export interface Logger {
  error(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
}

// Bot tokens: three base64url parts joined by dots; interaction tokens: long strings in webhook URLs.
const TOKEN_PATTERNS: RegExp[] = [
  /[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}/g,
  /(interactions\/\d+\/)[^/\s"]+/g,
  /(webhooks\/\d+\/)[^/\s"?]+/g,
];

export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const s of secrets) if (s && s.length >= 8) out = out.split(s).join('[redacted]');
  out = out.replace(TOKEN_PATTERNS[0]!, '[redacted]');
  out = out.replace(TOKEN_PATTERNS[1]!, '$1[redacted]');
  out = out.replace(TOKEN_PATTERNS[2]!, '$1[redacted]');
  return out;
}

export function createLogger(
  level: LogLevel = 'info',
  secrets: readonly string[] = [],
  sink: (line: string) => void = (l) => process.stderr.write(l + '\n'),
): Logger {
  const write = (lvl: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] > ORDER[level]) return;
    let line: string;
    try {
      line = JSON.stringify({ level: lvl, msg, ...fields });
    } catch {
      line = JSON.stringify({ level: lvl, msg });
    }
    sink(redact(line, secrets));
  };
  return {
    error: (m, f) => write('error', m, f),
    warn: (m, f) => write('warn', m, f),
    info: (m, f) => write('info', m, f),
    debug: (m, f) => write('debug', m, f),
  };
}

export const silentLogger: Logger = { error() {}, warn() {}, info() {}, debug() {} };
