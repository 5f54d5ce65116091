import type { SecurityInsight, SecurityRecommendation } from '@portico/core-state/admin';
import { formatDuration } from '@portico/ui-kit/pickers';
import { format, type AdminStrings } from '../../../localization';

type Meta = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const fill = (template: string | undefined, values: Meta, fallback: string) =>
  template ? format(template, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, str(v)]))) : fallback;

/** A recommendation as a sentence of the active locale (its code when the locale has no text for it). */
export function recommendationText(s: AdminStrings, r: SecurityRecommendation): string {
  const t = s.securityCenter.recommendations as Record<string, string>;
  return fill(t[r.code], r.metadata ?? {}, r.code);
}

/** Human values for the metadata an insight sentence shows (on/off, durations in words, limits). */
function insightValues(s: AdminStrings, i: SecurityInsight, lang: string): Meta {
  const v = s.securityCenter.values;
  const m: Meta = i.metadata ?? {};
  const seconds = (x: unknown) => (typeof x === 'number' && x > 0 ? formatDuration(lang, x) : v.unlimited);
  switch (i.code) {
    case 'MFA_ENFORCEMENT':
      return { value: m.enforceMFAType === 'DontForce' ? v.notEnforced : v.enforced };
    case 'SESSION_POLICY':
      return { maxSessions: m.maxSessions ?? v.unlimited, idleTimeout: seconds(m.idleTimeout), timeout: seconds(m.timeout) };
    case 'LOCKOUT_POLICY':
      return { value: m.enabled ? format(v.attempts, { count: str(m.maxAttempts) }) : v.off };
    case 'PASSWORD_HISTORY':
      return { value: m.enabled ? format(v.history, { count: str(m.historySize) }) : v.off };
    case 'IP_RESTRICTIONS':
    case 'DOMAIN_RESTRICTIONS':
      return { ...m, value: m.active ? v.on : v.off };
    case 'SSO':
      return { value: m.configured ? v.configured : v.notConfigured };
    default:
      return m;
  }
}

/** An insight as a sentence of the active locale (`lang` writes its durations: "30 minutes"). */
export function insightText(s: AdminStrings, i: SecurityInsight, lang = 'en'): string {
  const t = s.securityCenter.insights as Record<string, string>;
  if (i.code === 'SESSION_POLICY' && i.metadata?.configured === false) return t.SESSION_POLICY_NONE ?? i.code;
  return fill(t[i.code], insightValues(s, i, lang), i.code);
}
