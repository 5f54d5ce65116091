const esc = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Minimal server-rendered sign-in page for `/oauth/authorize` until the hosted login box replaces it. */
export function signInPage(o: { action: string; hidden: Record<string, string>; error?: string; mfaToken?: string }): string {
  const hidden = Object.entries(o.hidden).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');
  const fields = o.mfaToken
    ? `<input type="hidden" name="mfaToken" value="${esc(o.mfaToken)}"><label>Authenticator code <input name="code" inputmode="numeric" autocomplete="one-time-code" required></label>`
    : `<label>Email <input name="email" type="email" autocomplete="username webauthn" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body><main>
<h1>Sign in</h1>${o.error ? `<p role="alert">${esc(o.error)}</p>` : ''}
<form method="post" action="${esc(o.action)}">${hidden}${fields}<button type="submit">Continue</button></form></main></body></html>`;
}

/** Server-rendered logout confirmation: a cross-site link alone cannot end the session (OIDC RP-Initiated Logout §2). */
export function logoutConfirmPage(o: { action: string; hidden: Record<string, string>; email?: string }): string {
  const hidden = Object.entries(o.hidden).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign out</title></head><body><main>
<h1>Sign out?</h1><p>Do you want to sign out${o.email ? ` of ${esc(o.email)}` : ''}?</p>
<form method="post" action="${esc(o.action)}">${hidden}<button type="submit">Sign out</button></form></main></body></html>`;
}

/** Plain page for the end of a logout without a registered return address, and for refused logout requests. */
export function messagePage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><main>
<h1>${esc(title)}</h1><p>${esc(message)}</p></main></body></html>`;
}
