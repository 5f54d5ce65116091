/**
 * The hosted login address for an authorize request without a session: `/oauth/account/login?redirectUrl=<authorize>`.
 * The authorize URL keeps `/` and `:` unescaped inside its query, because the login page refuses any `redirectUrl`
 * carrying an encoded slash (SECURITY.md 7); `prompt=login` is dropped so the return trip issues the code.
 */
export function hostedLoginUrl(publicUrl: string, authorizePath: string, query: Record<string, string>): string {
  const search = Object.entries(query)
    .filter(([k, v]) => !(k === 'prompt' && v === 'login'))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%2F/gi, '/').replace(/%3A/gi, ':')}`)
    .join('&');
  const authorize = `${publicUrl}${authorizePath}${search ? `?${search}` : ''}`;
  return `${publicUrl}/oauth/account/login?redirectUrl=${encodeURIComponent(authorize)}`;
}
