/**
 * A small SCIM 2.0 client, as an identity provider would call the server (RFC 7644): create, find, disable, enable and
 * delete users. Self-contained (fetch only) so journeys and people can use it against any running server.
 *
 *   pnpm --filter @portico/server scim-client <baseUrl> <token> create <email> [Given Family]
 *   pnpm --filter @portico/server scim-client <baseUrl> <token> disable|enable|delete|get <userId>
 *   pnpm --filter @portico/server scim-client <baseUrl> <token> find <userName>
 *
 * `baseUrl` is the SCIM base URL the provisioning section shows (…/frontegg/scim/v2); the token is the connection's
 * bearer token (or set SCIM_TOKEN and pass `-`).
 */

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** A SCIM user as the server returns it (the attributes this client reads). */
export interface ScimUser {
  id: string;
  userName: string;
  active: boolean;
  displayName?: string;
  emails: { value: string; primary?: boolean }[];
}

/** A SCIM error answer (RFC 7644 §3.12). */
export class ScimClientError extends Error {
  constructor(readonly status: number, readonly scimType: string | undefined, detail: string) {
    super(`${status}${scimType ? ` ${scimType}` : ''}: ${detail}`);
  }
}

/** SCIM calls over one base URL and bearer token. */
export class ScimClient {
  constructor(private readonly baseUrl: string, private readonly token: string) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl.replace(/\/+$/, '')}${path}`, {
      method, headers: { authorization: `Bearer ${this.token}`, accept: 'application/scim+json', ...(body ? { 'content-type': 'application/scim+json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!res.ok) throw new ScimClientError(res.status, data.scimType as string | undefined, String(data.detail ?? res.statusText));
    return data as T;
  }

  /** POST /Users: an e-mail user, active. */
  create(email: string, givenName?: string, familyName?: string): Promise<ScimUser> {
    const name = { ...(givenName ? { givenName } : {}), ...(familyName ? { familyName } : {}) };
    return this.call('POST', '/Users', {
      schemas: [USER], userName: email, emails: [{ value: email, type: 'work', primary: true }], name,
      ...(givenName ? { displayName: [givenName, familyName].filter(Boolean).join(' ') } : {}), active: true,
    });
  }

  get(id: string): Promise<ScimUser> {
    return this.call('GET', `/Users/${encodeURIComponent(id)}`);
  }

  /** GET /Users?filter=userName eq "…": the user or null. */
  async find(userName: string): Promise<ScimUser | null> {
    const filter = encodeURIComponent(`userName eq ${JSON.stringify(userName)}`);
    const list = await this.call<{ Resources: ScimUser[] }>('GET', `/Users?filter=${filter}`);
    return list.Resources[0] ?? null;
  }

  /** PATCH active (what Okta sends to deactivate and reactivate). */
  setActive(id: string, active: boolean): Promise<ScimUser> {
    return this.call('PATCH', `/Users/${encodeURIComponent(id)}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active } }] });
  }

  /** DELETE /Users/{id}: deprovisions the user. */
  async delete(id: string): Promise<void> {
    await this.call('DELETE', `/Users/${encodeURIComponent(id)}`);
  }
}

async function main(argv: string[]): Promise<void> {
  const [baseUrl, tokenArg, command, arg, ...rest] = argv;
  const token = tokenArg === '-' ? process.env.SCIM_TOKEN : tokenArg;
  if (!baseUrl || !token || !command || !arg) {
    console.error('usage: scim-client <baseUrl> <token|-> create <email> [Given Family] | disable|enable|delete|get <userId> | find <userName>');
    process.exitCode = 2;
    return;
  }
  const scim = new ScimClient(baseUrl, token);
  const out = await ({
    create: () => scim.create(arg, rest[0], rest[1]),
    disable: () => scim.setActive(arg, false),
    enable: () => scim.setActive(arg, true),
    delete: async () => (await scim.delete(arg), { deleted: arg }),
    get: () => scim.get(arg),
    find: () => scim.find(arg),
  } as Record<string, () => Promise<unknown>>)[command]?.();
  if (out === undefined) throw new Error(`unknown command ${command}`);
  console.log(JSON.stringify(out, null, 2));
}

// Run as a script (tsx scripts/scim-client.ts …), not when imported by a journey.
if (process.argv[1]?.endsWith('scim-client.ts')) {
  main(process.argv.slice(2)).catch((e: Error) => {
    console.error(e.message);
    process.exitCode = 1;
  });
}
