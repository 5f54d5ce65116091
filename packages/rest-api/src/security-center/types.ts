/** Severity of a recommendation or insight. */
export type SecuritySeverity = 'SEVERE' | 'WARNING' | 'INFO';

/** Area a recommendation or insight is about. */
export type SecurityCategory = 'MFA' | 'SESSIONS' | 'PASSWORD' | 'INACTIVITY' | 'IP' | 'DOMAIN' | 'SSO';

/** One recommendation of the security centre. */
export interface SecurityRecommendation {
  code: string;
  severity: SecuritySeverity;
  category: SecurityCategory;
  /** Action the UI offers (e.g. send reset-breached-password e-mail, adjust idle timeout). */
  action?: string;
  metadata?: Record<string, unknown>;
}

/** Response of `GET /security-center/resources/v1/recommendations`. */
export interface SecurityRecommendationsResponse {
  /** Overall security score (0–100). */
  score: number;
  /** Points per category, when the server breaks it down, and `score` again (where Frontegg's client reads it). */
  scoring?: Partial<Record<SecurityCategory, number>> & { score?: number };
  items: SecurityRecommendation[];
  /** The same items, where Frontegg's client reads them. */
  recommendations?: { items: SecurityRecommendation[] };
}

/** One insight of the security centre. */
export interface SecurityInsight {
  category: SecurityCategory;
  code: string;
  metadata?: Record<string, unknown>;
}

/** Response of `GET /security-center/resources/v1/insights`. */
export interface SecurityInsightsResponse {
  items: SecurityInsight[];
  /** The same items, where Frontegg's client reads them. */
  insights?: { items: SecurityInsight[] };
}
