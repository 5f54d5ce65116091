import { expect } from 'vitest';
import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import * as calls from './calls';

const PATH = '/frontegg/entitlements/api/v2/user-entitlements';

runCatalogue('entitlements', calls, {
  getUserEntitlements: {
    call: (c) => calls.getUserEntitlements(c, { featureKey: 'sso' }),
    replies: [{ body: { features: { sso: { expireTime: -1 } }, permissions: ['fe.secure.*'] } }],
    expect: { method: 'GET', path: PATH, query: { featureKey: 'sso' } },
    result: (r) => expect(r).toEqual({ features: { sso: { expireTime: -1 } }, permissions: ['fe.secure.*'] }),
  },
});

checkAbortForwarding('entitlements', calls);
