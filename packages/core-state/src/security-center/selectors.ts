import type { SecurityRecommendation } from '@portico/rest-api/security-center';
import { memoSelector } from '../shared/memo';
import type { SecurityAction, SecurityCenterState, SessionSetting } from './types';

/** The store action a recommendation's `action` code maps to. */
export type RecommendationAction = { kind: 'resetBreached' } | { kind: 'adjust'; setting: SessionSetting; suggested?: number };

/** A recommendation row: the server's recommendation plus what its action button does (if any). */
export interface RecommendationRow extends SecurityRecommendation {
  run?: RecommendationAction;
}

const SETTING: Record<Exclude<SecurityAction, 'RESET_BREACHED_PASSWORDS'>, SessionSetting> = {
  ADJUST_FORCE_RELOGIN: 'forceRelogin',
  ADJUST_MAX_CONCURRENT_SESSIONS: 'maxSessions',
  ADJUST_IDLE_TIMEOUT: 'idleTimeout',
};

function actionOf(r: SecurityRecommendation): RecommendationAction | undefined {
  if (r.action === 'RESET_BREACHED_PASSWORDS') return { kind: 'resetBreached' };
  const setting = r.action ? SETTING[r.action as keyof typeof SETTING] : undefined;
  if (!setting) return undefined;
  const suggested = r.metadata?.recommended;
  return { kind: 'adjust', setting, ...(typeof suggested === 'number' ? { suggested } : {}) };
}

/** Recommendation rows (memoised), in the server's order (most severe first). */
export const selectRecommendationRows = memoSelector(
  (s: SecurityCenterState) => [s.recommendations] as const,
  (items): RecommendationRow[] => items.map((r) => {
    const run = actionOf(r);
    return run ? { ...r, run } : { ...r };
  }),
);

/** The value a recommendation suggests for a setting (seconds; a count for maxSessions). */
export const selectAdjustSuggestion = (setting: SessionSetting | undefined) => (s: SecurityCenterState): number | undefined => {
  if (!setting) return undefined;
  const run = selectRecommendationRows(s).find((r) => r.run?.kind === 'adjust' && r.run.setting === setting)?.run;
  return run?.kind === 'adjust' ? run.suggested : undefined;
};

/** The stored figure of a session setting (seconds; a count for maxSessions), switched on or not; undefined if unknown. */
const storedValue = (s: SecurityCenterState, setting: SessionSetting): number | undefined => {
  const p = s.sessionPolicy;
  const value = setting === 'idleTimeout' ? p?.sessionIdleTimeoutConfiguration?.timeout
    : setting === 'forceRelogin' ? p?.sessionTimeoutConfiguration?.timeout
    : p?.sessionConcurrentConfiguration?.maxSessions;
  return typeof value === 'number' && value > 0 ? value : undefined;
};

/**
 * The value an adjust dialog starts with: the setting as stored (an idle timeout of 1,800 s opens as 30 minutes, even
 * while switched off), else the suggestion of the recommendation that opened it.
 */
export const selectAdjustInitial = (setting: SessionSetting | undefined) => (s: SecurityCenterState): number | undefined =>
  setting ? (storedValue(s, setting) ?? selectAdjustSuggestion(setting)(s)) : undefined;
