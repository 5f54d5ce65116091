// Pure checker for the e2e log grep (no Playwright import, so the tooling unit tests can load it).

/** A secret found in a log line: which kind, which line (1-based), and a masked hint of the value. */
export interface LogLeak {
  kind: string;
  line: number;
  hint: string;
}

/** A known secret value of the run (a fixture password, an emailed code, a link token, a refresh cookie). */
export interface KnownSecret {
  kind: string;
  value: string;
}

// Shapes that must never appear whatever their value: signed tokens and the server's prefixed bearer secrets.
const SHAPES: readonly { kind: string; re: RegExp }[] = [
  { kind: 'jwt', re: /eyJ[\w-]{4,}\.[\w-]{4,}\./ },
  { kind: 'scim-token', re: /portico_scim_[\w-]{8,}/ },
  { kind: 'api-token', re: /portico_(?:at|cs)_[\w-]{8,}/ },
  { kind: 'bearer', re: /\bBearer\s+(?!\[)[\w.~+/-]{16,}/i },
];

// Short secrets (6-digit codes) are matched as whole alphanumeric words, so an epoch or a UUID never matches by chance.
const SHORT = 12;

const mask = (v: string): string => (v.length <= 4 ? '****' : `${v.slice(0, 2)}…${v.slice(-2)} (${v.length} chars)`);

/** Every leak in the log text: any secret-shaped string, and any known secret value (whole word when short). */
export function findLeaks(logText: string, known: readonly KnownSecret[]): LogLeak[] {
  const leaks: LogLeak[] = [];
  const short = new Map<string, string>();
  const long: KnownSecret[] = [];
  for (const s of known) {
    if (s.value.length < 6) continue; // too short to be a secret of ours, and would match ordinary words
    if (s.value.length < SHORT) short.set(s.value, s.kind);
    else long.push(s);
  }
  logText.split('\n').forEach((text, i) => {
    for (const { kind, re } of SHAPES) {
      const m = re.exec(text);
      if (m) leaks.push({ kind, line: i + 1, hint: mask(m[0]) });
    }
    for (const s of long) if (text.includes(s.value)) leaks.push({ kind: s.kind, line: i + 1, hint: mask(s.value) });
    if (short.size) {
      for (const word of text.split(/[^A-Za-z0-9]+/)) {
        const kind = short.get(word);
        if (kind) leaks.push({ kind, line: i + 1, hint: mask(word) });
      }
    }
  });
  return leaks;
}

/** A dev-mailbox / SMS-outbox message as the server lists it. */
export interface OutboxMessage {
  text: string;
  links: string[] | string;
  codes: string[] | string;
}

const arr = (v: string[] | string): string[] => (Array.isArray(v) ? v : (JSON.parse(v) as string[]));

/** One-time codes and link tokens (every query value of 6+ characters in a mailed link, e.g. `token`, `code`). */
export function secretsFromOutbox(messages: readonly OutboxMessage[]): KnownSecret[] {
  const out: KnownSecret[] = [];
  for (const m of messages) {
    for (const code of arr(m.codes)) out.push({ kind: 'one-time code', value: code });
    for (const link of arr(m.links)) {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        continue;
      }
      for (const [key, value] of url.searchParams) {
        if (/token|code|otc|secret/i.test(key)) out.push({ kind: `link ${key}`, value });
      }
    }
  }
  return out;
}

/** Passwords, codes and tokens a request body sent to the server (the keys journeys type secrets into). */
export function secretsFromBody(body: unknown, depth = 0): KnownSecret[] {
  if (depth > 6 || body === null || typeof body !== 'object') return [];
  const out: KnownSecret[] = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string' && /password|token|code|otc|secret|recovery/i.test(key)) out.push({ kind: `request ${key}`, value });
    else if (typeof value === 'object') out.push(...secretsFromBody(value, depth + 1));
  }
  return out;
}

/** Fixture passwords written in the journeys' sources: string literals bound to a name or key containing "password". */
export function passwordsInSource(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/password\w*\s*[:=]\s*(['"`])([^'"`$\n]{8,})\1/gi)) found.add(m[2]!);
  return [...found];
}
