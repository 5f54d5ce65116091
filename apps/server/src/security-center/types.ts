/** Severity of a recommendation (spec §3). */
export type SecuritySeverity = 'SEVERE' | 'WARNING' | 'INFO';
/** Area a recommendation or insight is about (spec §3). */
export type SecurityCategory = 'MFA' | 'SESSIONS' | 'PASSWORD' | 'INACTIVITY' | 'IP' | 'DOMAIN' | 'SSO';

/** The tenant's session policy; a part is null when it is not active. Timeouts in seconds. */
export interface SessionPolicyFacts {
  maxSessions: number | null;
  idleTimeout: number | null;
  timeout: number | null;
}

/** The tenant's IP restrictions: config active flag and entries per strategy. */
export interface IpRestrictionFacts {
  active: boolean;
  allow: number;
  block: number;
}

/** The tenant's e-mail domain restrictions. */
export interface DomainRestrictionFacts {
  active: boolean;
  listType: 'ALLOW' | 'BLOCK' | null;
  allow: number;
  block: number;
  blockPublicDomains: boolean;
}

/** Everything the score, the recommendations and the insights are computed from. */
export interface SecurityFacts {
  users: { total: number; mfaEnrolled: number; breached: number; inactive: number };
  activeSessions: number;
  mfa: { enforceMFAType: string };
  lockout: { enabled: boolean; maxAttempts: number };
  passwordHistory: { enabled: boolean; historySize: number };
  /** null: no session policy configured (or no sessions domain). */
  sessionPolicy: SessionPolicyFacts | null;
  ip: IpRestrictionFacts | null;
  domain: DomainRestrictionFacts | null;
  sso: { configured: boolean };
}

/** One recommendation as `GET .../recommendations` returns it. */
export interface Recommendation {
  code: string;
  severity: SecuritySeverity;
  category: SecurityCategory;
  action?: string;
  metadata?: Record<string, unknown>;
}

/** One insight as `GET .../insights` returns it. */
export interface Insight {
  category: SecurityCategory;
  code: string;
  metadata: Record<string, unknown>;
}
