import type { AuditEntry, GetAuditsQuery } from '@portico/rest-api/audits';
import type { AuditColumn } from '@portico/rest-api/metadata';
import type { AuditsApi } from '../../audits/api';
import type { PreviewDb } from './db';
import { refuse } from './users';

type Answer = <T>(value: () => T) => Promise<T>;

const col = (name: string, displayName: string, type: AuditColumn['type'], o: Partial<AuditColumn> = {}): AuditColumn => ({
  name, displayName, type, sortable: true, filterable: true, showInTable: true, showInMoreInfo: true, isPredefined: true, ...o,
});
/** The columns the server's audits metadata answers. */
const COLUMNS: AuditColumn[] = [
  col('createdAt', 'Time', 'Timestamp', { showInMoreInfo: 'always' }), col('email', 'User', 'Email'), col('action', 'Action', 'AlphaNumeric'),
  col('description', 'Description', 'AlphaNumeric'), col('ip', 'IP Address', 'IpAddress'), col('severity', 'Severity', 'Severity', { showInTable: false }),
  col('userAgent', 'User Agent', 'AlphaNumeric', { showInTable: false }), col('json', 'Json Data', 'Json', { sortable: false }),
];
const SEVERITY: Record<string, string> = { INFO: 'INFO', WARNING: 'WARNING', SEVERE: 'SEVERE', MEDIUM: 'WARNING', HIGH: 'SEVERE', CRITICAL: 'SEVERE', ERROR: 'SEVERE' };
const ACTIONS: [string, string, string][] = [
  ['User logged in', 'Signed in with pwd', 'INFO'], ['Login failed', 'Wrong password', 'WARNING'], ['Role updated', 'Role Support updated', 'INFO'],
  ['Password changed', 'Password was changed', 'WARNING'], ['User invited', 'Invited a teammate', 'INFO'], ['Refresh token reuse', 'A rotated refresh token was presented again', 'SEVERE'],
];

/** 45 sample entries of the preview tenant, one every 95 minutes back from now. */
function sampleAudits(db: PreviewDb): AuditEntry[] {
  const now = Date.now();
  return Array.from({ length: 45 }, (_, i) => {
    const [action, description, severity] = ACTIONS[i % ACTIONS.length]!;
    const user = db.users[i % Math.min(5, db.users.length)];
    return {
      id: `preview-audit-${i}`, _id: `preview-audit-${i}`, user: user?.email, createdAt: new Date(now - i * 95 * 60_000).toISOString(), tenantId: db.tenantId, vendorId: 'preview-vendor',
      userId: user?.id ?? null, email: user?.email,
      action, description, ip: `203.0.113.${10 + (i % 7)}`, severity, userAgent: i % 2 ? 'Mozilla/5.0 (Macintosh)' : 'Mozilla/5.0 (Windows NT 10.0)', json: { step: i },
    };
  });
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v)).toLowerCase();
/** The server's filter semantics: contains for text (whole addresses exactly), normalised severity, Json containment. */
function matches(e: AuditEntry, key: string, value: string): boolean {
  const c = COLUMNS.find((x) => x.name === key);
  if (!c) throw refuse(400, `${key}: Unknown column`);
  if (c.type === 'Severity') {
    const s = SEVERITY[value.trim().toUpperCase()];
    if (!s) throw refuse(400, 'severity: Expected INFO, WARNING or SEVERE');
    return e.severity === s;
  }
  if (c.type === 'Json') {
    let wanted: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) wanted = parsed as Record<string, unknown>;
    } catch { /* key:value below */ }
    if (!wanted) {
      const m = /^\s*"?([^":=]+)"?\s*[:=]\s*(.*?)\s*$/.exec(value);
      if (!m) throw refuse(400, 'json: Expected a JSON object or key:value');
      let v: unknown = m[2];
      try { v = JSON.parse(m[2]!); } catch { /* text */ }
      wanted = { [m[1]!.trim()]: v };
    }
    return Object.entries(wanted).every(([k, v]) => JSON.stringify(e.json?.[k]) === JSON.stringify(v));
  }
  // Whole addresses match exactly, as on the server; anything else is "contains".
  if (c.type === 'Email' && /^[^\s@%_]+@[^\s@%_]+\.[^\s@%_]+$/.test(value.trim())) return text(e[key]) === value.trim().toLowerCase();
  if (c.type === 'IpAddress' && (/^(\d{1,3}\.){3}\d{1,3}$/.test(value.trim()) || /^[0-9a-f:]*:[0-9a-f:.]*$/i.test(value.trim()))) return e[key] === value.trim();
  return text(e[key]).includes(value.toLowerCase());
}

