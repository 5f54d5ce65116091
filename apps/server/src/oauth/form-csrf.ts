import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Deps } from '../deps';
import { cookieSecure } from '../http/cookies';
import { randomToken, safeEqual } from '../tokens';

const FORM_CSRF = 'portico_form_csrf';

/** Double-submit token for the server-rendered OAuth forms (SameSite=Strict cookie + hidden field). */
export function issueFormCsrf(c: Context, deps: Deps): string {
  const csrf = getCookie(c, FORM_CSRF) ?? randomToken(16);
  setCookie(c, FORM_CSRF, csrf, { httpOnly: true, sameSite: 'Strict', secure: cookieSecure(deps.config.publicUrl), path: `/${deps.config.prefix}/oauth` });
  return csrf;
}

/** True when the submitted field matches the form cookie. */
export function formCsrfMatches(c: Context, submitted: string | undefined): boolean {
  const cookie = getCookie(c, FORM_CSRF);
  return !!cookie && !!submitted && safeEqual(cookie, submitted);
}
