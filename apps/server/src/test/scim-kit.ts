import type { TestServer } from './fixture';

/** A SCIM response as tests read it. */
export interface ScimRes {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests state the shape each assertion expects
  data: any;
}

/** SCIM request helpers over one test server and bearer token. */
export function scimClient(t: TestServer, token: string) {
  return async (method: string, path: string, body?: unknown, bearer = token): Promise<ScimRes> => {
    const res = await fetch(`${t.base}/scim/v2${path}`, {
      method, headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(body !== undefined ? { 'content-type': 'application/scim+json' } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, data: text ? JSON.parse(text) : undefined };
  };
}

/** Creates a SCIM connection as the given admin and returns its id and one-time token. */
export async function newConnection(t: TestServer, adminToken: string, name = 'Okta'): Promise<{ id: string; token: string }> {
  const res = await t.browser().fetch('/directory/resources/v1/configurations/scim2', { token: adminToken, json: { connectionName: name, source: 'okta' } });
  if (res.status !== 201) throw new Error(`connection ${res.status} ${res.text}`);
  return { id: res.data.id, token: res.data.token };
}

export const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
