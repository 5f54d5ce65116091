import { describe, expect, it } from 'vitest';
import { createPortico } from '../portico';
import { createAdminStores } from './stores';

const refused = (errors: string[]) => new Response(JSON.stringify({ errors }), { status: 403, headers: { 'content-type': 'application/json' } });

describe('admin stores: the step-up answer of a credential route', () => {
  it('raises portico.stepUp.required and still rejects; other refusals do not', async () => {
    const answers: Response[] = [];
    const fetch = (async () => answers.shift()!) as typeof globalThis.fetch;
    const portico = createPortico({ baseUrl: 'https://api.app.test', fetch });
    const admin = createAdminStores(portico);
    answers.push(refused(['Forbidden']));
    await expect(admin.api.apiTokens.remove('personal', 'ClientCredentials', 'token-1')).rejects.toThrow('Forbidden');
    expect(portico.stepUp.getState().required).toBeUndefined();
    answers.push(refused(['Step-up authentication required']));
    await expect(admin.api.apiTokens.remove('personal', 'ClientCredentials', 'token-1')).rejects.toThrow('Step-up authentication required');
    expect(portico.stepUp.getState().required).toEqual({});
  });
});