function select(all: AuditEntry[], q: GetAuditsQuery): AuditEntry[] {
  const { offset: _o, count: _c, sortBy = 'createdAt', sortDirection = 'desc', filter, paginationMode: _p, ...cols } = q;
  const sortCol = COLUMNS.find((c) => c.name === sortBy && c.sortable);
  if (!sortCol) throw refuse(400, `sortBy: Unknown column ${sortBy}`);
  let rows = all;
  if (filter) rows = rows.filter((e) => ['email', 'action', 'description', 'ip', 'userAgent'].some((k) => text(e[k]).includes(filter.toLowerCase())));
  for (const [k, v] of Object.entries(cols)) {
    // product-spec §5: the mock filter skips createdAt.
    if (v === undefined || v === '' || k === 'createdAt') continue;
    // Checked on a probe first: a bad value is refused even when no entry is left to test it on.
    matches({ createdAt: new Date(0).toISOString() }, k, String(v));
    rows = rows.filter((e) => matches(e, k, String(v)));
  }
  const dir = sortDirection === 'asc' ? 1 : -1;
  const key = (e: AuditEntry) => (e[sortBy] === undefined ? null : String(e[sortBy]));
  return [...rows].sort((a, b) => {
    const x = key(a), y = key(b);
    // NULLs last ascending, first descending, then createdAt in the same direction (as the server orders).
    if (x !== y) return x === null ? dir : y === null ? -dir : x < y ? -dir : dir;
    return a.createdAt < b.createdAt ? -dir : a.createdAt > b.createdAt ? dir : 0;
  });
}

const cell = (v: unknown) => {
  let s = v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replaceAll('"', '""')}"`;
};

/** The audits port over sample entries, answering as the server does (virtual paging, capped totals, CSV). */
export function previewAuditsApi(db: PreviewDb, answer: Answer): AuditsApi {
  let entries: AuditEntry[] | null = null;
  const all = () => (entries ??= sampleAudits(db));
  return {
    getColumns: () => answer(() => structuredClone(COLUMNS)),
    getPage: (q) => answer(() => {
      const rows = select(all(), q);
      const offset = q.offset ?? 0;
      const count = Math.min(q.count ?? 20, 200);
      const page = rows.slice(offset, offset + count + 1);
      return { data: structuredClone(page.slice(0, count)), total: q.paginationMode === 'virtual' ? offset + page.length : Math.min(rows.length, 10_001) };
    }),
    getStats: () => answer(() => {
      const today = new Date();
      today.setUTCHours(0, 0, 0, 0);
      const week = Date.now() - 7 * 86_400_000;
      return {
        totalToday: all().filter((e) => Date.parse(e.createdAt) >= today.getTime()).length,
        severeThisWeek: all().filter((e) => e.severity === 'SEVERE' && Date.parse(e.createdAt) >= week).length,
      };
    }),
    exportCsv: ({ headerProps, filters, outputFileName, endpoint = 'csv' }) => answer(() => {
      if (endpoint !== 'csv') throw refuse(400, 'endpoint: Only csv export is available');
      const rows = select(all(), { ...filters });
      const lines = [headerProps.map((h) => cell(h.displayName)), ...rows.map((e) => headerProps.map((h) => cell(e[h.name])))];
      return new File([lines.map((l) => `${l.join(',')}\r\n`).join('')], outputFileName || `audits.${endpoint}`, { type: 'text/csv' });
    }),
  };
}
