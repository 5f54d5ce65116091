/** Where the login box's routes live on the server: `/oauth` + `/account/login` etc. */
export const BASENAME = '/oauth';

/**
 * Maps an app path of core-state (`/account/login`) into this page's basename; full URLs (the authorize URL of a
 * `redirectUrl`) and paths already under the basename pass unchanged.
 */
export function hostedPath(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  if (url === BASENAME || url.startsWith(`${BASENAME}/`)) return url;
  return `${BASENAME}${url}`;
}
