/**
 * Keeps the session alive: obtains, refreshes and drops the in-memory access token.
 * The embedded implementation uses the refresh cookie; hosted mode (OAuth code + PKCE) implements the same port.
 */
export interface SessionController {
  /** Restores the session at page load: refresh, then load the user; unauthenticated when that fails. */
  start(): Promise<void>;
  /** Gets a fresh access token; concurrent calls share one request. Null (and signed out) on failure. */
  refresh(): Promise<string | null>;
  /** Ends the session on the server and locally, then goes to the login route. */
  logout(): Promise<void>;
  /** Stops timers and listeners; the controller must not be used afterwards. */
  dispose(): void;
  /** The current access token from memory, or null when absent or expired. */
  getAccessToken(): string | null;
}

/** The hosted controller adds the redirect to the authorization server. */
export interface HostedSessionController extends SessionController {
  /** Starts the authorization code + PKCE redirect; `returnTo` (same origin) is where the callback lands afterwards. */
  login(options?: { returnTo?: string }): Promise<void>;
}

/** A refreshed token as one tab hands it to the others (memory only: a BroadcastChannel message, never storage). */
export interface TokenGrant {
  accessToken: string;
  /** Seconds from `issuedAt`. */
  expiresIn: number;
  /** Epoch ms when the refresh answered. */
  issuedAt: number;
  /** Rotated refresh token when the server returns it in the body (hosted mode, non-cookie servers). */
  refreshToken?: string;
}
