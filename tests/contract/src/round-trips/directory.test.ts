import { createScimConfiguration, deleteScimConfiguration, getScimConfigurations, getScimUsersCount, updateScimConfiguration } from '@portico/rest-api/sso';
import { expect } from 'vitest';
import { refused, roundTrip, step, type Shape } from '../harness/round-trip';

// rest-api declares no response schemas for the directory calls: these shapes are the ScimConfiguration / ScimUsersCount types.
const shape = (ok: (v: Record<string, unknown>) => boolean): Shape => ({
  safeParse: (v) => (v && typeof v === 'object' && ok(v as Record<string, unknown>) ? { success: true } : { success: false, error: { issues: [v] } }),
});
const isConnection = (c: Record<string, unknown>) => typeof c.id === 'string' && typeof c.connectionName === 'string'
  && ['portico', 'okta', 'azure-ad', 'other'].includes(c.source as string) && typeof c.syncToUserManagement === 'boolean';
const connectionShape = shape(isConnection);
const createdShape = shape((c) => isConnection(c) && typeof c.token === 'string');
const listShape = shape((l) => Array.isArray(l) && l.every((c) => isConnection(c) && !('token' in c)));
const countShape = shape((c) => Number.isInteger(c.count));

roundTrip('directory (SCIM connections)', [
  step('create: the token is in this answer only', (c) => createScimConfiguration(c.client, { connectionName: 'Okta', source: 'okta' }), createdShape,
    (r, c) => { c.kept.id = (r as { id: string }).id; c.kept.token = (r as { token: string }).token; }),
  step('list without the token', (c) => getScimConfigurations(c.client), listShape, (r) => expect(r).toHaveLength(1)),
  step('no users yet', (c) => getScimUsersCount(c.client, c.kept.id as string), countShape, (r) => expect(r).toEqual({ count: 0 })),
  step('the identity provider provisions a user with the token', async (c) => {
    const res = await fetch(`${c.t.base}/scim/v2/Users`, { method: 'POST', headers: { authorization: `Bearer ${c.kept.token as string}`, 'content-type': 'application/scim+json' },
      body: JSON.stringify({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: 'provisioned@acme.test' }) });
    expect(res.status).toBe(201);
    return getScimUsersCount(c.client, c.kept.id as string);
  }, countShape, (r) => expect(r).toEqual({ count: 1 })),
  step('rename', (c) => updateScimConfiguration(c.client, c.kept.id as string, { connectionName: 'Okta (prod)' }), connectionShape,
    (r) => expect(r).toMatchObject({ connectionName: 'Okta (prod)' })),
  refused('an unknown identity provider', (c) => createScimConfiguration(c.client, { connectionName: 'x', source: 'ldap' as never }), 400),
  step('delete', (c) => deleteScimConfiguration(c.client, c.kept.id as string)),
  refused('delete again', (c) => deleteScimConfiguration(c.client, c.kept.id as string), 404),
  refused('count of a deleted connection', (c) => getScimUsersCount(c.client, c.kept.id as string), 404),
]);
