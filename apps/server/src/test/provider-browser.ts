/**
 * The browser at the provider, for tests and the bench: a fresh cookie jar follows redirects from an authorization URL
 * through the provider's login and consent forms (oidc-provider's dev interactions or the GitHub-style stand-in),
 * signing in as `login`, until it is sent to `stop`; returns that callback URL (not followed).
 */
export async function signInAtProvider(authorizationUrl: string, stop: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const send = async (url: string, form?: Record<string, string>) => {
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, { method: form ? 'POST' : 'GET', headers, body: form ? new URLSearchParams(form).toString() : undefined, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    return res;
  };
  let url = authorizationUrl;
  let res = await send(url);
  for (let hop = 0; hop < 20; hop++) {
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).toString();
      if (url.startsWith(stop)) return url;
      res = await send(url);
    } else if (res.status === 200) {
      const html = await res.text();
      const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
      if (!form) throw new Error(`no form at ${url}`);
      const fields: Record<string, string> = {};
      for (const m of form[2]!.matchAll(/<input[^>]*>/gi)) {
        const name = /name="([^"]*)"/.exec(m[0])?.[1];
        if (name && /type="hidden"/.test(m[0])) fields[name] = /value="([^"]*)"/.exec(m[0])?.[1] ?? '';
      }
      res = await send(new URL(form[1]!.replace(/&amp;/g, '&'), url).toString(), fields.prompt === 'login' ? { ...fields, login, password: 'any' } : fields);
    } else {
      throw new Error(`provider answered ${res.status} at ${url}: ${(await res.text()).slice(0, 300)}`);
    }
  }
  throw new Error('too many redirects at the provider');
}
